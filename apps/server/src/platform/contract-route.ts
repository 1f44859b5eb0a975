import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Lang } from '@crm/shared/i18n';
import { API_BASE_PATH, type Contract, type ContractRequestParts, type ContractResult } from '@crm/shared/contract';
import type { Database } from '../db/client';
import { envelope, ok } from '../lib/envelope';
import { unauthorized } from '../lib/http-error';
import { idempotent } from './idempotency';
import type { Principal } from './principal';
import type { Tenant } from './tenant-directory';

/**
 * What a handler and the repositories it calls work with: the tenant and caller of this request,
 * resolved once by the request-context plugin, never threaded by hand.
 */
export interface RequestContext<P extends Principal | null = Principal> {
  db: Database;
  /** Null only on a public route called on a domain that is no tenant's. */
  tenant: P extends Principal ? Tenant : Tenant | null;
  principal: P;
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The envelope's `message` instead of `success`, when the answer needs a word (data withheld). */
  envelopeMessage?: string;
}

type CallerOf<C extends Contract> = C['access'] extends { public: true } ? Principal | null : Principal;

type Handler<C extends Contract> = (input: ContractRequestParts<C>, context: RequestContext<CallerOf<C>>) => Promise<C['result'] extends 'file' ? void : ContractResult<C>>;

/** The route's URL inside the plugin it is registered in (plugins carry part of the path as prefix). */
function urlWithin(app: FastifyInstance, contract: Contract): string {
  const full = `${API_BASE_PATH}${contract.path}`;
  if (!full.startsWith(app.prefix)) throw new Error(`${contract.method} ${contract.path} cannot be registered under prefix ${app.prefix}`);
  return full.slice(app.prefix.length) || '/';
}

/**
 * Registers an endpoint from its contract: schemas, OpenAPI entry and access come from the
 * contract; the handler returns the envelope's `result` (or answers a file itself).
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
      ...(contract.result === 'file' ? {} : { response: { 200: envelope(contract.result), ...(contract.rejection ? { 400: envelope(contract.rejection) } : {}) } }),
    },
    handler: async (request, reply) => {
      const isPublic = 'public' in contract.access;
      if (!isPublic && (!request.principal || !request.tenant)) throw unauthorized();
      const context = { db: fastify.db, tenant: request.tenant, principal: request.principal, lang: request.lang, request, reply } as RequestContext<CallerOf<C>>;
      const input = { params: request.params, query: request.query, body: request.body } as ContractRequestParts<C>;
      const result =
        contract.idempotent && request.principal
          ? await idempotent(
              { db: fastify.db, tenantId: request.principal.tenant.id, userId: request.principal.userId, request, reply },
              `${contract.method} ${contract.path}`,
              () => handler(input, context),
            )
          : await handler(input, context);
      return isFile ? reply : ok(result, context.envelopeMessage);
    },
  });
}
