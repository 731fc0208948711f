import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IngestError, type ScholarlyEntry } from '../model';
import { HEBREW_LEXICON_DIRECTORY } from './hebrew-strong';
import { collectElements, escapeHtml, findElement, renderHtml, textOf, type HtmlRule } from './xml-tree';

/** How BDB is to be presented: the Open Scriptures file is mostly outlines, not the full dictionary. */
export const BDB_LABEL = 'BDB (abridged, Open Scriptures)';

/** One LexicalIndex.xml entry: the join between a BDB entry and a Strong's number. */
export interface LexicalIndexRow {
  id: string;
  bdb?: string;
  /** Strong's number digits (`7225`); the index also lists prefix particles as letters, which are dropped. */
  strong?: number;
  aug?: string;
}

/** Reads BrownDriverBriggs.xml and links each entry to Strong's numbers through LexicalIndex.xml and AugIndex.xml. */
export async function readBdb(directory: string = HEBREW_LEXICON_DIRECTORY): Promise<ScholarlyEntry[]> {
  const read = (name: string): Promise<string> => readFile(join(directory, name), 'utf8');
  const [bdb, lexical, aug] = await Promise.all([
    read('BrownDriverBriggs.xml'),
    read('LexicalIndex.xml'),
    read('AugIndex.xml'),
  ]);
  const index = parseLexicalIndex(lexical, join(directory, 'LexicalIndex.xml'));
  const augmented = parseAugIndex(aug, join(directory, 'AugIndex.xml'));
  return parseBdb(bdb, join(directory, 'BrownDriverBriggs.xml'), strongsByBdbId(index, augmented));
}

/** Parses LexicalIndex.xml (`<entry id="lqb">… <xref bdb="t.ad.ag" strong="7225" twot="2097e"/>`). */
export function parseLexicalIndex(xml: string, file: string): LexicalIndexRow[] {
  const rows: LexicalIndexRow[] = [];
  collectElements(xml, file, ['entry'], (element) => {
    const id = element.attributes.id;
    if (!id) throw new IngestError(file, element.line, 'index entry without an id');
    const row: LexicalIndexRow = { id };
    const xref = findElement(element, 'xref');
    if (xref?.attributes.bdb) row.bdb = xref.attributes.bdb;
    if (xref?.attributes.strong && /^\d+$/.test(xref.attributes.strong))
      row.strong = Number(xref.attributes.strong);
    if (xref?.attributes.aug) row.aug = xref.attributes.aug;
    rows.push(row);
  });
  return rows;
}

/** Parses AugIndex.xml into augmented Strong's (`1254a`, or a particle such as `b`) → LexicalIndex id. */
export function parseAugIndex(xml: string, file: string): Map<string, string> {
  const index = new Map<string, string>();
  collectElements(xml, file, ['w'], (element) => {
    const aug = element.attributes.aug;
    if (!aug) throw new IngestError(file, element.line, 'index row without an aug attribute');
    index.set(aug, textOf(element).trim());
  });
  return index;
}

/** BDB ids for an augmented Strong's key (`1254a`, as `oshbAugmentedKey` gives it), for word-level look-ups. */
export function bdbIdsByAugmentedStrongs(
  index: readonly LexicalIndexRow[],
  augmented: ReadonlyMap<string, string>,
): Map<string, string> {
  const bdbByLexicalId = new Map(index.flatMap((row) => (row.bdb ? [[row.id, row.bdb] as const] : [])));
  const result = new Map<string, string>();
  for (const [aug, lexicalId] of augmented) {
    const bdb = bdbByLexicalId.get(lexicalId);
    if (bdb) result.set(aug, bdb);
  }
  return result;
}

/** Strong's numbers (`H7225`) per BDB id, from LexicalIndex cross-references and AugIndex rows. */
export function strongsByBdbId(
  index: readonly LexicalIndexRow[],
  augmented: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const result = new Map<string, Set<string>>();
  const add = (bdb: string, strongs: string): void => {
    const set = result.get(bdb) ?? new Set<string>();
    set.add(strongs);
    result.set(bdb, set);
  };
  for (const row of index) if (row.bdb && row.strong) add(row.bdb, `H${row.strong}`);
  for (const [aug, bdb] of bdbIdsByAugmentedStrongs(index, augmented)) {
    const digits = /^(\d+)[a-z]?$/.exec(aug);
    if (digits) add(bdb, `H${Number(digits[1])}`);
  }
  return new Map([...result].map(([bdb, set]) => [bdb, [...set]]));
}

/** Parses BrownDriverBriggs.xml into simple-HTML entries; `strongs` comes from `strongsByBdbId`. */
export function parseBdb(
  xml: string,
  file: string,
  strongs: ReadonlyMap<string, string[]>,
): ScholarlyEntry[] {
  const entries: ScholarlyEntry[] = [];
  collectElements(xml, file, ['entry'], (element) => {
    const id = element.attributes.id;
    if (!id) throw new IngestError(file, element.line, 'entry without an id');
    const homograph = element.attributes.mod
      ? `<span class="homograph">${escapeHtml(element.attributes.mod)}</span> `
      : '';
    const headword = findElement(element, 'w');
    entries.push({
      source: 'bdb',
      entryId: id,
      strongs: strongs.get(id) ?? [],
      headword: headword ? textOf(headword).trim().normalize('NFC') : '',
      content: (homograph + renderHtml(element, RULES)).normalize('NFC'),
    });
  });
  // Some cross-references are empty (`<w src="m.di.ai"/>`): show the headword of the entry they point to.
  const headwords = new Map(entries.map((entry) => [entry.entryId, entry.headword]));
  for (const entry of entries) {
    entry.content = entry.content.replace(
      /<a data-entry="([^"]+)" lang="he" dir="rtl"><\/a>/g,
      (link, target: string) => link.replace('></a>', `>${escapeHtml(headwords.get(target) ?? target)}</a>`),
    );
  }
  return entries;
}

const wrap =
  (tag: string): HtmlRule =>
  (_element, content) =>
    `<${tag}>${content}</${tag}>`;

/** Languages whose script the source replaced by its name ("Arabic", "Syriac"). */
const PLACEHOLDER = /^(Arabic|Syriac|Ethiopic|Persian)$/;

const RIGHT_TO_LEFT = new Set(['he', 'arc', 'ara', 'syr', 'fas']);

/** The HTML BDB becomes: strong, i, b, em, span[lang dir class], a[data-entry | data-osis], div.sense. */
const RULES: Record<string, HtmlRule> = {
  w: (element, content) => {
    const target = element.attributes.src;
    if (target) return `<a data-entry="${escapeHtml(target)}" lang="he" dir="rtl">${content}</a>`;
    return `<span lang="he" dir="rtl">${content}</span>`;
  },
  def: wrap('strong'),
  pos: wrap('i'),
  asp: wrap('i'),
  stem: wrap('b'),
  em: wrap('em'),
  ref: (element, content) =>
    element.attributes.r ? `<a data-osis="${escapeHtml(element.attributes.r)}">${content}</a>` : content,
  sense: (element, content) => {
    const n = element.attributes.n;
    return `<div class="sense">${n ? `<b>${escapeHtml(n)}</b> ` : ''}${content}</div>`;
  },
  foreign: (element, content) => {
    if (PLACEHOLDER.test(content.trim())) return `<span class="omitted">[${content.trim()}]</span>`;
    const language = element.attributes['xml:lang'];
    if (!language) return content;
    const direction = RIGHT_TO_LEFT.has(language) ? ' dir="rtl"' : '';
    return `<span lang="${escapeHtml(language)}"${direction}>${content}</span>`;
  },
  page: () => '',
  status: () => '',
};
