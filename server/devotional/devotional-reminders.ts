import type { FastifyBaseLogger } from 'fastify';
import type { ReadingPlanId } from '../../core/devotional/plans';
import { planDayFor, segmentReferences } from '../../core/devotional/plans';
import type { Database } from '../db/database';
import { jobKind, slotPayload, type JobQueue } from '../jobs/job-queue';
import { DailyMail } from '../mail/daily-mail';
import type { MailService, OutgoingMail } from '../mail/mail.service';
import type { ReminderReaderRow } from './devotional.repository';
import type { DevotionalService } from './devotional.service';

export const DEVOTIONAL_REMINDER_JOB = jobKind('devotional-reminder', slotPayload);
/** Every minute: a reader's reminder time is a minute of their day. */
export const DEVOTIONAL_REMINDER_CRON = '* * * * *';

export interface DevotionalReminderOptions {
  cron?: string;
  now?: () => Date;
}

/**
 * The devotional reminder (issue 19, decision 193): a daily mail at the reader's local time (`DailyMail`) to
 * readers with reminders on and a confirmed, unsuppressed address, carrying that day's reading of their plan.
 */
export class DevotionalReminders {
  private readonly daily: DailyMail<ReminderReaderRow, null>;

  constructor(
    db: Database,
    private readonly devotional: DevotionalService,
    private readonly mail: MailService,
    jobs: JobQueue,
    log: FastifyBaseLogger,
    options: DevotionalReminderOptions = {},
  ) {
    this.daily = new DailyMail(
      db,
      mail,
      jobs,
      log,
      {
        kind: DEVOTIONAL_REMINDER_JOB,
        cron: options.cron ?? DEVOTIONAL_REMINDER_CRON,
        label: 'devotional reminder',
        readers: () => devotional.repository.reminderReaders(),
        schedule: (reader) => ({
          wordOfDayTime: reader.prefs.reminderTime,
          timeZone: reader.prefs.timeZone,
          wordOfDayLastSent: reader.prefs.reminderLastSent,
        }),
        shared: async () => null,
        message: async (reader, date) => this.message(reader, date),
        markSent: (tx, reader, date) => devotional.repository.markReminderSent(tx, reader.id, date),
      },
      options.now ?? (() => new Date()),
    );
  }

  /** Registers the schedule; called once at start, before the job runner starts. */
  start(): Promise<void> {
    return this.daily.start();
  }

  /** One run: sends every due reader their reminder; answers how many were queued. */
  run(now?: Date): Promise<number> {
    return this.daily.run(now);
  }

  /** The reminder of the reader's plan day on their local `date`; none when their plan is unknown. */
  private message(reader: ReminderReaderRow, date: string): OutgoingMail | undefined {
    const planType = reader.prefs.readingPlan as ReadingPlanId;
    const plan = this.devotional.planOf(planType, reader.prefs);
    if (!plan) return undefined;
    const day = planDayFor(reader.prefs.planStartDate, date, plan.days.length);
    const passage = segmentReferences(plan.days[day - 1]!.segments).join('; ');
    return {
      to: reader.email,
      template: 'devotional_reminder',
      variables: {
        username: reader.username,
        readingTitle: `${plan.name}, day ${day} of ${plan.days.length}`,
        passage,
        readingUrl: `${this.mail.siteUrl()}/devotional`,
      },
      userId: reader.id,
    };
  }
}
