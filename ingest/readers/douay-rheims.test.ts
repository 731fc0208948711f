import { describe, expect, it } from 'vitest';
import { isTitleOnly, mapDouayRheims, type RawVerse } from './douay-rheims';

const raw = (reference: string, text: string): RawVerse => {
  const [book, chapter, verse] = reference.split('.') as [string, string, string];
  return { book, chapter: Number(chapter), verse: Number(verse), text };
};

const references = (verses: { book: string; chapter: number; verse: number; text: string }[]) =>
  verses.map((verse) => `${verse.book} ${verse.chapter}:${verse.verse} ${verse.text}`);

describe('isTitleOnly', () => {
  it.each([
    ['The psalm of David when he fled from the face of his son Absalom.', true],
    ['Unto the end, in verses. A psalm of David.', true],
    ['Unto the end, for the presses: a psalm of David.', true],
    ['Of understanding for David. A prayer when he was in the cave. [1 Kings', true],
    ['A psalm for David. The Lord ruleth me: and I shall want nothing.', false],
    ['Why have the Gentiles raged, and the people devised vain things?', false],
  ])('%s → %s', (text, expected) => {
    expect(isTitleOnly(text)).toBe(expected);
  });
});

describe('mapDouayRheims', () => {
  it('relabels the deuterocanon, skips placeholders and keeps their own numbering', () => {
    const notes: string[] = [];
    const verses = mapDouayRheims(
      [
        raw('Gen.1.1', 'In the beginning God created heaven, and earth.'),
        raw('EpJer.1.1', 'Tobias of the tribe and city of Nephtali'),
        raw('EpJer.1.2', 'dummy verses inserted by amos'),
        raw('EpJer.1.3', 'Yet he walked in the way of truth'),
        raw('2Macc.1.1', 'Now it came to pass, after that Alexander'),
        raw('Dan.13.1', 'Now there was a man that dwelt in Babylon'),
      ],
      notes,
    );
    expect(references(verses)).toEqual([
      'Gen 1:1 In the beginning God created heaven, and earth.',
      'Dan 13:1 Now there was a man that dwelt in Babylon',
      'Tob 1:1 Tobias of the tribe and city of Nephtali',
      'Tob 1:3 Yet he walked in the way of truth',
      '1Macc 1:1 Now it came to pass, after that Alexander',
    ]);
    expect(notes).toEqual(
      expect.arrayContaining([
        '1 placeholder verse slot(s) of the source skipped ("… inserted by amos", empty)',
        'source EpJer 1-14 → Tob 1-14',
        'source 2Macc 1-16 → 1Macc 1-16',
        "Dan 13 (1 verses) is not in the KJV: kept as the version's own chapter",
      ]),
    );
  });

  it('joins a title verse to verse 1 and moves a verse across a Vulgate chapter boundary', () => {
    const notes: string[] = [];
    const psalm = ['The psalm of David when he fled from the face of his son Absalom.'].concat(
      Array.from({ length: 8 }, (_, index) => `verse ${index + 1}`),
    );
    const verses = mapDouayRheims(
      [
        ...psalm.map((text, index) => raw(`Ps.3.${index + 1}`, text)),
        raw('Jonah.2.1', 'Now the Lord prepared a great fish'),
        raw('Jonah.2.2', 'And Jonas prayed to the Lord his God'),
      ],
      notes,
    );
    expect(references(verses)).toEqual([
      'Ps 3:1 The psalm of David when he fled from the face of his son Absalom. verse 1',
      ...Array.from({ length: 7 }, (_, index) => `Ps 3:${index + 2} verse ${index + 2}`),
      'Jonah 1:17 Now the Lord prepared a great fish',
      'Jonah 2:1 And Jonas prayed to the Lord his God',
    ]);
    expect(notes).toEqual(
      expect.arrayContaining([
        'Ps 3: the title (verse 1) joined to the head of verse 1, verses 2-9 → 1-8',
        "Jonah 2:1 → Jonah 1:17 (the Vulgate's numbering)",
      ]),
    );
  });

  it('untangles two interleaved chapters (Baruch 1 and 2 in the file’s Wis 1)', () => {
    const notes: string[] = [];
    const file: RawVerse[] = [];
    for (let index = 1; index <= 21; index++) {
      file.push(raw(`Wis.1.${file.length + 1}`, `Bar 2:${index}`));
      file.push(raw(`Wis.1.${file.length + 1}`, `Bar 1:${index + 1}`));
    }
    for (let index = 22; index <= 35; index++) file.push(raw(`Wis.1.${file.length + 1}`, `Bar 2:${index}`));
    const verses = mapDouayRheims(file, notes);
    for (const verse of verses) expect(`${verse.book} ${verse.chapter}:${verse.verse}`).toBe(verse.text);
    expect(verses).toHaveLength(56);
  });
});
