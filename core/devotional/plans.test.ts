import { describe, expect, it } from 'vitest';
import { bookByOsis, PROTESTANT_BOOKS } from '../bible/books';
import { KJV } from '../bible/versification';
import { CHRONOLOGICAL_ORDER } from './chronological';
import {
  anonymousStart,
  buildPlan,
  DAY_TOLERANCE,
  PLAN_DEFINITIONS,
  planDayFor,
  READING_PLANS,
  segmentReferences,
  type Plan,
} from './plans';

/** Every verse of a plan as `Book.c.v`, in reading order. */
function versesOf(plan: Plan): string[] {
  return plan.days.flatMap((day) =>
    day.segments.flatMap((segment) =>
      Array.from(
        { length: segment.to - segment.from + 1 },
        (_, i) => `${segment.book}.${segment.chapter}.${segment.from + i}`,
      ),
    ),
  );
}

function expectedVerses(books: readonly string[]): Set<string> {
  const all = new Set<string>();
  for (const book of books)
    for (let chapter = 1; chapter <= KJV.chapterCount(book); chapter++)
      for (let verse = 1; verse <= KJV.verseCount(book, chapter); verse++)
        all.add(`${book}.${chapter}.${verse}`);
  return all;
}

function expectBalanced(plan: Plan): void {
  const mean = plan.totalVerses / plan.days.length;
  for (const day of plan.days) {
    expect(day.verses, `${plan.id} day ${day.day}`).toBeGreaterThanOrEqual(
      Math.floor(mean * (1 - DAY_TOLERANCE)),
    );
    expect(day.verses, `${plan.id} day ${day.day}`).toBeLessThanOrEqual(
      Math.ceil(mean * (1 + DAY_TOLERANCE)),
    );
    expect(day.verses).toBe(day.segments.reduce((sum, s) => sum + s.to - s.from + 1, 0));
  }
}

describe('reading plans', () => {
  it.each(PLAN_DEFINITIONS.map((plan) => [plan.id, plan] as const))(
    '%s covers exactly its books, every verse once, in days balanced by verse count',
    (_id, definition) => {
      const plan = buildPlan(definition.id)!;
      expect(plan.days).toHaveLength(definition.days);
      const verses = versesOf(plan);
      expect(new Set(verses).size).toBe(verses.length);
      expect(new Set(verses)).toEqual(expectedVerses(definition.books));
      expectBalanced(plan);
      plan.days.forEach((day, index) => expect(day.day).toBe(index + 1));
    },
  );

  it('reads canonical plans in canonical order', () => {
    for (const id of ['oneyear', 'gospels', 'psalms', 'prophets', 'newtestament', 'torah'] as const) {
      const keys = versesOf(buildPlan(id)!).map((ref) => {
        const [book, chapter, verse] = ref.split('.');
        return bookByOsis(book!)!.number * 1e6 + Number(chapter) * 1e3 + Number(verse);
      });
      expect([...keys].sort((a, b) => a - b)).toEqual(keys);
    }
  });

  it('oneyear is the whole Bible: 31,102 verses in 365 days', () => {
    const plan = buildPlan('oneyear')!;
    expect(plan.totalVerses).toBe(31_102);
    expect(segmentReferences(plan.days[0]!.segments)).toEqual(['Genesis 1-3']);
    expect(segmentReferences(plan.days.at(-1)!.segments).at(-1)).toMatch(/^Revelation .*22/);
  });

  it('the chronological order is valid: every chapter once, each book in order, events in sequence', () => {
    const chapters = CHRONOLOGICAL_ORDER.flatMap(([book, first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => `${book}.${first + i}`),
    );
    const expected = PROTESTANT_BOOKS.flatMap((book) =>
      Array.from({ length: KJV.chapterCount(book.osis) }, (_, i) => `${book.osis}.${i + 1}`),
    );
    expect(chapters).toHaveLength(1189);
    expect(new Set(chapters)).toEqual(new Set(expected));
    // Within a book the chapters are read in order (Psalms apart: grouped by period).
    const lastSeen = new Map<string, number>();
    for (const chapter of chapters) {
      const [book, number] = chapter.split('.');
      if (book === 'Ps') continue;
      expect(Number(number), chapter).toBeGreaterThan(lastSeen.get(book!) ?? 0);
      lastSeen.set(book!, Number(number));
    }
    const at = (ref: string) => chapters.indexOf(ref);
    const order = [
      'Gen.11',
      'Job.1',
      'Gen.12',
      'Exod.1',
      'Ps.90',
      'Josh.1',
      '1Sam.1',
      'Ps.51',
      '1Kgs.1',
      'Prov.1',
      'Isa.1',
      '2Kgs.25',
      'Lam.1',
      'Ezra.1',
      'Hag.1',
      'Neh.1',
      'Mal.1',
      'Matt.1',
      'Acts.1',
      'Gal.1',
      'Acts.15',
      '1Thess.1',
      '1Cor.1',
      'Rom.1',
      'Acts.28',
      'Rev.1',
    ];
    for (let i = 1; i < order.length; i++)
      expect(at(order[i - 1]!), `${order[i - 1]} before ${order[i]}`).toBeLessThan(at(order[i]!));
    // 2 Kings 25 (the fall of Jerusalem) comes before Ezra 1 (the return), and Ezekiel among the exiles.
    expect(at('Ezek.1')).toBeGreaterThan(at('2Kgs.25'));
    expect(at('Ezek.48')).toBeLessThan(at('Ezra.1'));
    const plan = buildPlan('chronological')!;
    expect(plan.days).toHaveLength(365);
    expect(plan.totalVerses).toBe(31_102);
  });

  it('custom plans read the chosen books in canonical order in the chosen number of days', () => {
    const plan = buildPlan('custom', { books: ['John', 'Gen'], days: 30 })!;
    expect(plan.days).toHaveLength(30);
    expect(new Set(versesOf(plan))).toEqual(expectedVerses(['Gen', 'John']));
    expect(plan.days[0]!.segments[0]!.book).toBe('Gen');
    expectBalanced(plan);
    expect(buildPlan('custom', { books: [], days: 30 })).toBeUndefined();
    // More days than verses: one verse a day at most.
    expect(buildPlan('custom', { books: ['Obad'], days: 400 })!.days).toHaveLength(21);
  });

  it('counts plan days from the start date and begins again after the last day', () => {
    expect(planDayFor('2026-01-01', '2026-01-01', 365)).toBe(1);
    expect(planDayFor('2026-01-01', '2026-12-31', 365)).toBe(365);
    expect(planDayFor('2026-01-01', '2027-01-01', 365)).toBe(1);
    expect(planDayFor('2026-03-10', '2026-03-01', 90)).toBe(1);
    expect(anonymousStart('2026-11-25')).toBe('2026-01-01');
  });

  it('lists every plan the devotional offers', () => {
    expect([...READING_PLANS].sort()).toEqual([
      'chronological',
      'custom',
      'gospels',
      'newtestament',
      'oneyear',
      'prophets',
      'psalms',
      'torah',
    ]);
  });
});
