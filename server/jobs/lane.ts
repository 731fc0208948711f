import type { FastifyBaseLogger } from 'fastify';

export interface LaneOptions {
  /** How often the idle lane looks for due jobs. */
  pollMs?: number;
  /** False keeps this instance from running the lane's jobs. */
  enabled?: boolean;
}

/**
 * One polling loop of the job queue: it runs the jobs of its kinds one at a time, so a long job (an import)
 * in its own lane does not hold up the mail of another.
 */
export class Lane {
  readonly kinds = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    readonly name: string,
    private readonly tick: (kinds: readonly string[]) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly options: Required<LaneOptions>,
  ) {}

  start(): void {
    if (!this.options.enabled) return;
    this.stopped = false;
    this.poll(0);
  }

  wake(): void {
    if (this.stopped || this.running) return;
    clearTimeout(this.timer);
    this.poll(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private poll(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick([...this.kinds])
        .catch((error: unknown) => this.log.error({ err: error, lane: this.name }, 'job runner failed'))
        .finally(() => {
          this.running = undefined;
          this.poll(this.options.pollMs);
        });
    }, delay);
    this.timer.unref();
  }
}
