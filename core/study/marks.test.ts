import { describe, expect, it } from 'vitest';
import {
  describeMarks,
  marksByVerse,
  marksByVerseRef,
  marksToMerge,
  normaliseTags,
  osisRef,
  parseOsisRef,
  parseTags,
  verseColor,
  type Mark,
} from './marks';

function mark(partial: Partial<Mark> & Pick<Mark, 'kind' | 'ref'>): Mark {
  return {
    id: Math.random().toString(36),
    tags: [],
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
    ...partial,
  };
}

describe('OSIS references', () => {
  it('writes and reads a verse and a range', () => {
    expect(osisRef('John', 3, 16)).toBe('John.3.16');
    expect(osisRef('1John', 3, 16, 18)).toBe('1John.3.16-1John.3.18');
    expect(parseOsisRef('1John.3.16-1John.3.18')).toEqual({ book: '1John', chapter: 3, from: 16, to: 18 });
  });

  it('refuses a backwards range, a range across chapters and nonsense', () => {
    expect(parseOsisRef('John.3.18-John.3.16')).toBeUndefined();
    expect(parseOsisRef('John.3.16-John.4.1')).toBeUndefined();
    expect(parseOsisRef('')).toBeUndefined();
    expect(parseOsisRef('John 3:16')).toBeUndefined();
  });
});

describe('tags', () => {
  it('trims, lowers, removes duplicates and bounds length', () => {
    expect(parseTags(' Sermon, hope ,sermon,, ')).toEqual(['sermon', 'hope']);
    expect(normaliseTags(['x'.repeat(200)])[0]).toHaveLength(60);
  });
});

describe('merging a browser’s marks into an account', () => {
  it('leaves out what the account holds and duplicates among the incoming', () => {
    const existing = [mark({ kind: 'highlight', ref: 'John.3.16', color: 'yellow' })];
    const incoming = [
      mark({ kind: 'highlight', ref: 'John.3.16', color: 'yellow' }),
      mark({ kind: 'highlight', ref: 'John.3.16', color: 'green' }),
      mark({ kind: 'note', ref: 'John.3.16', text: 'Love' }),
      mark({ kind: 'note', ref: 'John.3.16', text: ' Love ' }),
      mark({ kind: 'strongs', ref: 'John.3.16', strongs: ['G25', 'G2316'] }),
      mark({ kind: 'strongs', ref: 'John.3.16', strongs: ['G2316', 'G25'] }),
    ];
    const fresh = marksToMerge(existing, incoming);
    expect(fresh.map((m) => m.kind)).toEqual(['highlight', 'note', 'strongs']);
    expect(fresh[0]!.color).toBe('green');
  });
});

describe('marks in a chapter', () => {
  const marks = [
    mark({ kind: 'highlight', ref: 'John.3.16-John.3.17', color: 'blue' }),
    mark({ kind: 'note', ref: 'John.3.17', text: 'x', tags: ['sermon'] }),
    mark({ kind: 'bookmark', ref: 'John.4.1' }),
    mark({ kind: 'journal', ref: '' }),
  ];

  it('puts a range on each of its verses and leaves other chapters out', () => {
    const byVerse = marksByVerse(marks, 'John', 3);
    expect([...byVerse.keys()]).toEqual([16, 17]);
    expect(byVerse.get(17)).toHaveLength(2);
  });

  it('puts marks of many chapters on their verses by reference, a journal note on none', () => {
    const byVerse = marksByVerseRef(marks);
    expect([...byVerse.keys()]).toEqual(['John.3.16', 'John.3.17', 'John.4.1']);
    expect(byVerse.get('John.3.17')!.map((each) => each.kind)).toEqual(['highlight', 'note']);
    expect(byVerse.has('John.3.18')).toBe(false);
  });

  it('describes a verse’s marks for a screen reader', () => {
    const verse17 = marksByVerse(marks, 'John', 3).get(17)!;
    expect(describeMarks(verse17)).toBe('highlighted blue, 1 note, tagged sermon');
    expect(describeMarks([])).toBe('');
  });

  it('shows the latest highlight’s colour', () => {
    expect(
      verseColor([
        mark({ kind: 'highlight', ref: 'a', color: 'pink', updatedAt: '2026-02-01' }),
        mark({ kind: 'highlight', ref: 'a', color: 'teal', updatedAt: '2026-01-01' }),
      ]),
    ).toBe('pink');
    expect(verseColor(undefined)).toBeUndefined();
  });
});
