import { readFile } from 'node:fs/promises';
import { findBook } from '../../core/bible/books';
import { IngestError, type VerseMapRow } from '../model';
import { collectElements } from './xml-tree';

/** A verse reference inside one versification. */
export type VerseRef = VerseMapRow['from'];

/** OSHB's WLC↔KJV map (CC BY 4.0), the primary source: it describes exactly the WLC text we import. */
export const OSHB_VERSE_MAP_FILE = '/usr/share/bibledit/sources/morphhb/VerseMap.xml';

/** bibledit's English↔original map: adds Psalm titles as KJV verse 0 and Acts 19:41, but has a few slips. */
export const BIBLEDIT_ENGLISH_MAPPING_FILE = '/usr/share/bibledit/mapping/English.txt';

/** Reads OSHB `VerseMap.xml` as KJV → WLC rows. */
export async function readOshbVerseMap(path: string = OSHB_VERSE_MAP_FILE): Promise<VerseMapRow[]> {
  return parseOshbVerseMap(await readFile(path, 'utf8'), path);
}

/**
 * Parses OSHB `VerseMap.xml` (`<verse wlc="Gen.32.1" kjv="Gen.31.55" type="full"/>`) into KJV → WLC rows.
 * Partial rows (`1Kgs.18.34!a`) lose their half-verse marker: the model maps whole verses only.
 */
export function parseOshbVerseMap(xml: string, file: string): VerseMapRow[] {
  const rows: VerseMapRow[] = [];
  collectElements(xml, file, ['verse'], (element) => {
    const { kjv, wlc } = element.attributes;
    const from = kjv === undefined ? undefined : parseOsisRef(kjv);
    const to = wlc === undefined ? undefined : parseOsisRef(wlc);
    if (!from || !to)
      throw new IngestError(file, element.line, `bad verse mapping kjv="${kjv}" wlc="${wlc}"`);
    rows.push({ fromSystem: 'KJV', from, toSystem: 'WLC', to });
  });
  return rows;
}

/** Reads bibledit `mapping/English.txt` as KJV → `toSystem` rows. */
export async function readBibleditMapping(
  path: string = BIBLEDIT_ENGLISH_MAPPING_FILE,
  toSystem = 'WLC',
): Promise<VerseMapRow[]> {
  return parseBibleditMapping(await readFile(path, 'utf8'), path, toSystem);
}

/**
 * Parses bibledit's `Genesis 31:55 = Genesis 32:1` lines (English on the left, original on the right).
 * The file mixes Old and New Testament rows; callers pick `toSystem` and the books they need.
 */
export function parseBibleditMapping(text: string, file: string, toSystem = 'WLC'): VerseMapRow[] {
  const rows: VerseMapRow[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const [left = '', right, ...rest] = line.split('=');
    const from = parseNamedRef(left);
    const to = right === undefined ? undefined : parseNamedRef(right);
    if (!from || !to || rest.length > 0)
      throw new IngestError(file, index + 1, `cannot read mapping "${line}"`);
    rows.push({ fromSystem: 'KJV', from, toSystem, to });
  });
  return rows;
}

/** Maps verses both ways across a set of rows that share one pair of systems. */
export interface VerseMapper {
  fromSystem: string;
  toSystem: string;
  /** The `toSystem` verses a `fromSystem` verse corresponds to; empty when it has no counterpart. */
  forward(ref: VerseRef): VerseRef[];
  /** The `fromSystem` verses a `toSystem` verse corresponds to; empty when it has no counterpart. */
  reverse(ref: VerseRef): VerseRef[];
}

/**
 * Builds a mapper from difference rows. A verse the rows do not mention keeps its number, unless that number
 * is already taken on the other side by a mapped verse (WLC Ps 3:1, the title, has no KJV verse: KJV 3:1 is
 * WLC 3:2), in which case it has no counterpart.
 */
export function createVerseMapper(rows: readonly VerseMapRow[]): VerseMapper {
  const [first] = rows;
  if (!first) throw new Error('a verse mapper needs at least one row');
  const forward = new Map<string, VerseRef[]>();
  const reverse = new Map<string, VerseRef[]>();
  for (const row of rows) {
    if (row.fromSystem !== first.fromSystem || row.toSystem !== first.toSystem) {
      throw new Error(
        `mixed systems: ${row.fromSystem}→${row.toSystem} and ${first.fromSystem}→${first.toSystem}`,
      );
    }
    addTo(forward, refKey(row.from), row.to);
    addTo(reverse, refKey(row.to), row.from);
  }
  const look = (
    ref: VerseRef,
    index: Map<string, VerseRef[]>,
    other: Map<string, VerseRef[]>,
  ): VerseRef[] => {
    const key = refKey(ref);
    const mapped = index.get(key);
    if (mapped) return mapped.map((target) => ({ ...target }));
    return other.has(key) ? [] : [{ ...ref }];
  };
  return {
    fromSystem: first.fromSystem,
    toSystem: first.toSystem,
    forward: (ref) => look(ref, forward, reverse),
    reverse: (ref) => look(ref, reverse, forward),
  };
}

function addTo(index: Map<string, VerseRef[]>, key: string, ref: VerseRef): void {
  const list = index.get(key);
  if (list) list.push(ref);
  else index.set(key, [ref]);
}

function refKey(ref: VerseRef): string {
  return `${ref.book}.${ref.chapter}.${ref.verse}`;
}

/** `Gen.31.55` or `1Kgs.18.34!a` (the half-verse marker is dropped). */
function parseOsisRef(text: string): VerseRef | undefined {
  const match = /^([1-3]?[A-Za-z]+)\.(\d+)\.(\d+)(?:![a-z])?$/.exec(text.trim());
  const book = match && findBook(match[1]!);
  if (!match || !book || book.osis !== match[1]) return undefined;
  return { book: book.osis, chapter: Number(match[2]), verse: Number(match[3]) };
}

/** `1 Samuel 20:42` or `Psalms 3:0` (bibledit's book names; verse 0 is a Psalm title). */
function parseNamedRef(text: string): VerseRef | undefined {
  const match = /^\s*(.+?)\s+(\d+):(\d+)\s*$/.exec(text);
  const book = match && findBook(match[1]!);
  if (!match || !book) return undefined;
  return { book: book.osis, chapter: Number(match[2]), verse: Number(match[3]) };
}
