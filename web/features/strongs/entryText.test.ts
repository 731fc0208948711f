import { describe, expect, it } from 'vitest';
import { entryAsText, exportFileName } from './entryText';
import type { StrongsDefinition } from './strongsTypes';

const entry: StrongsDefinition = {
  id: 'H7225',
  strongsNumber: 'H7225',
  language: 'hebrew',
  word: 'רֵאשִׁית',
  transliteration: 'rêʼshîyth',
  pronunciation: 'ray-sheeth',
  partOfSpeech: 'noun feminine',
  definition: 'the first, in place, time, order or rank',
  origin: 'from the same as H7218',
  originLinks: ['H7218'],
  usage: 'beginning, chief(-est), first(-fruits, part, time), principal thing',
  unused: false,
  kjvUsage: [
    { rendering: 'beginning', count: 18 },
    { rendering: 'firstfruits', count: 11 },
  ],
  kjvUsageMore: 0,
  totalOccurrences: 51,
  scholarly: [],
  previous: 'H7224',
  next: 'H7226',
};

describe('entryAsText', () => {
  it('writes the header, sound, definition, origin and usage', () => {
    expect(entryAsText(entry)).toBe(
      [
        'H7225 (Hebrew) רֵאשִׁית',
        'rêʼshîyth [ray-sheeth]',
        'Part of speech: noun feminine',
        '',
        'Definition: the first, in place, time, order or rank',
        'Origin: from the same as H7218',
        'KJV usage: beginning, chief(-est), first(-fruits, part, time), principal thing',
        'KJV renderings: beginning (18), firstfruits (11)',
        'Occurs in 51 verses in the KJV.',
      ].join('\n'),
    );
  });

  it('leaves out what the entry does not have', () => {
    const bare = {
      ...entry,
      language: 'greek' as const,
      partOfSpeech: null,
      origin: null,
      usage: null,
      kjvUsage: [],
      pronunciation: '',
    };
    expect(entryAsText(bare)).toBe(
      'H7225 (Greek) רֵאשִׁית\nrêʼshîyth\n\nDefinition: the first, in place, time, order or rank\nOccurs in 51 verses in the KJV.',
    );
  });
});

describe('exportFileName', () => {
  it('names the file after the number', () => expect(exportFileName(entry)).toBe('strongs-H7225.txt'));
});
