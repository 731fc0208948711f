import type { FastifyBaseLogger } from 'fastify';
import { wordOfDayDue, type WordOfDayReader } from '../../core/mail/word-of-day';
import type { Database } from '../db/database';
import type { JobKind, JobQueue } from '../jobs/job-queue';
import type { MailService, OutgoingMail } from './mail.service';

/** What a daily mail is made of; the reader's own time and zone decide when theirs is due. */
export interface DailyMailSpec<Reader extends { id: string }, Shared> {
  /** The scheduled job and its cron (every minute: a reader's chosen time is a minute of their day). */
  kind: JobKind<{ slot: string }>;
  cron: string;
  /** Names the mail in the log. */
  label: string;
  /** The readers who get this mail at all (opted in, with an address). */
  readers(): Promise<Reader[]>;
  /** The reader's chosen local time, time zone and local date of the last mail sent. */
  schedule(reader: Reader): WordOfDayReader;
  /** What every due reader's mail needs, read once a run; undefined sends nothing this run. */
  shared(): Promise<Shared | undefined>;
  /** The reader's mail for their local date, or undefined when they have none today. */
  message(reader: Reader, date: string, shared: Shared): Promise<OutgoingMail | undefined>;
  /** Takes the reader's local date in the transaction that stores the mail; false when it was taken. */
  markSent(tx: Database, reader: Reader, date: string): Promise<boolean>;
}

/**
 * A mail each reader gets once a day at their own local time (decisions 147 and 193, one runner per
 * decision 271): every cron slot (on one instance, decision 140) finds the readers whose local time has reached
 * their chosen time and who have not had today's, and queues each one mail. The reader's day is marked in the
 * transaction that stores the mail, so they never get two, whichever instances run.
 */
export class DailyMail<Reader extends { id: string }, Shared> {
  constructor(
    private readonly db: Database,
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly spec: DailyMailSpec<Reader, Shared>,
    private readonly now: () => Date,
  ) {
    jobs.register(spec.kind, { handler: () => this.run().then(() => undefined) });
  }

  /** Registers the schedule; called once at start, before the job runner starts. */
  async start(): Promise<void> {
    await this.jobs.schedule(this.spec.kind, this.spec.cron);
  }

  /** One run: queues every due reader's mail; answers how many were queued. */
  async run(now = this.now()): Promise<number> {
    const due = (await this.spec.readers())
      .map((reader) => ({ reader, date: wordOfDayDue(this.spec.schedule(reader), now) }))
      .filter((entry): entry is { reader: Reader; date: string } => entry.date !== undefined);
    if (!due.length) return 0;
    const shared = await this.spec.shared();
    if (shared === undefined) return 0;
    let sent = 0;
    for (const { reader, date } of due) {
      try {
        if (await this.sendTo(reader, date, shared)) sent += 1;
      } catch (error) {
        // One reader's bad row must not keep the others from their mail.
        this.log.error({ err: error, user: reader.id }, `${this.spec.label}: sending failed`);
      }
    }
    return sent;
  }

  private async sendTo(reader: Reader, date: string, shared: Shared): Promise<boolean> {
    const message = await this.spec.message(reader, date, shared);
    if (!message) return false;
    // Rendered outside the transaction: it reads templates and settings (PGlite has one connection).
    const prepared = await this.mail.prepare(message);
    return this.db.transaction(async (tx) => {
      if (!(await this.spec.markSent(tx, reader, date))) return false;
      await this.mail.store(prepared, tx);
      return true;
    });
  }
}
