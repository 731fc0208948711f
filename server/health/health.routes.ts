import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../core/api/site';

/** Liveness and readiness in one call: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Database reachability, installed versions and uptime',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (request, reply) => {
      let reachable = true;
      let versionsInstalled: string[] = [];
      try {
        await app.database.ping();
        versionsInstalled = (await app.services.versions.listInstalled()).map((row) => row.code);
      } catch (error) {
        reachable = false;
        request.log.error({ err: error }, 'health check: database unreachable');
      }
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: app.database.kind, reachable },
        versionsInstalled,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
