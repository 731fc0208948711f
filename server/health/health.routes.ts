import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, readyResponse, type Health, type Ready } from '../../core/api/site';
import { plainJson } from '../http/plain-json';
import { SharedCheck } from './health-check';
import type { ReadinessState } from './readiness';

interface DatabaseState {
  reachable: boolean;
  versionsInstalled: string[];
}

const READY_MESSAGES: Record<ReadinessState, string> = {
  starting: 'Not yet: the instance is loading the texts, indexes and study sources it serves.',
  ready: 'Ready.',
  stopping: 'Stopping: the instance is finishing its requests and takes no new ones.',
};

/**
 * Liveness (`/api/health`: 200 when the database answers, 503 when it does not) and readiness (`/api/ready`:
 * 200 once the instance has loaded what it serves, 503 while it starts or stops; decision 360).
 */
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

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['site'],
        summary: 'Whether the instance has loaded what it serves (for a proxy or a deploy script)',
        response: { 200: readyResponse, 503: readyResponse },
      },
      serializerCompiler: plainJson,
    },
    (_request, reply) => {
      const state = app.readiness.state;
      const answer: Ready = { ready: state === 'ready', state, message: READY_MESSAGES[state] };
      void reply
        .code(answer.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(answer);
    },
  );
};
