/**
 * Shares one database check among every caller of the health check (decision 213). Before, each call ran
 * its own `select 1` and list of versions, so 50 monitors or a load balancer's probes under load queued
 * behind one another on the embedded database's single connection (p99 120-200 ms at 50 connections). Now a
 * check under way is joined rather than repeated, and its outcome, good or bad, answers the calls of the
 * next `maxAgeMs` (one second: a database that goes away is reported within a second, and a dead one is not
 * asked 50 times a second meanwhile).
 */
export class SharedCheck<T> {
  private running: Promise<T> | undefined;
  private last: { value: T; at: number } | undefined;

  constructor(
    private readonly check: () => Promise<T>,
    private readonly maxAgeMs = 1_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The outcome of the last check if it is recent enough to answer with, without a promise (decision 245). */
  fresh(): T | undefined {
    return this.last && this.now() - this.last.at < this.maxAgeMs ? this.last.value : undefined;
  }

  get(): Promise<T> {
    const fresh = this.fresh();
    if (fresh !== undefined) return Promise.resolve(fresh);
    if (!this.running) {
      const running = this.check().then(
        (value) => {
          this.last = { value, at: this.now() };
          return value;
        },
        (error: unknown) => {
          // An unexpected failure is not kept: the next call checks again.
          throw error;
        },
      );
      this.running = running;
      const clear = () => {
        if (this.running === running) this.running = undefined;
      };
      running.then(clear, clear);
    }
    return this.running;
  }
}
