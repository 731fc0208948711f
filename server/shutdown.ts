import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/database';

/** How long a stopping instance lets its requests and jobs finish (decision 360); systemd waits 30 s. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops an instance without failing its readers (decision 360): `/api/ready` answers "stopping" at once, the
 * port closes (a proxy sends new connections elsewhere), requests under way finish, those still running
 * after the grace are cut; running jobs get the same grace, then go back to the queue for another instance.
 */
export async function shutDown(
  app: FastifyInstance,
  database: DatabaseHandle,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<void> {
  app.readiness.stopping();
  const cut = setTimeout(() => {
    app.log.warn({ graceMs }, 'requests still under way at the end of the grace are cut');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    // The job queue's own close hook then finds it stopped.
    await Promise.all([app.services.jobs.stop(graceMs), app.close()]);
  } finally {
    clearTimeout(cut);
  }
  await database.close();
}
