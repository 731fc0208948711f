import { BOOKS, verseKey } from '../core/bible/books';
import { KJV } from '../core/bible/versification';
import { HIGHLIGHT_COLORS, type MarkKind } from '../core/study/marks';
import { osisRange } from '../server/study/study-places';
import type { MarkValues } from '../server/study/study.repository';

/**
 * The marks bench/study.bench.ts gives its readers: a realistic mix (highlights in the eight colours,
 * bookmarks, notes of a sentence to a few paragraphs, journal notes, saved Strong's numbers), tags from a
 * reader's small vocabulary, places over the whole Bible with a few favourite chapters holding many.
 */

/**
 * A small deterministic generator (mulberry32), so every run makes the same marks and asks the same places.
 * Not the linear one of the other benches: in floating point its products lose their low bits, and it repeats
 * after some 850 values, too few for 30,000 marks.
 */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const CANON = BOOKS.filter((book) => !book.deuterocanonical);

const FAVOURITES = [
  ['John', 3],
  ['Ps', 23],
  ['Rom', 8],
  ['Gen', 1],
  ['Matt', 5],
  ['Isa', 53],
  ['1Cor', 13],
  ['Heb', 11],
] as const;

export const TAGS = [
  'sermon',
  'lesson',
  'prayer',
  'promise',
  'grace',
  'faith',
  'hope',
  'love',
  'covenant',
  'prophecy',
  'sermons/easter',
  'sermons/advent',
  'sermons/pentecost',
  'study/romans',
  'study/psalms',
  'study/gospels',
  'family',
  'memory verse',
  'questions',
  'word study',
  'missions',
  'worship',
  'comfort',
  'wisdom',
  'creation',
  'law',
  'kingdom',
  'holy spirit',
  'church',
  'suffering',
];

const WORDS = (
  'the of and to in that he shall unto for his lord they be is him not them it with all thou thy was god which my me ' +
  'said but ye their have will thee from as are when this out were by upon man you there israel king up even so ' +
  'people son hath then house went children land came before against day one men into us went also saith our ' +
  'mercy grace faith love hope peace covenant promise righteous kingdom glory spirit truth light life word heart ' +
  'sermon point compare cross reference application greek hebrew meaning context prayer question remember'
).split(' ');

/** Note text of `words` words, with `shepherd` in about one note in a hundred (the rare word searched for). */
export function noteText(random: () => number, words: number): string {
  const chosen: string[] = [];
  for (let index = 0; index < words; index++) chosen.push(WORDS[Math.floor(random() * WORDS.length)]!);
  if (random() < 0.01) chosen.splice(Math.floor(random() * chosen.length), 0, 'shepherd');
  const sentence = chosen.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1) + '.';
}

/** A verse (or a short range) of a random chapter, one of the favourite chapters one time in five. */
function place(random: () => number): { ref: string; startKey: number; endKey: number } {
  let osis: string;
  let chapter: number;
  if (random() < 0.2) {
    [osis, chapter] = FAVOURITES[Math.floor(random() * FAVOURITES.length)]!;
  } else {
    const book = CANON[Math.floor(random() * CANON.length)]!;
    osis = book.osis;
    chapter = 1 + Math.floor(random() * book.chapters);
  }
  const book = CANON.find((entry) => entry.osis === osis)!;
  const verses = KJV.verseCount(osis, chapter);
  const first = 1 + Math.floor(random() * verses);
  const last = random() < 0.15 ? Math.min(verses, first + Math.floor(random() * 4)) : first;
  const startKey = verseKey(book.number, chapter, first);
  const endKey = verseKey(book.number, chapter, last);
  return { ref: osisRange(startKey, endKey), startKey, endKey };
}

function tags(random: () => number): string[] {
  const count = random() < 0.5 ? 0 : 1 + Math.floor(random() * 3);
  return [...new Set(Array.from({ length: count }, () => TAGS[Math.floor(random() * TAGS.length)]!))].sort();
}

/** `count` marks of the mix: 40 % highlights, 20 % bookmarks, 30 % notes, 5 % journal, 5 % Strong's numbers. */
export function mixedMarks(random: () => number, count: number): MarkValues[] {
  return Array.from({ length: count }, (_, index) => {
    const roll = random();
    const kind: MarkKind =
      roll < 0.4
        ? 'highlight'
        : roll < 0.6
          ? 'bookmark'
          : roll < 0.9
            ? 'note'
            : roll < 0.95
              ? 'journal'
              : 'strongs';
    return markOf(random, kind, index);
  });
}

/** `count` notes, each of 10 to 200 words. */
export function notes(random: () => number, count: number): MarkValues[] {
  return Array.from({ length: count }, (_, index) => markOf(random, 'note', index));
}

function markOf(random: () => number, kind: MarkKind, index: number): MarkValues {
  const at = kind === 'journal' ? { ref: '', startKey: 0, endKey: 0 } : place(random);
  const stamp = new Date(Date.UTC(2026, 0, 1) + index * 3_600_000);
  return {
    kind,
    ...at,
    version: kind === 'journal' ? null : 'kjv',
    color: kind === 'highlight' ? HIGHLIGHT_COLORS[Math.floor(random() * HIGHLIGHT_COLORS.length)]! : null,
    note: kind === 'note' || kind === 'journal' ? noteText(random, 10 + Math.floor(random() * 190)) : null,
    tags: tags(random),
    strongs: kind === 'strongs' ? [`G${1 + Math.floor(random() * 5_000)}`] : [],
    createdAt: stamp,
    updatedAt: stamp,
  };
}
