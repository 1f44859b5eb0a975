import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const PUBLIC = { access: { public: true } } as const;

/** Serves the built single-page app under /pc/; client routes fall back to its index.html. */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/pc/',
    wildcard: false,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_request: unknown, reply: { header(k: string, v: string): unknown; sendFile(f: string): unknown }) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/pc', { config: PUBLIC, schema: { hide: true } }, (_request, reply) => reply.redirect('/pc/'));
  app.get('/pc/', { config: PUBLIC, schema: { hide: true } }, sendIndex);
  app.get('/pc/*', { config: PUBLIC, schema: { hide: true } }, sendIndex);
}
