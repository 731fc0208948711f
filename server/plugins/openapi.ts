import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the same Zod schemas that validate requests, browsable at /api/docs when API_DOCS
 * allows (by default everywhere but production, where the full route map would help only an attacker).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  if (!app.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'OpenConcordance API',
        description:
          'Search, read and study the Bible; accounts and administration. Errors answer { message }.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
