import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { FILE_TYPES, RATE_LIMITED, finishDocument } from './openapi-document';

/** The OpenAPI 3 document, generated from the route schemas, and its UI. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pharma CRM API',
        description:
          'Every answer is `{code, message, result}`; paged lists answer `result: {content, totalElements}`. ' +
          'Business calls need `Authorization: Bearer <access token>` from the realm token endpoint under /auth.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const config = input.route.config as { access?: Record<string, unknown>; rateLimit?: unknown; fileTypes?: readonly string[] } | undefined;
      const access = config?.access;
      if (config?.rateLimit && transformed.schema) (transformed.schema as Record<string, unknown>)[RATE_LIMITED] = true;
      if (config?.fileTypes && transformed.schema) (transformed.schema as Record<string, unknown>)[FILE_TYPES] = config.fileTypes;
      if (access && !('public' in access)) {
        const schema = transformed.schema as Record<string, unknown>;
        schema.security = [{ bearer: [] }];
        const checks = (access.checks as string[] | undefined) ?? [];
        const lines = [
          'permission' in access ? `Permission: \`${String(access.permission)}\`` : null,
          checks.length ? `Depending on the request, also needs one of: ${checks.map((mark) => `\`${mark}\``).join(', ')}` : null,
        ];
        if (lines.some(Boolean)) schema.description = [schema.description, ...lines].filter(Boolean).join('\n\n');
      }
      return transformed;
    },
    // The named (recursive) schemas as components, then what integrators' tools need of the document.
    transformObject: (document) => finishDocument(jsonSchemaTransformObject(document)),
  });
  // The API explorer's own page needs its inline script hashes: staticCSP replaces the app's policy there.
  await app.register(swaggerUi, { routePrefix: '/prod-api/docs', staticCSP: true, transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, '') });
  app.get('/prod-api/openapi.json', { config: { access: { public: true } }, schema: { hide: true } }, async () => app.swagger());
}
