import { describe, expect, it } from 'vitest';
import { formatSelection, selectionReference, type VerseSelection } from './verseFormats';

const one: VerseSelection = {
  chapter: 'John 3',
  version: 'KJV',
  verses: [{ verse: 16, text: 'For God so loved the world,  that he gave ' }],
};
const range: VerseSelection = {
  chapter: 'John 3',
  version: 'KJV',
  verses: [
    { verse: 16, text: 'For God so loved the world.' },
    { verse: 17, text: 'For God sent not his Son.' },
  ],
};

describe('selectionReference', () => {
  it('names one verse, a run, and verses apart', () => {
    expect(selectionReference(one)).toBe('John 3:16');
    expect(selectionReference(range)).toBe('John 3:16-17');
    expect(
      selectionReference({
        chapter: 'Ps 23',
        verses: [
          { verse: 1, text: 'a' },
          { verse: 4, text: 'b' },
        ],
      }),
    ).toBe('Ps 23:1, 4');
  });
});

describe('formatSelection', () => {
  it('puts the reference after the text in plain, tidying its spaces', () => {
    expect(formatSelection(one, 'plain')).toBe('For God so loved the world, that he gave John 3:16 (KJV)');
  });

  it('puts the reference first', () => {
    expect(formatSelection(one, 'reference-first')).toBe(
      'John 3:16 (KJV) For God so loved the world, that he gave',
    );
  });

  it('numbers verses in the numbered format, even one', () => {
    expect(formatSelection(one, 'numbered')).toBe(
      'John 3:16 (KJV)\n16 For God so loved the world, that he gave',
    );
  });

  it('quotes in Markdown with bold numbers and the reference last', () => {
    expect(formatSelection(range, 'markdown')).toBe(
      '> **16** For God so loved the world.\n> **17** For God sent not his Son.\n>\n> — John 3:16-17 (KJV)',
    );
  });

  it('keeps the verse numbers of a range in every format', () => {
    for (const format of ['plain', 'reference-first', 'numbered', 'markdown'] as const) {
      const text = formatSelection(range, format);
      expect(text).toMatch(/16\D+For God so loved/);
      expect(text).toMatch(/17\D+For God sent/);
      expect(text).toContain('John 3:16-17 (KJV)');
    }
  });
});
