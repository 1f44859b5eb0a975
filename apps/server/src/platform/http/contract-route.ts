import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE_PATH, type Contract, type ContractRequestParts, type ContractResult } from '@crm/shared/contract';
import { envelope, ok } from '../../lib/envelope';
import { unauthorized } from '../../lib/http-error';
import type { FileAnswer, RequestContext } from '../contract-route';
import { idempotent } from '../idempotency';
import type { Principal } from '../principal';
import { readSingleUpload } from './uploads';

/**
 * What a route handler works with: the RequestContext its services take, and the web framework's
 * request and reply, for the handlers that read a multipart body or stream an answer.
 */
export interface RouteContext<P extends Principal | null = Principal> extends RequestContext<P> {
  request: FastifyRequest;
  reply: FastifyReply;
}

type CallerOf<C extends Contract> = C['access'] extends { public: true } ? Principal | null : Principal;

/** A file route's handler answers itself, or returns the file its service made. */
type Handler<C extends Contract> = (
  input: ContractRequestParts<C>,
  context: RouteContext<CallerOf<C>>,
) => Promise<C['result'] extends 'file' ? void | FileAnswer : ContractResult<C>>;

function sendFile(reply: FastifyReply, file: FileAnswer): FastifyReply {
  for (const [name, value] of Object.entries(file.headers)) void reply.header(name, value);
  return reply.send(file.body);
}

/** The route's URL inside the plugin it is registered in (plugins carry part of the path as prefix). */
function urlWithin(app: FastifyInstance, contract: Contract): string {
  const full = `${API_BASE_PATH}${contract.path}`;
  if (!full.startsWith(app.prefix)) throw new Error(`${contract.method} ${contract.path} cannot be registered under prefix ${app.prefix}`);
  return full.slice(app.prefix.length) || '/';
}

/**
 * Registers an endpoint from its contract: schemas, OpenAPI entry and access come from the
 * contract; the handler returns the envelope's `result` (or the file, or answers a file itself).
 */
export function route<C extends Contract>(fastify: FastifyInstance, contract: C, handler: Handler<C>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const isFile = contract.result === 'file';
  app.route({
    method: contract.method,
    url: urlWithin(fastify, contract),
    config: {
      access: contract.access,
      ...(contract.readOnly ? { readOnly: true } : {}),
      ...(contract.beforePasswordChange ? { duringPasswordChange: true } : {}),
      ...(contract.ratePerMinute ? { rateLimit: { max: contract.ratePerMinute, timeWindow: 60_000 } } : {}),
      ...(isFile ? { fileTypes: contract.fileTypes ?? ['application/octet-stream'] } : {}),
    },
    schema: {
      tags: [...contract.tags],
      summary: contract.summary,
      ...(contract.description ? { description: contract.description } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.headers ? { headers: contract.headers } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.encoding === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(contract.result === 'file'
        ? {}
        : {
            response: {
              200: envelope(contract.result),
              // Other refusals with the same status carry no details (a bad field; a repeated
              // Idempotency-Key whose first request still runs): their result is null.
              ...(contract.rejection ? { 400: envelope(contract.rejection.nullable()) } : {}),
              ...(contract.conflict ? { 409: envelope(contract.conflict.nullable()) } : {}),
            },
          }),
    },
    handler: async (request, reply) => {
      const isPublic = 'public' in contract.access;
      if (!isPublic && (!request.principal || !request.tenant)) throw unauthorized();
      const context = {
        db: fastify.db,
        tenant: request.tenant,
        principal: request.principal,
        lang: request.lang,
        host: fastify.host,
        request,
        reply,
        readUpload: (rules) => readSingleUpload(request, rules),
      } as RouteContext<CallerOf<C>>;
      const input = { params: request.params, query: request.query, body: request.body } as ContractRequestParts<C>;
      const result =
        contract.idempotent && request.principal
          ? await idempotent(
              { db: fastify.db, tenantId: request.principal.tenant.id, userId: request.principal.userId, request, reply },
              `${contract.method} ${contract.path}`,
              () => handler(input, context),
            )
          : await handler(input, context);
      if (!isFile) return ok(result, context.envelopeMessage);
      return result ? sendFile(reply, result as unknown as FileAnswer) : reply;
    },
  });
}
