import { and, desc, eq, gte, like, ne, or } from 'drizzle-orm';
import { botErrors } from '../../db/schema/index';
import type { Check, Finding } from '../check';
import { BROWSER_ERROR, MANY_ADDRESSES, NOT_FOUND_ERROR } from '../error-types';

/** A missing page requested this often (until its report is resolved) becomes a repair task. */
export const NOT_FOUND_THRESHOLD = 10;
/** At most this many groups become tasks per run: the busiest ones. */
const MOST = 20;

/** The server's own 5xx answers and its 404s, grouped by URL (counted in memory, flushed in batches). */
export const requestsCheck: Check = {
  key: 'requests',
  directive: 'Answer every request: no server errors, no missing pages readers keep asking for',
  priority: 80,
  async run({ db }) {
    const rows = await db
      .select()
      .from(botErrors)
      .where(
        and(
          ne(botErrors.status, 'resolved'),
          or(
            like(botErrors.errorType, 'HTTP 5%'),
            and(eq(botErrors.errorType, NOT_FOUND_ERROR), gte(botErrors.count, NOT_FOUND_THRESHOLD)),
          ),
        ),
      )
      .orderBy(desc(botErrors.count))
      .limit(MOST);
    return rows.map((row): Finding =>
      row.url === MANY_ADDRESSES
        ? {
            fingerprint: `requests:${row.id}`,
            elementType: 'request',
            location: row.url,
            issue: `${row.count} requests answered ${row.errorType} at more different addresses than are counted apart${row.errorType === NOT_FOUND_ERROR ? ': probably a scan of random addresses' : ''}.`,
            remedy:
              'Look at the server log for the addresses; nothing to fix if they are random: resolve the error report. A firewall or the proxy can block a scanning client.',
            severity: 'warning',
            // Counts and an error type only: the site's own words.
            quotable: true,
          }
        : row.errorType === NOT_FOUND_ERROR
          ? {
              fingerprint: `requests:${row.id}`,
              elementType: 'page',
              location: row.url,
              issue: `${row.url} was requested ${row.count} times and does not exist (404).`,
              remedy:
                'Fix the link that leads there, or publish a page at that address; then resolve the error report.',
              severity: 'warning',
            }
          : {
              fingerprint: `requests:${row.id}`,
              elementType: 'request',
              location: row.url,
              issue: `${row.url} answered a server error (${row.errorType}) ${row.count} time${row.count === 1 ? '' : 's'}: ${row.message || 'see the server log'}.`,
              remedy:
                'Look up the request in the server log (x-request-id), fix the cause, then resolve the error report.',
              severity: 'error',
            },
    );
  },
};

/** Errors readers' browsers reported (POST /api/client-errors). */
export const clientErrorsCheck: Check = {
  key: 'client-errors',
  directive: "Keep readers' pages working: no errors in their browsers",
  priority: 60,
  async run({ db }) {
    const rows = await db
      .select()
      .from(botErrors)
      .where(and(eq(botErrors.errorType, BROWSER_ERROR), ne(botErrors.status, 'resolved')))
      .orderBy(desc(botErrors.count))
      .limit(MOST);
    return rows.map((row) => ({
      fingerprint: `client-errors:${row.id}`,
      elementType: 'browser',
      location: row.url,
      issue: `Readers' browsers reported an error on ${row.url} ${row.count} time${row.count === 1 ? '' : 's'}: ${row.message}`,
      remedy:
        'Open the page, reproduce the error (the message names it), fix it, then resolve the error report.',
      severity: 'warning' as const,
    }));
  },
};
