import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * Recording the API document's examples from the test suites: with CAPTURE_API_EXAMPLES=<folder>,
 * every test app writes the first successful JSON answers of each operation, with the request that
 * got them, to <folder>/<pid>.jsonl; `api-examples-cli.ts` then picks one per operation for
 * `src/plugins/openapi-examples.json`. The examples are real answers of the real routes on the demo
 * data, so they hold every field a client will see.
 */

/** How many answers of one operation a process keeps: the CLI chooses the fullest among them. */
const PER_OPERATION = 3;

export interface CapturedExample {
  /** `get /prod-api/doctor/find/{id}`: the method and the document's path of the operation. */
  operation: string;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  response: unknown;
}

/** `/prod-api/doctor/find/:id` → `/prod-api/doctor/find/{id}`, as the document writes paths. */
export const documentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

export function recordApiExamples(app: FastifyInstance, folder: string): void {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${process.pid}.jsonl`);
  const kept = new Map<string, number>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!route || reply.statusCode !== 200 || !type.startsWith('application/json') || typeof payload !== 'string') return payload;
    const operation = `${request.method.toLowerCase()} ${documentPath(route)}`;
    const count = kept.get(operation) ?? 0;
    if (count >= PER_OPERATION) return payload;
    kept.set(operation, count + 1);
    const jsonBody = String(request.headers['content-type'] ?? '').startsWith('application/json');
    const example: CapturedExample = {
      operation,
      ...(Object.keys(request.params ?? {}).length ? { params: request.params as Record<string, unknown> } : {}),
      ...(Object.keys(request.query ?? {}).length ? { query: request.query as Record<string, unknown> } : {}),
      ...(jsonBody && request.body !== undefined ? { body: request.body } : {}),
      response: JSON.parse(payload),
    };
    fs.appendFileSync(file, `${JSON.stringify(example)}\n`);
    return payload;
  });
}
