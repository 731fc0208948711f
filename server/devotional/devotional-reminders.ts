import type { FastifyBaseLogger } from 'fastify';
import type { ReadingPlanId } from '../../core/devotional/plans';
import { planDayFor, segmentReferences } from '../../core/devotional/plans';
import { wordOfDayDue } from '../../core/mail/word-of-day';
import type { Database } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';
import type { MailService } from '../mail/mail.service';
import type { ReminderReaderRow } from './devotional.repository';
import type { DevotionalService } from './devotional.service';

export const DEVOTIONAL_REMINDER_JOB = 'devotional-reminder';
/** Every minute: a reader's reminder time is a minute of their day. */
export const DEVOTIONAL_REMINDER_CRON = '* * * * *';

export interface DevotionalReminderOptions {
  cron?: string;
  now?: () => Date;
}

/**
 * The devotional reminder (issue 19, decision 193): every minute, readers with reminders on, a confirmed and
 * unsuppressed address, whose local time has reached their reminder time and who have not had today's,
 * get the `devotional_reminder` mail with that day's reading; the day is marked in the transaction that
 * queues the mail, so never twice a day.
 */
export class DevotionalReminders {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly devotional: DevotionalService,
    private readonly mail: MailService,
    private readonly jobs: JobQueue,
    private readonly log: FastifyBaseLogger,
    private readonly options: DevotionalReminderOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    jobs.work(DEVOTIONAL_REMINDER_JOB, () => this.run().then(() => undefined));
  }

  async start(): Promise<void> {
    await this.jobs.schedule(DEVOTIONAL_REMINDER_JOB, this.options.cron ?? DEVOTIONAL_REMINDER_CRON);
  }

  async run(now = this.now()): Promise<number> {
    const readers = await this.devotional.repository.reminderReaders();
    let sent = 0;
    for (const reader of readers) {
      const date = wordOfDayDue(
        {
          wordOfDayTime: reader.prefs.reminderTime,
          timeZone: reader.prefs.timeZone,
          wordOfDayLastSent: reader.prefs.reminderLastSent,
        },
        now,
      );
      if (!date) continue;
      try {
        if (await this.sendTo(reader, date)) sent += 1;
      } catch (error) {
        this.log.error({ err: error, user: reader.id }, 'devotional reminder: sending failed');
      }
    }
    return sent;
  }

  private async sendTo(reader: ReminderReaderRow, date: string): Promise<boolean> {
    const planType = reader.prefs.readingPlan as ReadingPlanId;
    const plan = this.devotional.planOf(planType, reader.prefs);
    if (!plan) return false;
    const day = planDayFor(reader.prefs.planStartDate, date, plan.days.length);
    const passage = segmentReferences(plan.days[day - 1]!.segments).join('; ');
    const prepared = await this.mail.prepare({
      to: reader.email,
      template: 'devotional_reminder',
      variables: {
        username: reader.username,
        readingTitle: `${plan.name}, day ${day} of ${plan.days.length}`,
        passage,
        readingUrl: `${this.mail.siteUrl()}/devotional`,
      },
      userId: reader.id,
    });
    return this.db.transaction(async (tx) => {
      if (!(await this.devotional.repository.markReminderSent(tx, reader.id, date))) return false;
      await this.mail.store(prepared, tx);
      return true;
    });
  }
}
