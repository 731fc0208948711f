import { describe, expect, it } from 'vitest';
import { COURSE } from '../../content/curriculum/index';
import { bookByNumber, splitVerseKey } from '../bible/books';
import { parseReference } from '../reference/parse-reference';
import { readerPathOf } from './links';

const references = COURSE.flatMap((week) => [
  ...week.passages,
  week.memoryVerse.reference,
  ...week.lessons.map((lesson) => lesson.reading),
]);

describe('readerPathOf', () => {
  it.each([
    ['Genesis 12:1-9', '/bible/Gen/12'],
    ['Psalms 8:1-9', '/bible/Ps/8'],
    ['1 John 4:7-21', '/bible/1John/4'],
    ['Genesis 1:26-2:3', '/bible/Gen/1'],
    ['Song of Solomon 2', '/bible/Song/2'],
  ])('%s opens %s', (reference, path) => {
    expect(readerPathOf(reference)).toBe(path);
  });

  it('reads nothing that is not a chapter of a book', () => {
    expect(readerPathOf('Hezekiah 3:1')).toBeUndefined();
    expect(readerPathOf('Genesis 51:1')).toBeUndefined();
  });

  it('agrees with the reference parser on every reference of the course', () => {
    for (const reference of references) {
      const parsed = parseReference(reference);
      expect(parsed.ok, reference).toBe(true);
      if (!parsed.ok) continue;
      const start = splitVerseKey(parsed.ranges[0]!.start);
      expect(readerPathOf(reference), reference).toBe(
        `/bible/${bookByNumber(start.book)!.osis}/${start.chapter}`,
      );
    }
  });
});
