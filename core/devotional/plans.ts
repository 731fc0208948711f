import { bookByOsis, PROTESTANT_BOOKS, verseKey } from '../bible/books';
import { KJV } from '../bible/versification';
import { formatRange } from '../reference/format-reference';
import { CHRONOLOGICAL_ORDER } from './chronological';

/**
 * The reading plans of the devotional (issue 19), computed from the KJV versification, never typed by hand:
 * a plan is a sequence of chapters (or parts of long chapters) cut into days of nearly equal verse counts.
 * Pure: shared by the server (the daily reading, reminders, the calendar feed) and the web (plan cards).
 */

export const READING_PLANS = [
  'oneyear',
  'chronological',
  'gospels',
  'psalms',
  'prophets',
  'newtestament',
  'torah',
  'custom',
] as const;
export type ReadingPlanId = (typeof READING_PLANS)[number];

/** The custom plan's bounds: 1 to 730 days (two years). */
export const CUSTOM_DAYS_MIN = 1;
export const CUSTOM_DAYS_MAX = 730;

/**
 * The tolerance of a day's length: with every unit (a chapter, or part of a long one) at most half a day's
 * mean, each day holds between half and one and a half times the plan's mean verses per day.
 */
export const DAY_TOLERANCE = 0.5;

export interface PlanDefinition {
  id: Exclude<ReadingPlanId, 'custom'>;
  name: string;
  description: string;
  /** OSIS ids, in the order read (chronological: the books its blocks touch). */
  books: readonly string[];
  days: number;
}

const osisRange = (first: string, last: string): string[] => {
  const from = bookByOsis(first)!.number;
  const to = bookByOsis(last)!.number;
  return PROTESTANT_BOOKS.filter((book) => book.number >= from && book.number <= to).map((book) => book.osis);
};

const ALL_BOOKS = PROTESTANT_BOOKS.map((book) => book.osis);

export const PLAN_DEFINITIONS: readonly PlanDefinition[] = [
  {
    id: 'oneyear',
    name: 'Bible in One Year',
    description: 'The whole Bible from Genesis to Revelation in 365 days of even length.',
    books: ALL_BOOKS,
    days: 365,
  },
  {
    id: 'chronological',
    name: 'Chronological',
    description: 'The whole Bible in the order its events happened, in 365 days.',
    books: ALL_BOOKS,
    days: 365,
  },
  {
    id: 'gospels',
    name: 'The Gospels',
    description: 'Matthew, Mark, Luke and John in 90 days.',
    books: osisRange('Matt', 'John'),
    days: 90,
  },
  {
    id: 'psalms',
    name: 'Psalms',
    description: 'All 150 psalms in 60 days.',
    books: ['Ps'],
    days: 60,
  },
  {
    id: 'prophets',
    name: 'The Prophets',
    description: 'Isaiah to Malachi, the major and minor prophets, in 180 days.',
    books: osisRange('Isa', 'Mal'),
    days: 180,
  },
  {
    id: 'newtestament',
    name: 'New Testament',
    description: 'Matthew to Revelation in 260 days.',
    books: osisRange('Matt', 'Rev'),
    days: 260,
  },
  {
    id: 'torah',
    name: 'The Torah',
    description: 'The five books of Moses, Genesis to Deuteronomy, in 90 days.',
    books: osisRange('Gen', 'Deut'),
    days: 90,
  },
];

export const CUSTOM_PLAN_DESCRIPTION = 'The books you choose, in the number of days you choose.';

/** A contiguous piece of one chapter: verses `from` to `to`. */
export interface PlanSegment {
  book: string;
  chapter: number;
  from: number;
  to: number;
}

/** One day of a plan: its segments in reading order and their verse count. */
export interface PlanDay {
  day: number;
  segments: PlanSegment[];
  verses: number;
}

export interface Plan {
  id: ReadingPlanId;
  name: string;
  days: PlanDay[];
  totalVerses: number;
}

/** The chapter order of a plan: canonical for all but `chronological`. */
function chapterSequence(id: ReadingPlanId, books: readonly string[]): PlanSegment[] {
  if (id === 'chronological') {
    return CHRONOLOGICAL_ORDER.flatMap(([book, first, last]) => {
      const chapters: PlanSegment[] = [];
      for (let chapter = first; chapter <= last; chapter++)
        chapters.push({ book, chapter, from: 1, to: KJV.verseCount(book, chapter) });
      return chapters;
    });
  }
  return books.flatMap((book) =>
    Array.from({ length: KJV.chapterCount(book) }, (_, index) => ({
      book,
      chapter: index + 1,
      from: 1,
      to: KJV.verseCount(book, index + 1),
    })),
  );
}

const verseCountOf = (segment: PlanSegment) => segment.to - segment.from + 1;

/**
 * Cuts a chapter sequence into `dayCount` days balanced by verse count: chapters longer than half a day's
 * mean are split into equal parts first, then each day ends at the unit boundary nearest its share of the
 * total. Every day then holds between (1 - DAY_TOLERANCE) and (1 + DAY_TOLERANCE) times the mean.
 */
export function balanceDays(chapters: readonly PlanSegment[], dayCount: number): PlanDay[] {
  const total = chapters.reduce((sum, segment) => sum + verseCountOf(segment), 0);
  const days = Math.max(1, Math.min(dayCount, total));
  const mean = total / days;
  const unitMax = Math.max(1, Math.floor(mean * DAY_TOLERANCE));
  const units: PlanSegment[] = [];
  for (const chapter of chapters) {
    const count = verseCountOf(chapter);
    const parts = Math.ceil(count / unitMax);
    for (let part = 0; part < parts; part++) {
      const from = chapter.from + Math.floor((part * count) / parts);
      const to = chapter.from + Math.floor(((part + 1) * count) / parts) - 1;
      units.push({ book: chapter.book, chapter: chapter.chapter, from, to });
    }
  }
  // Cumulative verse counts at each unit boundary; day k ends at the boundary nearest k × mean.
  const boundaries = [0];
  for (const unit of units) boundaries.push(boundaries.at(-1)! + verseCountOf(unit));
  const result: PlanDay[] = [];
  let start = 0;
  for (let day = 1; day <= days; day++) {
    let end: number;
    if (day === days) end = units.length;
    else {
      const target = day * mean;
      end = start + 1;
      while (
        end < units.length &&
        Math.abs(boundaries[end + 1]! - target) <= Math.abs(boundaries[end]! - target)
      )
        end++;
      // Leave at least one unit for every remaining day.
      end = Math.min(end, units.length - (days - day));
    }
    const segments = mergeSegments(units.slice(start, end));
    result.push({ day, segments, verses: boundaries[end]! - boundaries[start]! });
    start = end;
  }
  return result;
}

/** Joins the parts of one chapter that fall on the same day. */
function mergeSegments(units: readonly PlanSegment[]): PlanSegment[] {
  const merged: PlanSegment[] = [];
  for (const unit of units) {
    const last = merged.at(-1);
    if (last && last.book === unit.book && last.chapter === unit.chapter && last.to + 1 === unit.from)
      last.to = unit.to;
    else merged.push({ ...unit });
  }
  return merged;
}

export interface CustomPlanChoice {
  books: readonly string[];
  days: number;
}

const planCache = new Map<string, Plan>();

/** The plan with its days; `custom` needs the reader's books and day count (undefined without books). */
export function buildPlan(id: ReadingPlanId, custom?: CustomPlanChoice): Plan | undefined {
  if (id === 'custom') {
    const books = ALL_BOOKS.filter((book) => custom?.books.includes(book));
    if (!books.length || !custom) return undefined;
    const days = Math.min(CUSTOM_DAYS_MAX, Math.max(CUSTOM_DAYS_MIN, Math.round(custom.days)));
    const key = `custom:${books.join(',')}:${days}`;
    return cached(key, () => {
      const chapters = chapterSequence('custom', books);
      const planDays = balanceDays(chapters, days);
      return { id, name: 'Custom Plan', days: planDays, totalVerses: sumVerses(planDays) };
    });
  }
  const definition = PLAN_DEFINITIONS.find((plan) => plan.id === id)!;
  return cached(id, () => {
    const planDays = balanceDays(chapterSequence(id, definition.books), definition.days);
    return { id, name: definition.name, days: planDays, totalVerses: sumVerses(planDays) };
  });
}

function cached(key: string, build: () => Plan): Plan {
  let plan = planCache.get(key);
  if (!plan) {
    if (planCache.size > 200) planCache.clear();
    plan = build();
    planCache.set(key, plan);
  }
  return plan;
}

const sumVerses = (days: readonly PlanDay[]) => days.reduce((sum, day) => sum + day.verses, 0);

/** Days from `start` to `date` (both YYYY-MM-DD), counted in whole calendar days. */
export function daysBetween(start: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
}

/**
 * The plan day for `date` of a plan started on `start`: day 1 on the start date; after the last day the plan
 * begins again; a date before the start gives day 1.
 */
export function planDayFor(start: string, date: string, length: number): number {
  const elapsed = Math.max(0, daysBetween(start, date));
  return (elapsed % Math.max(1, length)) + 1;
}

/** Where anonymous readers are: the `oneyear` plan counted from 1 January of the date's year. */
export function anonymousStart(date: string): string {
  return `${date.slice(0, 4)}-01-01`;
}

/** The reading's references as readers write them (`Genesis 1-3`, `Psalms 119:1-88`). */
export function segmentReferences(segments: readonly PlanSegment[]): string[] {
  const references: string[] = [];
  let run: { book: string; firstChapter: number; lastChapter: number } | undefined;
  const flush = () => {
    if (!run) return;
    const number = bookByOsis(run.book)!.number;
    references.push(
      formatRange({
        start: verseKey(number, run.firstChapter, 1),
        end: verseKey(number, run.lastChapter, KJV.verseCount(run.book, run.lastChapter)),
      }),
    );
    run = undefined;
  };
  for (const segment of segments) {
    const whole = segment.from === 1 && segment.to === KJV.verseCount(segment.book, segment.chapter);
    if (whole && run && run.book === segment.book && run.lastChapter + 1 === segment.chapter) {
      run.lastChapter = segment.chapter;
      continue;
    }
    flush();
    if (whole) run = { book: segment.book, firstChapter: segment.chapter, lastChapter: segment.chapter };
    else {
      const number = bookByOsis(segment.book)!.number;
      references.push(
        formatRange({
          start: verseKey(number, segment.chapter, segment.from),
          end: verseKey(number, segment.chapter, segment.to),
        }),
      );
    }
  }
  flush();
  return references;
}

/** The category of a reading: the kind of book its first passage belongs to. */
export function readingCategory(book: string): string {
  const number = bookByOsis(book)?.number ?? 0;
  if (number <= 5) return 'Law';
  if (number <= 17) return 'History';
  if (number <= 22) return 'Poetry & Wisdom';
  if (number <= 39) return 'Prophets';
  if (number <= 43) return 'Gospels';
  if (number === 44) return 'Early Church';
  if (number <= 65) return 'Letters';
  return 'Prophecy';
}
