import type { FastifyBaseLogger } from 'fastify';
import { loggableUrl } from '../http/loggable-url';
import type { BotRepository, ErrorCount } from './bot.repository';
import { NOT_FOUND_THRESHOLD } from './checks/requests.check';
import { MANY_ADDRESSES } from './error-types';

/** How often counted errors are written. */
export const FLUSH_MS = 10_000;
/**
 * At most this many different addresses are counted apart between two flushes (10 a second); the requests for
 * any others are counted together in one group per error type (decision 257): a scan of random addresses makes
 * one busy group, not a row per request.
 */
export const MOST_GROUPS = 100;

/**
 * The error groups kept (decision 257): every flush drops the rest, missing pages rarely asked for first. A
 * busy site's real problems are a few dozen groups; this leaves room for a month of one-off addresses.
 */
export const MOST_ERROR_GROUPS = 5_000;

/** Segments kept of a path; deeper ones are shown as one "…". */
const MOST_SEGMENTS = 4;
const MOST_SEGMENT_CHARACTERS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function normaliseSegment(segment: string): string {
  if (/^\d+$/.test(segment)) return '{number}';
  if (UUID.test(segment) || /^[0-9a-f]{16,}$/i.test(segment)) return '{id}';
  return segment.length > MOST_SEGMENT_CHARACTERS ? `${segment.slice(0, MOST_SEGMENT_CHARACTERS)}…` : segment;
}

/**
 * A path as stored and grouped (decision 257): without query string or fragment, numbers and ids (UUIDs, long
 * hexadecimal) replaced by `{number}` and `{id}`, at most four segments of at most 60 characters, so that `/api/notes/17`
 * and `/api/notes/18` are one group.
 */
export function reportPath(url: string): string {
  // A secret in the path (a calendar feed's) is never stored (decision 254).
  const path = loggableUrl(url.split(/[?#]/, 1)[0] || '/');
  const segments = path.split('/').filter(Boolean);
  const kept = segments.slice(0, MOST_SEGMENTS).map(normaliseSegment);
  if (segments.length > MOST_SEGMENTS) kept.push('…');
  return `/${kept.join('/')}`.slice(0, 300);
}

/**
 * Counts request errors in memory and writes them in batches (decision 183): the request itself does no more
 * than a Map update, so counting costs nothing measurable per request.
 */
export class ErrorCounter {
  private pending = new Map<string, ErrorCount>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private groups = 0;

  constructor(
    private readonly repository: BotRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  count(errorType: string, url: string, message = ''): void {
    this.add(errorType, reportPath(url), message, 1);
  }

  private add(errorType: string, reportedPath: string, message: string, count: number): void {
    let path = reportedPath;
    let key = `${errorType}\u0000${path}`;
    if (!this.pending.has(key) && this.groups >= MOST_GROUPS) {
      path = MANY_ADDRESSES;
      key = `${errorType}\u0000${path}`;
      message = `Requests for more than ${MOST_GROUPS} different addresses within ${FLUSH_MS / 1000} seconds`;
    }
    const group = this.pending.get(key);
    if (group) {
      group.count += count;
      group.message = message;
      return;
    }
    if (path !== MANY_ADDRESSES) this.groups += 1;
    this.pending.set(key, { errorType, url: path, message, count });
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /**
   * Writes what was counted since the last flush. A write that fails (the database is away: the 503s of its
   * outage are what is being counted) keeps its counts for the next flush, so the outage is recorded once the
   * database is back (decision 379).
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const groups = [...this.pending.values()];
      this.pending = new Map();
      this.groups = 0;
      try {
        await this.repository.recordErrors(groups);
      } catch (error) {
        for (const group of groups) this.add(group.errorType, group.url, group.message, group.count);
        this.log.warn(
          { err: error },
          'ADMIN BOT: request errors could not be recorded; kept for the next try',
        );
        return;
      }
      try {
        await this.repository.trimErrors(MOST_ERROR_GROUPS, NOT_FOUND_THRESHOLD);
      } catch (error) {
        this.log.warn({ err: error }, 'ADMIN BOT: old request errors could not be trimmed');
      }
    });
    return this.flushing;
  }
}
