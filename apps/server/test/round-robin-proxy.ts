import http from 'node:http';
import type net from 'node:net';

export interface Upstream {
  port: number;
  /** Until when the upstream is passed over after it refused a connection (ms since the epoch). */
  downUntil: number;
}

export interface RoundRobinProxy {
  port: number;
  close(): Promise<void>;
}

/**
 * The load balancer in front of several instances, as a reverse proxy does it (nginx's
 * `proxy_next_upstream error`): requests go round-robin; an upstream that refuses the connection is
 * passed over for a second and the request goes to the next one; a request an upstream took and then
 * dropped (the instance died while answering) is answered 502, never sent again, since it may have
 * been carried out.
 */
export async function startRoundRobinProxy(ports: number[]): Promise<RoundRobinProxy> {
  const upstreams: Upstream[] = ports.map((port) => ({ port, downUntil: 0 }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;

  /** The next upstream in turn that is neither passed over nor tried for this request. */
  const pick = (tried: Set<Upstream>): Upstream | undefined => {
    const now = Date.now();
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length]!;
      if (!tried.has(upstream) && upstream.downUntil <= now) {
        next = (next + i + 1) % upstreams.length;
        return upstream;
      }
    }
    return undefined;
  };

  const forward = (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse, tried: Set<Upstream>) => {
    const upstream = pick(tried);
    if (!upstream) {
      response.writeHead(502).end();
      return;
    }
    tried.add(upstream);
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '127.0.0.1', connection: 'keep-alive' },
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      },
    );
    let sent = false;
    outgoing.on('socket', (socket: net.Socket) => {
      // A reused keep-alive socket is connected already; a new one once it connects.
      if (!socket.connecting) sent = true;
      else socket.once('connect', () => (sent = true));
    });
    outgoing.on('error', (error) => {
      if (response.headersSent) return void response.destroy();
      // A connection that was refused or never opened delivered nothing: the next upstream may take it.
      if (!sent || (error as { code?: string }).code === 'ECONNREFUSED') {
        upstream.downUntil = Date.now() + 1_000;
        forward(request, body, response, tried);
      } else {
        response.writeHead(502).end();
      }
    });
    outgoing.end(body);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(request, Buffer.concat(chunks), response, new Set()));
  });
  // Idle client connections are kept longer than a client keeps them (nginx keeps them 75 s), so a
  // client never sends a request on a connection the proxy is closing at that moment.
  server.keepAliveTimeout = 75_000;
  server.headersTimeout = 76_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
