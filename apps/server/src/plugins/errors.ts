import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Lang } from '@crm/shared/i18n';
import { classifyDatabaseError } from '../lib/database-errors';
import { HttpError } from '../lib/http-error';
import { translate } from '../lib/i18n';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { format?: string; expected?: string; minimum?: unknown; maximum?: unknown; keys?: string[]; params?: { message?: unknown } };
}

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const fromPath = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  const keys = issue.params?.keys;
  if (keys?.length) return [fromPath, keys.join(',')].filter(Boolean).join('.');
  return fromPath || context || 'body';
}

function reason(lang: Lang, issue: ValidationIssue): string {
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(issue.message ?? '') ? translate(lang, 'fieldRequired') : translate(lang, 'fieldType', { expected: String(params.expected) });
    case 'too_small':
      return translate(lang, 'fieldTooShort', { minimum: String(params.minimum) });
    case 'too_big':
      return translate(lang, 'fieldTooLong', { maximum: String(params.maximum) });
    case 'invalid_format':
      return translate(lang, params.format === 'url' ? 'fieldUrl' : 'fieldFormat');
    case 'invalid_value':
      return translate(lang, 'fieldValue');
    case 'unrecognized_keys':
      return translate(lang, 'fieldUnknown');
    case 'custom':
      // A refinement of a shared schema names its message (object-keys.ts `storedKey`).
      return params.params?.message === 'fieldReservedKey' ? translate(lang, 'fieldReservedKey') : (issue.message ?? translate(lang, 'fieldFormat'));
    default:
      return issue.message ?? translate(lang, 'fieldFormat');
  }
}

/** One error shape for every failure: `{code, message, result: null}`; 5xx details stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'zh';
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ code: error.statusCode, message: translate(lang, error.messageKey, error.params), result: error.result });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0] as ValidationIssue;
      const message = translate(lang, 'invalidField', { field: fieldName(issue, error.validationContext), reason: reason(lang, issue) });
      return reply.status(400).send({ code: 400, message, result: null });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Input the database could not take is the caller's error; a database that cannot be reached is
      // passing, and a load balancer or client should retry rather than count it as a server fault.
      const failure = classifyDatabaseError(error);
      if (failure === 'input') return reply.status(400).send({ code: 400, message: translate(lang, 'invalidValue'), result: null });
      if (failure === 'unavailable') {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ code: 503, message: translate(lang, 'databaseUnavailable'), result: null });
      }
    }
    if (status === 413) return reply.status(413).send({ code: 413, message: translate(lang, 'payloadTooLarge'), result: null });
    if (status === 429) return reply.status(429).send({ code: 429, message: translate(lang, 'tooManyRequests'), result: null });
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || error.code?.startsWith('FST_ERR_CTP') ? translate(lang, 'invalidBody') : error.message;
      return reply.status(status).send({ code: status, message, result: null });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 500, message: translate(lang, 'internal'), result: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, message: translate(request.lang ?? 'zh', 'routeNotFound', { url: request.url }), result: null });
  });
}
