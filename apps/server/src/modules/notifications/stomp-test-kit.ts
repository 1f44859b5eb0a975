/**
 * Test support for the notification socket: a bare host running only the STOMP endpoint (so
 * heart-beat and timeout settings can be small), and a raw client that sees every octet.
 */
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { Tenant } from '../../platform/tenant-directory';
import { createBroker } from './broker';
import { StompFrameDecoder, encodeFrame, type StompFrame } from './stomp-frame';
import { STOMP_ENDPOINT_PATH, type StompEndpointOptions } from './stomp-endpoint';
import { registerStompEndpoint } from './stomp-routes';

export interface StompHost {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** `borrow` lends services (db, tokens) from a full test app when the real authentication is wanted. */
export async function startStompHost(
  options: StompEndpointOptions & { tenant: Tenant | null; borrow?: Pick<FastifyInstance, 'db' | 'tokens' | 'principals'> },
): Promise<StompHost> {
  const app = Fastify({ logger: false });
  app.decorate('broker', await createBroker({ log: app.log }));
  if (options.borrow) {
    app.decorate('db', options.borrow.db);
    app.decorate('tokens', options.borrow.tokens);
    app.decorate('principals', options.borrow.principals);
  }
  await app.register(websocket);
  app.decorateRequest('tenant', null);
  app.addHook('onRequest', async (request) => {
    request.tenant = options.tenant;
  });
  registerStompEndpoint(app, options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, url: `ws://127.0.0.1:${port}${STOMP_ENDPOINT_PATH}`, close: () => app.close() };
}

/** A tenant row good enough for the bare host; only `id` matters to the endpoint. */
export function fakeTenant(id: number): Tenant {
  return { id } as Tenant;
}

export class RawStompClient {
  readonly frames: StompFrame[] = [];
  heartbeats = 0;
  readonly closed: Promise<{ code: number }>;
  private readonly decoder = new StompFrameDecoder();
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (/^(\r?\n)+$/.test(text)) this.heartbeats += 1;
      this.frames.push(...this.decoder.push(data));
      for (const waiter of this.waiters) waiter();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code) => resolve({ code })));
  }

  static async open(url: string, headers: Record<string, string> = {}): Promise<RawStompClient> {
    const socket = new WebSocket(url, { headers });
    const client = new RawStompClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  send(command: string, headers: Record<string, string> = {}, body = ''): void {
    this.socket.send(encodeFrame({ command, headers, body }));
  }

  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /** Resolves with the first received frame (past or future) with this command. */
  async next(command: string, timeoutMs = 3_000): Promise<StompFrame> {
    const found = () => this.frames.find((frame) => frame.command === command);
    return this.until(found, `${command} frame`, timeoutMs);
  }

  /** Resolves once `check` returns a value, re-checked whenever something arrives. */
  until<T>(check: () => T | undefined | false, what: string, timeoutMs = 3_000): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const attempt = () => {
        const value = check();
        if (value === undefined || value === false) return;
        done();
        resolve(value);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.frames.map((f) => f.command))}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(attempt);
      };
      this.waiters.add(attempt);
      attempt();
    });
  }

  close(): void {
    this.socket.terminate();
  }
}
