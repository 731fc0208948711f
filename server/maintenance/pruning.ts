import type { FastifyBaseLogger } from 'fastify';
import { lt } from 'drizzle-orm';
import { THROTTLE_MEMORY_MS } from '../auth/login-throttle';
import type { Database } from '../db/database';
import { loginThrottles, searchEvents } from '../db/schema/index';

const DAY = 86_400_000;

/** Searches are kept for the administrators' view for 90 days, then forgotten (decision 105). */
export const SEARCH_EVENTS_KEPT_MS = 90 * DAY;

/** How often the pruning runs; each run is two indexed deletes. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes rows kept only for a while: login throttle counts quiet for a day (they count for nothing by then)
 * and search events past their 90 days. Answers how many of each went.
 */
export async function pruneOldRows(
  db: Database,
  now: Date,
): Promise<{ loginThrottles: number; searchEvents: number }> {
  const throttles = await db
    .delete(loginThrottles)
    .where(lt(loginThrottles.lastAttemptAt, new Date(now.getTime() - THROTTLE_MEMORY_MS)))
    .returning({ key: loginThrottles.key });
  const searches = await db
    .delete(searchEvents)
    .where(lt(searchEvents.createdAt, new Date(now.getTime() - SEARCH_EVENTS_KEPT_MS)))
    .returning({ id: searchEvents.id });
  return { loginThrottles: throttles.length, searchEvents: searches.length };
}

/**
 * Prunes now and then every `intervalMs`; answers a function that stops the timer and waits for a run in
 * progress, so the database can be closed right after. Every instance prunes; the deletes are idempotent.
 */
export function startPruning(
  db: Database,
  log: FastifyBaseLogger,
  options: { intervalMs?: number; now?: () => Date } = {},
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() =>
      pruneOldRows(db, now()).then(
        (pruned) => log.debug(pruned, 'old rows pruned'),
        (error: unknown) => log.error({ err: error }, 'pruning old rows failed'),
      ),
    );
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? PRUNE_INTERVAL_MS);
  // The timer alone must not keep a command-line process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
