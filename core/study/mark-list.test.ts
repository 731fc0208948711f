import { describe, expect, it } from 'vitest';
import type { Mark } from './marks';
import { filterMarks, markHref, markReference, renameTag, sortMarks, tagCounts } from './mark-list';
import { ImportError, marksToCsv, marksToJson, marksToMarkdown, parseMarksJson } from './mark-files';

function mark(partial: Partial<Mark> & Pick<Mark, 'kind' | 'ref'>): Mark {
  return {
    id: partial.ref + partial.kind,
    tags: [],
    createdAt: '2026-01-01',
    updatedAt: '2026-01-01',
    ...partial,
  };
}

const marks: Mark[] = [
  mark({
    kind: 'note',
    ref: 'John.3.16',
    version: 'kjv',
    text: 'The Good **Shepherd**, "first"',
    tags: ['sermon'],
    updatedAt: '2026-03-01',
  }),
  mark({
    kind: 'highlight',
    ref: 'Gen.1.3-Gen.1.5',
    version: 'ylt',
    color: 'yellow',
    updatedAt: '2026-02-01',
  }),
  mark({ kind: 'journal', ref: '', text: '=SUM(A1) thoughts', updatedAt: '2026-04-01' }),
  mark({ kind: 'strongs', ref: 'John.3.16', strongs: ['G25'], tags: ['sermon', 'love'] }),
];

describe('the study list', () => {
  it('names and links each mark', () => {
    expect(markReference(marks[1]!)).toBe('Genesis 1:3-5');
    expect(markReference(marks[2]!)).toBe('Journal');
    expect(markHref(marks[1]!)).toBe('/bible/Gen/1/3?version=ylt');
    expect(markHref(marks[0]!)).toBe('/bible/John/3/16');
    expect(markHref(marks[2]!)).toBeUndefined();
  });

  it('filters by kind, colour, tag, book and words', () => {
    expect(filterMarks(marks, { kind: 'highlight' })).toHaveLength(1);
    expect(filterMarks(marks, { color: 'yellow' })[0]!.ref).toBe('Gen.1.3-Gen.1.5');
    expect(filterMarks(marks, { tag: 'sermon' })).toHaveLength(2);
    expect(filterMarks(marks, { book: 'John' })).toHaveLength(2);
    expect(filterMarks(marks, { text: 'shepherd good' })).toHaveLength(1);
    expect(filterMarks(marks, { text: 'genesis 1:3' })).toHaveLength(1);
    expect(filterMarks(marks, { text: 'nowhere' })).toHaveLength(0);
  });

  it('sorts in canon order with journal notes last, or newest first', () => {
    expect(sortMarks(marks, 'canon').map((m) => m.kind)).toEqual(['highlight', 'note', 'strongs', 'journal']);
    expect(sortMarks(marks, 'date').map((m) => m.kind)).toEqual(['journal', 'note', 'highlight', 'strongs']);
  });

  it('counts, renames and merges tags', () => {
    expect(tagCounts(marks)).toEqual([
      { tag: 'sermon', count: 2 },
      { tag: 'love', count: 1 },
    ]);
    expect(renameTag(['sermon', 'love'], 'sermon', 'love')).toEqual(['love']);
  });
});

describe('exports', () => {
  it('writes CSV with its columns, quoting and defusing formulas', () => {
    const lines = marksToCsv(marks).trimEnd().split('\r\n');
    expect(lines[0]).toBe('book,chapter,verse,version,kind,colour,tags,note');
    expect(lines[1]).toBe('John,3,16,kjv,note,,sermon,"The Good **Shepherd**, ""first"""');
    expect(lines[2]).toBe('Genesis,1,3-5,ylt,highlight,yellow,,');
    expect(lines[3]).toBe(",,,,journal,,,'=SUM(A1) thoughts");
    expect(lines[4]).toBe('John,3,16,,strongs,,sermon; love,G25');
  });

  it('writes Markdown under a heading per reference in canon order', () => {
    const markdown = marksToMarkdown(marks);
    expect(markdown.indexOf('## Genesis 1:3-5')).toBeLessThan(markdown.indexOf('## John 3:16'));
    expect(markdown).toContain('- Highlighted yellow');
    expect(markdown).toContain('The Good **Shepherd**');
    expect(markdown).toContain("- Strong's numbers: G25 (tags: sermon, love)");
    expect(markdown).toContain('## Journal');
  });

  it('round-trips through our JSON', () => {
    expect(parseMarksJson(marksToJson(marks))).toEqual(marks);
  });

  it('refuses what is not ours, is cut short or holds a bad mark, naming the field', () => {
    const fieldOf = (raw: string) => {
      try {
        parseMarksJson(raw);
        return 'accepted';
      } catch (error) {
        return error instanceof ImportError ? error.field : 'other';
      }
    };
    const json = marksToJson(marks);
    expect(fieldOf(json.slice(0, 40))).toBe('file');
    expect(fieldOf('{"marks": []}')).toBe('format');
    expect(fieldOf(json.replace('"yellow"', '"magenta"'))).toBe('marks[1].color');
    expect(fieldOf(json.replace('"Gen.1.3-Gen.1.5"', '"Gen.1.5-Gen.1.3"'))).toBe('marks[1].ref');
    expect(fieldOf(json.replace('"note"', '"shout"'))).toBe('marks[0].kind');
  });
});
