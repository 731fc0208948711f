import { describe, expect, it } from 'vitest';
import { verseKey } from '../../core/bible/books';
import { VersePairing } from '../../core/bible/verse-pairing';
import { mapNotes } from './commentary-mapping';
import type { KjvNote } from './commentary-notes';

const JOEL = 29;
const note = (from: number, to: number, heading: string): KjvNote => ({
  from,
  to,
  heading,
  html: `<p>${heading}</p>`,
});

// KJV Joel 2:28-32 is the Hebrew Bible's Joel 3:1-5; KJV Joel 3:1-21 its Joel 4:1-21.
const rows = [
  ...[28, 29, 30, 31, 32].map((verse) => ({
    fromKey: verseKey(JOEL, 2, verse),
    toKey: verseKey(JOEL, 3, verse - 27),
  })),
  ...Array.from({ length: 21 }, (_v, index) => ({
    fromKey: verseKey(JOEL, 3, index + 1),
    toKey: verseKey(JOEL, 4, index + 1),
  })),
];
const pairing = new VersePairing(rows);
const kjvNotes: Record<number, KjvNote[]> = {
  2: [note(1, 14, 'Verses 1-14'), note(15, 27, 'Verses 15-27'), note(28, 32, 'Verses 28-32')],
  3: [note(1, 8, 'Verses 1-8'), note(9, 21, 'Verses 9-21')],
};
const notesOf = (chapter: number) => kjvNotes[chapter] ?? [];
const keys = (chapter: number, count: number) =>
  Array.from({ length: count }, (_v, index) => verseKey(JOEL, chapter, index + 1));

describe('mapNotes', () => {
  it('gives a KJV-numbered version the notes as they are', () => {
    expect(mapNotes(notesOf, pairing, 'KJV', JOEL, 2, keys(2, 32))).toEqual(kjvNotes[2]);
  });

  it("renumbers notes into the Hebrew Bible's chapters", () => {
    const joel3 = mapNotes(notesOf, pairing, 'WLC', JOEL, 3, keys(3, 5));
    expect(joel3.map((n) => [n.from, n.to, n.heading])).toEqual([[1, 5, 'Verses 28-32 (KJV chapter 2)']]);
    const joel4 = mapNotes(notesOf, pairing, 'WLC', JOEL, 4, keys(4, 21));
    expect(joel4.map((n) => [n.from, n.to, n.heading])).toEqual([
      [1, 8, 'Verses 1-8 (KJV chapter 3)'],
      [9, 21, 'Verses 9-21 (KJV chapter 3)'],
    ]);
    const joel2 = mapNotes(notesOf, pairing, 'WLC', JOEL, 2, keys(2, 27));
    expect(joel2.map((n) => [n.from, n.to])).toEqual([
      [1, 14],
      [15, 27],
    ]);
  });
});
