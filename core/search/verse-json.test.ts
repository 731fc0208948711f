import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerJson, keepVerse, verseResult } from './verse-json';

const fields = {
  id: 1001001,
  book: 1,
  bookName: 'Genesis',
  chapter: 1,
  verse: 1,
  reference: 'Genesis 1:1',
  title: 'Genesis 1:1',
  text: 'In the beginning{H7225} "God" created\u2028the heaven.',
  content: 'In the beginning "God" created\u2028the heaven.',
};

describe('answerJson', () => {
  it('writes what JSON.stringify writes for any plain data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(answerJson(value)).toBe(JSON.stringify(value));
      }),
      { numRuns: 500 },
    );
    expect(answerJson({ skipped: undefined, list: [undefined, 1] })).toBe('{"list":[null,1]}');
  });

  it('writes a kept verse from its kept JSON, byte for byte as JSON.stringify would', () => {
    const kept = keepVerse({ ...fields });
    const answer = {
      query: 'god',
      results: [
        verseResult(kept, [{ start: 18, end: 21 }]),
        verseResult(
          kept,
          [],
          [
            { text: 'In the beginning', strongs: ['H7225'] },
            { text: ' "God"', match: true },
          ],
        ),
      ],
      groups: [{ version: 'kjv', results: [verseResult(kept, [{ start: 0, end: 2 }])] }],
    };
    expect(answerJson(answer)).toBe(JSON.stringify(answer));
    expect(JSON.parse(answerJson(answer)).results[0]).toEqual({
      ...fields,
      matches: [{ start: 18, end: 21 }],
    });
  });

  it('does not carry the kept JSON to a copy that changes a field', () => {
    const result = verseResult(keepVerse({ ...fields }), []);
    const copy = { ...result, text: 'changed' };
    expect(JSON.parse(answerJson(copy)).text).toBe('changed');
  });
});
