import type { Check } from '../check';

/** Latency above this is reported as slow. */
export const SLOW_DATABASE_MS = 1_000;
const TIMEOUT_MS = 5_000;

/** The database answers, and quickly. */
export const databaseCheck: Check = {
  key: 'database',
  directive: 'Keep the database reachable and quick to answer',
  priority: 100,
  async run({ ping }) {
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)), TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      return [
        {
          fingerprint: 'database:unreachable',
          elementType: 'database',
          location: 'Database server',
          issue: `The database cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
          remedy:
            'Check that the PostgreSQL server is running and that DATABASE_URL points at it; the site answers errors until it is back.',
          severity: 'error',
          quotable: true,
        },
      ];
    } finally {
      clearTimeout(timer);
    }
    const ms = Math.round(performance.now() - started);
    if (ms <= SLOW_DATABASE_MS) return [];
    return [
      {
        fingerprint: 'database:slow',
        elementType: 'database',
        location: 'Database server',
        issue: `The database took ${ms} ms to answer a trivial query (more than ${SLOW_DATABASE_MS} ms).`,
        remedy: 'Look at the database server’s load, disk and network; a busy server slows every page.',
        severity: 'warning',
        quotable: true,
      },
    ];
  },
};
