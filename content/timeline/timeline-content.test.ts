import { describe, expect, it } from 'vitest';
import { timelineEventSchema } from '../../core/api/timeline';
import { bookByNumber, splitVerseKey } from '../../core/bible/books';
import { parseStrongs } from '../../core/bible/strongs';
import { KJV } from '../../core/bible/versification';
import { parseReference } from '../../core/reference/parse-reference';
import { TIMELINE_CATEGORIES } from '../../core/timeline/categories';
import { yearOfDate } from '../../core/timeline/event-dates';
import { TIMELINE_EVENTS } from './index';

/** The last number of each Strong's dictionary. */
const STRONGS_MAX = { H: 8674, G: 5624 } as const;

describe('timeline content', () => {
  it('has at least 150 events, at least 8 in every category, with unique ids', () => {
    expect(TIMELINE_EVENTS.length).toBeGreaterThanOrEqual(150);
    for (const { value } of TIMELINE_CATEGORIES) {
      expect(TIMELINE_EVENTS.filter((e) => e.category === value).length, value).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(TIMELINE_EVENTS.map((e) => e.id)).size).toBe(TIMELINE_EVENTS.length);
  });

  it('matches the answer schema and is sorted by year', () => {
    for (const event of TIMELINE_EVENTS) {
      expect(timelineEventSchema.safeParse(event).success, event.id).toBe(true);
      expect(event.title.trim(), event.id).not.toBe('');
      expect(event.description.length, event.id).toBeGreaterThan(40);
      expect(event.scripture.length, event.id).toBeGreaterThan(0);
    }
    const years = TIMELINE_EVENTS.map((e) => e.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('gives a sortable year that agrees with the date readers see', () => {
    for (const event of TIMELINE_EVENTS) {
      const shown = yearOfDate(event.date);
      expect(shown, `${event.id}: ${event.date}`).toBeDefined();
      // "c. AD 64-67" is sorted at 65: within a few years of the shown date.
      expect(Math.abs(shown! - event.year), event.id).toBeLessThanOrEqual(5);
    }
  });

  it('parses every scripture reference and finds every verse in the KJV', () => {
    for (const event of TIMELINE_EVENTS) {
      for (const reference of event.scripture) {
        const result = parseReference(reference);
        expect(result.ok, `${event.id}: ${reference} ${result.ok ? '' : result.message}`).toBe(true);
        if (!result.ok) continue;
        for (const range of result.ranges) {
          for (const key of [range.start, range.end]) {
            const { book, chapter, verse } = splitVerseKey(key);
            const osis = bookByNumber(book)?.osis ?? '';
            expect(KJV.isValid(osis, chapter, verse), `${event.id}: ${reference}`).toBe(true);
          }
        }
      }
    }
  });

  it("gives only valid Strong's ids to key figures", () => {
    let linked = 0;
    for (const event of TIMELINE_EVENTS) {
      for (const figure of event.keyFigures ?? []) {
        if (!figure.strongs) continue;
        linked++;
        const ref = parseStrongs(figure.strongs);
        expect(ref, `${event.id}: ${figure.name}`).toBeDefined();
        expect(figure.strongs, event.id).toMatch(/^[HG][1-9]\d*$/);
        expect(ref!.number, `${event.id}: ${figure.name}`).toBeLessThanOrEqual(STRONGS_MAX[ref!.language]);
      }
    }
    expect(linked).toBeGreaterThan(100);
  });
});
