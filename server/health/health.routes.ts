import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../core/api/site';
import { SharedCheck } from './health-check';

/** Liveness and readiness in one call: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // One database check at a time, its outcome shared for a second (decision 213).
  const databaseCheck = new SharedCheck(async () => {
    try {
      await app.database.ping();
      const versionsInstalled = (await app.services.versions.listInstalled()).map((row) => row.code);
      return { reachable: true, versionsInstalled };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return { reachable: false, versionsInstalled: [] as string[] };
    }
  });
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Database reachability, installed versions and uptime',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const { reachable, versionsInstalled } = await databaseCheck.get();
      return reply.code(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: app.database.kind, reachable },
        versionsInstalled,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
