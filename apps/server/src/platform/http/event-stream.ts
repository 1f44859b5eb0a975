import type { FastifyReply, FastifyRequest } from 'fastify';

/** A stream of server-sent events a handler writes to; aborted when the caller closes it. */
export interface EventSink {
  send(event: string, data: unknown): void;
  signal: AbortSignal;
  close(): void;
}

export const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/** Takes the response over and writes server-sent events; a closed connection aborts the answer. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): EventSink {
  const controller = new AbortController();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies (nginx) would otherwise hold the tokens back until the buffer fills.
    'x-accel-buffering': 'no',
    'x-request-id': String(request.id),
  });
  raw.flushHeaders();
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  return {
    signal: controller.signal,
    send(event, data) {
      if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    close() {
      if (!raw.writableEnded) raw.end();
    },
  };
}
