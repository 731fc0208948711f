import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, type Health } from '../../core/api/site';
import { plainJson } from '../http/plain-json';
import { SharedCheck } from './health-check';

interface DatabaseState {
  reachable: boolean;
  versionsInstalled: string[];
}

/** Liveness and readiness in one call: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // One database check at a time, its outcome shared for a second (decision 213).
  const databaseCheck = new SharedCheck<DatabaseState>(async () => {
    try {
      await app.database.ping();
      const versionsInstalled = (await app.services.versions.listInstalled()).map((row) => row.code);
      return { reachable: true, versionsInstalled };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return { reachable: false, versionsInstalled: [] as string[] };
    }
  });
  const answer = ({ reachable, versionsInstalled }: DatabaseState): Health => ({
    status: reachable ? 'ok' : 'degraded',
    database: { kind: app.database.kind, reachable },
    versionsInstalled,
    uptimeSeconds: Math.round(process.uptime()),
  });
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Database reachability, installed versions and uptime',
        response: { 200: healthResponse, 503: healthResponse },
      },
      // Built here to its type; server/http/answers.routes.test.ts checks it against the schema.
      serializerCompiler: plainJson,
    },
    // A recent outcome answers without a promise: monitors and load balancers call this often (decision 245).
    (_request, reply) => {
      const send = (state: DatabaseState) => void reply.code(state.reachable ? 200 : 503).send(answer(state));
      const known = databaseCheck.fresh();
      if (known) return send(known);
      return databaseCheck.get().then(send);
    },
  );
};
