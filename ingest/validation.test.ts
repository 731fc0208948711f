import { describe, expect, it } from 'vitest';
import { Versification } from '../core/bible/versification';
import type { BibleText } from './model';
import { validateBibleText } from './validation';

const mini = new Versification('MINI', [['Ruth', 'OT', [3, 2]]]);

function text(verses: [number, number, string, string[]?][]): BibleText {
  return {
    meta: {
      code: 'test',
      name: 'Test',
      language: 'en',
      direction: 'ltr',
      versification: 'MINI',
      licence: 'made up',
      attribution: '',
      source: 'fixture',
      hasStrongs: true,
      hasMorphology: false,
      strongsAuthoritative: true,
    },
    verses: verses.map(([chapter, verse, body, strongs]) => ({
      book: 'Ruth',
      chapter,
      verse,
      text: body,
      tokens: strongs ? [{ text: body, strongs, morph: [] }] : [],
    })),
  };
}

describe('validateBibleText', () => {
  it('counts books, chapters and verses against the versification', () => {
    const report = validateBibleText(
      text([
        [1, 1, 'a'],
        [1, 2, 'b'],
        [1, 3, 'c'],
        [2, 1, 'd'],
        [2, 2, 'e'],
      ]),
      mini,
    );
    expect(report).toMatchObject({
      books: 1,
      chapters: 2,
      verses: 5,
      missing: { count: 0 },
      extra: { count: 0 },
    });
    expect(report.perBook).toEqual([{ book: 'Ruth', chapters: 2, verses: 5, expectedVerses: 5 }]);
  });

  it('names missing, extra, empty and duplicate verses and unknown Strong numbers', () => {
    const report = validateBibleText(
      text([
        [1, 1, 'a', ['H1']],
        [1, 1, 'again'],
        [1, 3, ' '],
        [2, 1, 'd', ['H99999']],
        [2, 2, 'e'],
        [3, 1, 'x'],
      ]),
      mini,
      new Set(['H1']),
    );
    expect(report.missing).toEqual({ count: 1, examples: ['Ruth 1:2'] });
    expect(report.extra).toEqual({ count: 1, examples: ['Ruth 3:1'] });
    expect(report.emptyVerses).toEqual({ count: 1, examples: ['Ruth 1:3'] });
    expect(report.duplicateVerses).toEqual({ count: 1, examples: ['Ruth 1:1'] });
    expect(report.unknownStrongs).toEqual({ count: 1, examples: ['H99999'] });
  });
});
