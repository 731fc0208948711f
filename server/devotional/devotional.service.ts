import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PRAYERS } from '../../content/devotional/prayers';
import type {
  CommentaryResponse,
  DailyReading,
  DevotionalPreferences,
  HistoryResponse,
  PlansResponse,
  PreferencesBody,
  SaveNotesBody,
  SaveNotesResponse,
} from '../../core/api/devotional';
import { bookByOsis, PROTESTANT_BOOKS, verseKey } from '../../core/bible/books';
import { KJV } from '../../core/bible/versification';
import {
  outlineFor,
  parseComment,
  sectionFor,
  trimComment,
  type ParsedComment,
} from '../../core/devotional/commentary-text';
import {
  anonymousStart,
  buildPlan,
  CUSTOM_PLAN_DESCRIPTION,
  daysBetween,
  PLAN_DEFINITIONS,
  planDayFor,
  type Plan,
  type PlanSegment,
  type ReadingPlanId,
  readingCategory,
  segmentReferences,
} from '../../core/devotional/plans';
import {
  DEFAULT_REMINDER_TIME,
  DEFAULT_TOPICS,
  DEVOTIONAL_ENTRIES_MAX,
  DEVOTIONAL_TOPICS,
  DEVOTIONAL_TRANSLATIONS,
  type DevotionalTopic,
  type DevotionalTranslation,
  STREAK_MILESTONES,
  streakLength,
} from '../../core/devotional/topics';
import { scriptureProblem } from '../../core/devotional/scripture';
import { knownTimeZone, localDateTime } from '../../core/mail/word-of-day';
import { formatRange } from '../../core/reference/format-reference';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { Database } from '../db/database';
import { AppError, errors } from '../errors';
import type { SettingsService } from '../settings/settings.service';
import { COMMENTARIES, type CommentaryId, DevotionalSources, NAVE_NAME } from './devotional-sources';
import { DevotionalRepository, type PreferencesRow } from './devotional.repository';

export const NO_READING_MESSAGE =
  'No devotional reading available. Please select a reading plan in the Preferences tab.';

const TRANSLATION_NAMES: Record<DevotionalTranslation, string> = {
  KJV: 'King James Version',
  RSTNE: 'Restoration Scriptures True Name Edition',
  NKJV: 'New King James Version',
  NIV: 'New International Version',
  ESV: 'English Standard Version',
  NASB: 'New American Standard Bible',
};

export interface DevotionalOptions {
  /** The clock of "today"; tests fix it. */
  now?: () => Date;
  /** Where the SWORD modules are installed (/usr/share/sword). */
  swordLibrary?: string;
  /** The most saved readings a reader keeps (DEVOTIONAL_ENTRIES_MAX). */
  entriesMax?: number;
}

/** How far back a plan started in the browser may have begun to be moved to the account (decision 256). */
const BROWSER_START_MAX_DAYS = 3 * 366;

interface Reader {
  id: string;
}

/** The daily devotional (issue 19): plans, the reading of the day, preferences, notes and history. */
export class DevotionalService {
  readonly repository: DevotionalRepository;
  readonly sources: DevotionalSources;
  private readonly now: () => Date;
  private readonly entriesMax: number;

  constructor(
    db: Database,
    private readonly indexes: IndexRegistry,
    private readonly settings: SettingsService,
    log: FastifyBaseLogger,
    options: DevotionalOptions = {},
  ) {
    this.repository = new DevotionalRepository(db);
    this.sources = new DevotionalSources(log, options.swordLibrary);
    this.now = options.now ?? (() => new Date());
    this.entriesMax = options.entriesMax ?? DEVOTIONAL_ENTRIES_MAX;
  }

  /** The reader's local date today. */
  today(timeZone = 'UTC'): string {
    return localDateTime(this.now(), timeZone).date;
  }

  /** The plan a reader follows (custom with their books), or undefined for a custom plan without books. */
  planOf(id: ReadingPlanId, prefs?: PreferencesRow): Plan | undefined {
    return buildPlan(
      id,
      id === 'custom' ? { books: prefs?.customBooks ?? [], days: prefs?.customDays ?? 90 } : undefined,
    );
  }

  /**
   * Where a reader is in a plan: from their own start date when it is their plan, else from the day a
   * signed-out reader started it in the browser (`browserStart`), else from 1 January.
   */
  private startOf(id: ReadingPlanId, date: string, prefs?: PreferencesRow, browserStart?: string): string {
    if (prefs && prefs.readingPlan === id) return prefs.planStartDate;
    return browserStart ?? anonymousStart(date);
  }

  async plans(reader: Reader | undefined): Promise<PlansResponse> {
    const prefs = reader ? await this.repository.preferences(reader.id) : undefined;
    const date = this.today(prefs?.timeZone);
    const installed = new Set((await this.indexes.installed()).map((version) => version.code));
    const special = await this.specialEdition();
    const plans = [...PLAN_DEFINITIONS.map((definition) => definition.id), 'custom' as const].map((id) => {
      const plan = this.planOf(id, prefs);
      const definition = PLAN_DEFINITIONS.find((entry) => entry.id === id);
      const days = plan?.days.length ?? 0;
      return {
        id,
        name: definition?.name ?? 'Custom Plan',
        description: definition?.description ?? CUSTOM_PLAN_DESCRIPTION,
        days,
        today: days ? planDayFor(this.startOf(id, date, prefs), date, days) : 0,
      };
    });
    return {
      plans,
      topics: [...DEVOTIONAL_TOPICS],
      translations: DEVOTIONAL_TRANSLATIONS.map((code) => ({
        code,
        name: TRANSLATION_NAMES[code],
        installed: installed.has(code === 'RSTNE' ? special : code.toLowerCase()),
      })),
      books: PROTESTANT_BOOKS.map((book) => ({
        osis: book.osis,
        name: book.name,
        testament: book.testament,
      })),
    };
  }

  private async specialEdition(): Promise<string> {
    return ((await this.settings.get('edition.special').catch(() => 'rstne')) || 'rstne').toLowerCase();
  }

  /** The version a translation is read from, falling back to the KJV with a note when it is not installed. */
  private async version(requested: DevotionalTranslation) {
    const code = requested === 'RSTNE' ? await this.specialEdition() : requested.toLowerCase();
    const wanted = await this.indexes.get(code);
    if (wanted) return { version: wanted, used: code, name: TRANSLATION_NAMES[requested], note: null };
    const kjv = requested === 'KJV' ? undefined : await this.indexes.get('kjv');
    const note = kjv
      ? `The ${TRANSLATION_NAMES[requested]} (${requested}) is not installed on this site; the reading is shown in the King James Version.`
      : 'No Bible text is installed on this site yet; the passage cannot be shown.';
    return {
      version: kjv,
      used: kjv ? 'kjv' : code,
      name: kjv ? TRANSLATION_NAMES.KJV : TRANSLATION_NAMES[requested],
      note,
    };
  }

  async dailyReading(
    reader: Reader | undefined,
    query: { planType?: ReadingPlanId; date?: string; start?: string; day?: number },
  ): Promise<DailyReading> {
    const prefs = reader ? await this.repository.preferences(reader.id) : undefined;
    const planType = query.planType ?? (prefs?.readingPlan as ReadingPlanId | undefined) ?? 'oneyear';
    const date = query.date ?? this.today(prefs?.timeZone);
    const plan = this.planOf(planType, prefs);
    if (!plan) throw new AppError(404, 'no_devotional_reading', NO_READING_MESSAGE);
    const start = this.startOf(planType, date, prefs, query.start);
    const todayDay = planDayFor(start, date, plan.days.length);
    const dayNumber = Math.min(query.day ?? todayDay, plan.days.length);
    const planDay = plan.days[dayNumber - 1]!;
    const references = segmentReferences(planDay.segments);
    const scripture = references.join('; ');
    const requested = (prefs?.favoriteTranslation as DevotionalTranslation | undefined) ?? 'KJV';
    const { version, used, name, note } = await this.version(requested);
    const sections = planDay.segments.map((segment) => ({
      reference: segmentReferences([segment])[0]!,
      verses: version ? this.verses(version, segment) : [],
    }));
    const passage = sections
      .map(
        (section) => `${section.reference}\n${section.verses.map((v) => `${v.verse} ${v.text}`).join(' ')}`,
      )
      .join('\n\n');
    const reflection = this.reflection(planDay.segments);
    const psalm = this.psalmReflection(planDay.segments);
    const topics = ((prefs?.topics as DevotionalTopic[] | undefined) ?? [...DEFAULT_TOPICS]).filter((topic) =>
      DEVOTIONAL_TOPICS.includes(topic),
    );
    const epochDay = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    const prayerTopic: DevotionalTopic = topics.length ? topics[epochDay % topics.length]! : 'Faith';
    const prayers = PRAYERS[prayerTopic];
    const prayer = prayers[Math.floor(epochDay / Math.max(1, topics.length)) % prayers.length]!;
    const topicVerse = topics.length && version ? this.topicVerse(prayerTopic, epochDay, version) : null;
    const progress = reader
      ? await this.progress(reader.id, prefs, plan, planType, start, date, todayDay)
      : null;
    return {
      date,
      planType,
      planName: plan.name,
      day: dayNumber,
      totalDays: plan.days.length,
      title: reflection?.title ?? scripture,
      category: readingCategory(planDay.segments[0]!.book),
      scripture,
      references,
      passage,
      sections,
      translation: { requested, used, name, note },
      reflection: reflection?.text ?? '',
      reflectionSource: reflection?.source ?? null,
      psalmReflection: psalm,
      topicVerse,
      prayer,
      prayerTopic,
      progress,
    };
  }

  private verses(version: LoadedVersion, segment: PlanSegment) {
    const book = bookByOsis(segment.book)!.number;
    const verses: { reference: string; verse: number; text: string }[] = [];
    for (let verse = segment.from; verse <= segment.to; verse++) {
      const text = version.text(verseKey(book, segment.chapter, verse));
      if (text)
        verses.push({
          reference: `${bookByOsis(segment.book)!.name} ${segment.chapter}:${verse}`,
          verse,
          text,
        });
    }
    return verses;
  }

  private comment(id: CommentaryId, book: string, chapter: number, verse: number): ParsedComment | undefined {
    const entry = this.sources.commentary(id)?.entry(book, chapter, verse);
    return entry ? parseComment(entry.markup, KJV.verseCount(book, chapter)) : undefined;
  }

  /** Matthew Henry on the first section of the reading, trimmed, with the chapter outline's line as the title. */
  private reflection(segments: readonly PlanSegment[]) {
    const first = segments[0]!;
    const parsed = this.comment('mhcc', first.book, first.chapter, first.from);
    const section = parsed && sectionFor(parsed, first.from);
    if (!parsed || !section) return undefined;
    const opening = first.from === 1 ? parsed : this.comment('mhcc', first.book, first.chapter, 1);
    const title = (opening && outlineFor(opening, section.from)?.title) ?? opening?.summary;
    const heading = this.rangeName(first.book, first.chapter, section.from, section.to);
    const { text, trimmed } = trimComment(section.paragraphs);
    return {
      title: title?.replace(/\.$/, ''),
      text,
      source: {
        module: 'mhcc',
        name: COMMENTARIES.mhcc.name,
        heading,
        trimmed,
        url: this.commentaryUrl('mhcc', first.book, first.chapter, section.from),
      },
    };
  }

  /** Spurgeon's overview of the first psalm of the reading. */
  private psalmReflection(segments: readonly PlanSegment[]) {
    const psalm = segments.find((segment) => segment.book === 'Ps');
    if (!psalm) return null;
    const parsed = this.comment('tdavid', 'Ps', psalm.chapter, psalm.from);
    if (!parsed) return null;
    // The overview (or, where it is empty, the part on the psalm's title) comes before the verse-by-verse parts.
    const overview =
      parsed.titled.find((part) => /OVERVIEW/i.test(part.title) && part.paragraphs.length) ??
      parsed.titled.find((part) => part.paragraphs.length && !/EXPLANATORY|HINTS/i.test(part.title));
    const paragraphs = overview?.paragraphs ?? sectionFor(parsed, psalm.from)?.paragraphs;
    if (!paragraphs?.length) return null;
    const { text, trimmed } = trimComment(paragraphs);
    return {
      text,
      trimmed,
      name: COMMENTARIES.tdavid.name,
      heading: `Psalm ${psalm.chapter}`,
      url: this.commentaryUrl('tdavid', 'Ps', psalm.chapter, psalm.from),
    };
  }

  private commentaryUrl(id: CommentaryId, book: string, chapter: number, verse: number): string {
    return `/devotional/commentary?module=${id}&book=${book}&chapter=${chapter}&verse=${verse}`;
  }

  private rangeName(book: string, chapter: number, from: number, to: number): string {
    const number = bookByOsis(book)!.number;
    return formatRange({ start: verseKey(number, chapter, from), end: verseKey(number, chapter, to) });
  }

  private topicVerse(topic: DevotionalTopic, epochDay: number, version: LoadedVersion) {
    const refs = this.sources.topicReferences(topic);
    if (!refs.length) return null;
    const ref = refs[(epochDay * 7919) % refs.length]!;
    const to = Math.min(ref.to, ref.from + 2);
    const verses = this.verses(version, { book: ref.book, chapter: ref.chapter, from: ref.from, to });
    if (!verses.length) return null;
    return {
      topic,
      reference: this.rangeName(ref.book, ref.chapter, ref.from, to),
      text: verses.map((verse) => verse.text).join(' '),
      source: NAVE_NAME,
    };
  }

  private async progress(
    userId: string,
    prefs: PreferencesRow | undefined,
    plan: Plan,
    planType: ReadingPlanId,
    start: string,
    date: string,
    todayDay: number,
  ) {
    const dates = await this.repository.readDates(userId);
    const today = this.today(prefs?.timeZone);
    let missedDays: number[] = [];
    if (prefs && prefs.readingPlan === planType) {
      // Plan days of the current round before today whose reading was not saved since the round began.
      const roundStart = addDays(
        start,
        Math.floor(Math.max(0, daysBetween(start, date)) / plan.days.length) * plan.days.length,
      );
      const saved = new Set(await this.repository.scripturesSince(userId, roundStart));
      for (let day = 1; day < todayDay; day++) {
        if (!saved.has(segmentReferences(plan.days[day - 1]!.segments).join('; '))) missedDays.push(day);
      }
      missedDays = missedDays.slice(0, 366);
    }
    return {
      streak: streakLength(dates, today),
      readToday: dates.includes(today),
      today: todayDay,
      missedDays,
    };
  }

  async preferences(reader: Reader): Promise<DevotionalPreferences> {
    const row = await this.repository.preferences(reader.id);
    return this.present(reader.id, row);
  }

  private present(userId: string, row: PreferencesRow | undefined, siteUrl = ''): DevotionalPreferences {
    return {
      id: userId,
      readingPlan: (row?.readingPlan as ReadingPlanId | undefined) ?? 'oneyear',
      planStartDate: row?.planStartDate ?? anonymousStart(this.today()),
      customBooks: row?.customBooks ?? [],
      customDays: row?.customDays ?? 90,
      topics: (row?.topics as DevotionalTopic[] | undefined) ?? [...DEFAULT_TOPICS],
      reminderTime: row?.reminderTime ?? DEFAULT_REMINDER_TIME,
      emailReminders: row?.emailReminders ?? true,
      favoriteTranslation: (row?.favoriteTranslation as DevotionalTranslation | undefined) ?? 'KJV',
      timeZone: row?.timeZone ?? 'UTC',
      notes: row?.notes ?? '',
      calendarUrl: row?.calendarToken ? `${siteUrl}/api/devotional/calendar/${row.calendarToken}.ics` : null,
      saved: Boolean(row),
    };
  }

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
    return this.present(reader.id, row, siteUrl);
  }

  async saveNotes(reader: Reader, body: SaveNotesBody): Promise<SaveNotesResponse> {
    const prefs = await this.repository.preferences(reader.id);
    const today = this.today(prefs?.timeZone);
    if (daysBetween(today, body.date) > 1)
      throw errors.validation('date: a reading cannot be saved for a future day');
    const scripture = body.scripture.trim();
    const problem = scriptureProblem(scripture);
    if (problem) throw errors.validation(`scripture: ${problem}`);
    const { firstOfDay, full } = await this.repository.saveEntry(
      reader.id,
      {
        date: body.date,
        category: body.category,
        title: body.title,
        scripture,
        // The passage is the scripture's text: it is not kept with every saved reading (decision 255).
        passage: '',
        reflection: body.reflection,
        prayer: body.prayer,
        personalNotes: body.personalNotes,
      },
      this.entriesMax,
    );
    if (full) throw errors.devotionalEntriesFull(this.entriesMax);
    const streak = streakLength(await this.repository.readDates(reader.id), today);
    const milestone = firstOfDay && (STREAK_MILESTONES as readonly number[]).includes(streak) ? streak : null;
    return {
      message: 'Your notes were saved!',
      showFireworks: firstOfDay || milestone !== null,
      streak,
      milestone,
    };
  }

  /** A page of the reader's saved readings, newest first, with their streaks (decision 255). */
  async history(
    reader: Reader,
    query: { q?: string; limit: number; cursor?: string },
  ): Promise<HistoryResponse> {
    const prefs = await this.repository.preferences(reader.id);
    const [date, id] = query.cursor?.split('.') ?? [];
    const before = date && id ? { date, id: Number(id) } : undefined;
    const [page, dates] = await Promise.all([
      this.repository.entries(reader.id, query.q, query.limit + 1, before),
      this.repository.readDates(reader.id),
    ]);
    const rows = page.slice(0, query.limit);
    const last = rows.at(-1);
    let longest = 0;
    let run = 0;
    dates.forEach((date, index) => {
      run = index > 0 && daysBetween(dates[index - 1]!, date) === 1 ? run + 1 : 1;
      longest = Math.max(longest, run);
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        date: row.date,
        category: row.category,
        title: row.title,
        scripture: row.scripture,
        reflection: row.reflection,
        prayer: row.prayer,
        personalNotes: row.personalNotes,
      })),
      nextCursor: page.length > query.limit && last ? `${last.date}.${last.id}` : null,
      streak: streakLength(dates, this.today(prefs?.timeZone)),
      longestStreak: longest,
      daysRead: dates.length,
    };
  }

  commentary(query: {
    module: CommentaryId;
    book: string;
    chapter: number;
    verse: number;
  }): CommentaryResponse {
    const { module, book, chapter, verse } = query;
    if (!KJV.isValid(book, chapter, verse) || (module === 'tdavid' && book !== 'Ps'))
      throw new AppError(404, 'no_comment', 'No such passage in this commentary');
    const parsed = this.comment(module, book, chapter, verse);
    if (!parsed) throw new AppError(404, 'no_comment', 'This commentary has no comment on that passage');
    const section = sectionFor(parsed, verse);
    const paragraphs =
      module === 'tdavid'
        ? parsed.titled.flatMap((part) => [part.title, ...part.paragraphs])
        : (section?.paragraphs ?? []);
    const heading =
      module === 'tdavid' || !section
        ? `Psalm ${chapter}`
        : this.rangeName(book, chapter, section.from, section.to);
    return {
      module,
      name: COMMENTARIES[module].name,
      heading,
      paragraphs,
      license: COMMENTARIES[module].license,
    };
  }

  /** A new secret calendar URL for the reader (the old one stops working). */
  async newCalendarToken(reader: Reader, siteUrl: string): Promise<{ url: string }> {
    if (!(await this.repository.preferences(reader.id))) {
      await this.repository.savePreferences({
        userId: reader.id,
        planStartDate: this.today(),
        topics: [...DEFAULT_TOPICS],
      });
    }
    const token = randomBytes(24).toString('base64url');
    await this.repository.setCalendarToken(reader.id, token);
    return { url: `${siteUrl}/api/devotional/calendar/${token}.ics` };
  }

  async revokeCalendar(reader: Reader): Promise<{ url: null }> {
    await this.repository.setCalendarToken(reader.id, null);
    return { url: null };
  }

  /** The iCalendar feed of a token: one all-day event a day, from a week back to 60 days ahead. */
  async calendar(token: string, siteUrl: string): Promise<string | undefined> {
    const prefs = await this.repository.byCalendarToken(token);
    if (!prefs) return undefined;
    const planType = prefs.readingPlan as ReadingPlanId;
    const plan = this.planOf(planType, prefs);
    const today = this.today(prefs.timeZone);
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//OpenConcordance//Daily Devotional//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${icsText(`Daily reading: ${plan?.name ?? 'Devotional'}`)}`,
      'X-PUBLISHED-TTL:PT12H',
    ];
    const stamp = this.now().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
    for (let offset = -7; plan && offset <= 60; offset++) {
      const date = addDays(today, offset);
      const day = planDayFor(prefs.planStartDate, date, plan.days.length);
      if (daysBetween(prefs.planStartDate, date) < 0) continue;
      const scripture = segmentReferences(plan.days[day - 1]!.segments).join('; ');
      const compact = date.replace(/-/g, '');
      lines.push(
        'BEGIN:VEVENT',
        `UID:${prefs.userId}-${compact}@openconcordance`,
        `DTSTAMP:${stamp}`,
        `DTSTART;VALUE=DATE:${compact}`,
        `DTEND;VALUE=DATE:${addDays(date, 1).replace(/-/g, '')}`,
        `SUMMARY:${icsText(`${scripture} (day ${day} of ${plan.days.length})`)}`,
        `DESCRIPTION:${icsText(`${plan.name}, day ${day}: ${scripture}. Read it with its reflection and prayer: ${siteUrl}/devotional`)}`,
        `URL:${siteUrl}/devotional`,
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR');
    return lines.map(foldLine).join('\r\n') + '\r\n';
  }
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Escapes iCalendar TEXT (RFC 5545 3.3.11). */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (RFC 5545 3.1). */
function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let rest = line;
  let limit = 75;
  while (Buffer.byteLength(rest, 'utf8') > limit) {
    let cut = limit;
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > limit) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    limit = 74;
  }
  parts.push(rest);
  return parts.join('\r\n ');
}
