import { PRAYERS } from '../../content/devotional/prayers';
import type { DailyReading, PlansResponse } from '../../core/api/devotional';
import { PROTESTANT_BOOKS } from '../../core/bible/books';
import {
  anonymousStart,
  buildPlan,
  CUSTOM_PLAN_DESCRIPTION,
  daysBetween,
  PLAN_DEFINITIONS,
  planDayFor,
  type Plan,
  type ReadingPlanId,
  readingCategory,
  segmentReferences,
} from '../../core/devotional/plans';
import {
  DEFAULT_TOPICS,
  DEVOTIONAL_TOPICS,
  DEVOTIONAL_TRANSLATIONS,
  type DevotionalTopic,
  type DevotionalTranslation,
  streakLength,
} from '../../core/devotional/topics';
import type { IndexRegistry } from '../bible-index/index-registry';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/settings.service';
import type { DevotionalCommentary } from './devotional-commentary';
import { addDays, segmentVerses } from './devotional-passages';
import type { DevotionalRepository, PreferencesRow } from './devotional.repository';

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

/** A reader of the devotional: only the id is read. */
export interface Reader {
  id: string;
}

/** The reader's local date today in a time zone (UTC when none is given). */
export type Today = (timeZone?: string) => string;

/** The plan a reader follows (custom with their books), or undefined for a custom plan without books. */
export function planOf(id: ReadingPlanId, prefs?: PreferencesRow): Plan | undefined {
  return buildPlan(
    id,
    id === 'custom' ? { books: prefs?.customBooks ?? [], days: prefs?.customDays ?? 90 } : undefined,
  );
}

/**
 * Where a reader is in a plan: from their own start date when it is their plan, else from the day a
 * signed-out reader started it in the browser (`browserStart`), else from 1 January.
 */
function startOf(id: ReadingPlanId, date: string, prefs?: PreferencesRow, browserStart?: string): string {
  if (prefs && prefs.readingPlan === id) return prefs.planStartDate;
  return browserStart ?? anonymousStart(date);
}

/** The plans and the reading of a day: passage, reflections, prayer and the reader's progress. */
export class DailyReadings {
  constructor(
    private readonly repository: DevotionalRepository,
    private readonly indexes: IndexRegistry,
    private readonly settings: SettingsService,
    private readonly commentary: DevotionalCommentary,
    private readonly today: Today,
  ) {}

  async plans(reader: Reader | undefined): Promise<PlansResponse> {
    const prefs = reader ? await this.repository.preferences(reader.id) : undefined;
    const date = this.today(prefs?.timeZone);
    const installed = new Set((await this.indexes.installed()).map((version) => version.code));
    const special = await this.specialEdition();
    const plans = [...PLAN_DEFINITIONS.map((definition) => definition.id), 'custom' as const].map((id) => {
      const plan = planOf(id, prefs);
      const definition = PLAN_DEFINITIONS.find((entry) => entry.id === id);
      const days = plan?.days.length ?? 0;
      return {
        id,
        name: definition?.name ?? 'Custom Plan',
        description: definition?.description ?? CUSTOM_PLAN_DESCRIPTION,
        days,
        today: days ? planDayFor(startOf(id, date, prefs), date, days) : 0,
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
    const plan = planOf(planType, prefs);
    if (!plan) throw new AppError(404, 'no_devotional_reading', NO_READING_MESSAGE);
    const start = startOf(planType, date, prefs, query.start);
    const todayDay = planDayFor(start, date, plan.days.length);
    const dayNumber = Math.min(query.day ?? todayDay, plan.days.length);
    const planDay = plan.days[dayNumber - 1]!;
    const references = segmentReferences(planDay.segments);
    const scripture = references.join('; ');
    const requested = (prefs?.favoriteTranslation as DevotionalTranslation | undefined) ?? 'KJV';
    const { version, used, name, note } = await this.version(requested);
    const sections = planDay.segments.map((segment) => ({
      reference: segmentReferences([segment])[0]!,
      verses: version ? segmentVerses(version, segment) : [],
    }));
    const passage = sections
      .map(
        (section) => `${section.reference}\n${section.verses.map((v) => `${v.verse} ${v.text}`).join(' ')}`,
      )
      .join('\n\n');
    const reflection = this.commentary.reflection(planDay.segments);
    const psalm = this.commentary.psalmReflection(planDay.segments);
    const topics = ((prefs?.topics as DevotionalTopic[] | undefined) ?? [...DEFAULT_TOPICS]).filter((topic) =>
      DEVOTIONAL_TOPICS.includes(topic),
    );
    const epochDay = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    const prayerTopic: DevotionalTopic = topics.length ? topics[epochDay % topics.length]! : 'Faith';
    const prayers = PRAYERS[prayerTopic];
    const prayer = prayers[Math.floor(epochDay / Math.max(1, topics.length)) % prayers.length]!;
    const topicVerse =
      topics.length && version ? this.commentary.topicVerse(prayerTopic, epochDay, version) : null;
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
}
