import type { FastifyBaseLogger } from 'fastify';
import { loggableUrl } from '../http/loggable-url';
import type { BotRepository, ErrorCount } from './bot.repository';

/** How often counted errors are written. */
export const FLUSH_MS = 10_000;
/** At most this many distinct groups are held between flushes; more are dropped (a scan of random URLs). */
const MOST_GROUPS = 1_000;

/** A path as stored: no query string, fragment or secret (a calendar's), at most 300 characters. */
export function reportPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  return loggableUrl(path || '/').slice(0, 300);
}

/**
 * Counts request errors in memory and writes them in batches (decision 183): the request itself does no more
 * than a Map update, so counting costs nothing measurable per request.
 */
export class ErrorCounter {
  private pending = new Map<string, ErrorCount>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: BotRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  count(errorType: string, url: string, message = ''): void {
    const path = reportPath(url);
    const key = `${errorType}\u0000${path}`;
    const group = this.pending.get(key);
    if (group) {
      group.count += 1;
      group.message = message;
      return;
    }
    if (this.pending.size >= MOST_GROUPS) return;
    this.pending.set(key, { errorType, url: path, message, count: 1 });
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Writes what was counted since the last flush; a failed write is logged and its counts dropped. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.pending.size) return;
      const groups = [...this.pending.values()];
      this.pending = new Map();
      try {
        await this.repository.recordErrors(groups);
      } catch (error) {
        this.log.warn({ err: error }, 'ADMIN BOT: request errors could not be recorded');
      }
    });
    return this.flushing;
  }
}
