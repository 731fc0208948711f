import type { FastifyBaseLogger } from 'fastify';
import { and, lt, eq } from 'drizzle-orm';
import { THROTTLE_MEMORY_MS } from '../auth/login-throttle';
import type { Database } from '../db/database';
import { jobs, loginThrottles, searchEvents, sharedCounts } from '../db/schema/index';
import { KEPT, pruneGrowingTables, type GrowingTablesPruned, type Kept } from './growing-tables';

const DAY = 86_400_000;

/** Searches are kept for the administrators' view for 90 days, then forgotten (decision 105). */
export const SEARCH_EVENTS_KEPT_MS = 90 * DAY;

/**
 * Completed background jobs are kept 30 days (decision 147): the every-minute word-of-the-day slots alone
 * make 1,440 rows a day. A slot's row only matters while its slot can still be enqueued (that minute), so
 * deleting it later never lets a slot run twice. Failed jobs stay for administrators to see.
 */
export const COMPLETED_JOBS_KEPT_MS = 30 * DAY;

/** How often the pruning runs; each run is a handful of deletes. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;

/**
 * Deletes rows kept only for a while: login throttle counts quiet for a day (they count for nothing by then),
 * search events past their 90 days, completed jobs past their 30, and the tables that grow with use past their
 * age or cap (decision 257). Answers how many of each went.
 */
export async function pruneOldRows(
  db: Database,
  now: Date,
  kept: Kept = KEPT,
): Promise<
  { loginThrottles: number; searchEvents: number; jobs: number; sharedCounts: number } & GrowingTablesPruned
> {
  const throttles = await db
    .delete(loginThrottles)
    .where(lt(loginThrottles.lastAttemptAt, new Date(now.getTime() - THROTTLE_MEMORY_MS)))
    .returning({ key: loginThrottles.key });
  const searches = await db
    .delete(searchEvents)
    .where(lt(searchEvents.createdAt, new Date(now.getTime() - SEARCH_EVENTS_KEPT_MS)))
    .returning({ id: searchEvents.id });
  const completed = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.status, 'completed'),
        lt(jobs.finishedAt, new Date(now.getTime() - COMPLETED_JOBS_KEPT_MS)),
      ),
    )
    .returning({ id: jobs.id });
  // The shared request counts (decision 363): a window that ended an hour ago counts for nothing.
  const counts = await db
    .delete(sharedCounts)
    .where(lt(sharedCounts.endsAt, new Date(now.getTime() - 60 * 60_000)))
    .returning({ key: sharedCounts.key });
  return {
    loginThrottles: throttles.length,
    searchEvents: searches.length,
    jobs: completed.length,
    sharedCounts: counts.length,
    ...(await pruneGrowingTables(db, now, kept)),
  };
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
