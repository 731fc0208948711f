import type { DevotionalPreferences, PreferencesBody } from '../../core/api/devotional';
import { PROTESTANT_BOOKS } from '../../core/bible/books';
import { daysBetween } from '../../core/devotional/plans';
import { DEVOTIONAL_TOPICS } from '../../core/devotional/topics';
import { knownTimeZone } from '../../core/mail/word-of-day';
import { errors } from '../errors';
import type { Reader, Today } from './devotional-reading';
import { presentPreferences } from './devotional.present';
import type { DevotionalRepository } from './devotional.repository';

/** How far back a plan started in the browser may have begun to be moved to the account (decision 256). */
const BROWSER_START_MAX_DAYS = 3 * 366;

/** A reader's devotional preferences: plan, topics, translation, reminders. */
export class DevotionalPreferencesService {
  constructor(
    private readonly repository: DevotionalRepository,
    private readonly today: Today,
  ) {}

  async preferences(reader: Reader): Promise<DevotionalPreferences> {
    const row = await this.repository.preferences(reader.id);
    return presentPreferences(reader.id, row, this.today());
  }

  /** Saves the preferences; a new plan, a changed custom plan or `restartPlan` starts the plan again. */
  async savePreferences(
    reader: Reader,
    body: PreferencesBody,
    siteUrl: string,
  ): Promise<DevotionalPreferences> {
    const timeZone = body.timeZone ?? (await this.repository.preferences(reader.id))?.timeZone ?? 'UTC';
    if (!knownTimeZone(timeZone)) throw errors.validation('timeZone: not a time zone this server knows');
    const customBooks = body.customBooks ?? [];
    const unknown = customBooks.find((book) => !PROTESTANT_BOOKS.some((info) => info.osis === book));
    if (unknown !== undefined) throw errors.validation(`customBooks: ${unknown} is not a book of the Bible`);
    if (body.readingPlan === 'custom' && !customBooks.length)
      throw errors.validation('customBooks: choose at least one book for a custom plan');
    const before = await this.repository.preferences(reader.id);
    const today = this.today(timeZone);
    const customChanged =
      body.readingPlan === 'custom' &&
      (JSON.stringify(before?.customBooks ?? []) !== JSON.stringify(customBooks) ||
        before?.customDays !== (body.customDays ?? 90));
    const restart =
      !before || before.readingPlan !== body.readingPlan || body.restartPlan === true || customChanged;
    const started = body.planStartDate;
    if (
      started !== undefined &&
      (daysBetween(started, today) < 0 || daysBetween(started, today) > BROWSER_START_MAX_DAYS)
    )
      throw errors.validation('planStartDate: must be a day of the last three years, not after today');
    const row = await this.repository.savePreferences({
      userId: reader.id,
      readingPlan: body.readingPlan,
      planStartDate: restart ? (started ?? today) : before!.planStartDate,
      customBooks: PROTESTANT_BOOKS.filter((book) => customBooks.includes(book.osis)).map(
        (book) => book.osis,
      ),
      customDays: body.customDays ?? before?.customDays ?? 90,
      topics: DEVOTIONAL_TOPICS.filter((topic) => body.topics.includes(topic)),
      favoriteTranslation: body.favoriteTranslation,
      emailReminders: body.emailReminders,
      reminderTime: body.reminderTime,
      timeZone,
      notes: body.notes ?? before?.notes ?? '',
    });
    return presentPreferences(reader.id, row, this.today(), siteUrl);
  }
}
