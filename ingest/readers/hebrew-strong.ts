import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IngestError, type LexiconEntry } from '../model';
import {
  childElements,
  collapseWhitespace,
  collectElements,
  textOf,
  type XmlElement,
  type XmlNode,
} from './xml-tree';

/** Where bibledit-data installs the OSHB Hebrew Lexicon (HebrewStrong, BDB and their indexes). */
export const HEBREW_LEXICON_DIRECTORY = '/usr/share/bibledit/sources/hebrewlexicon';

/** Reads `HebrewStrong.xml`, naming parts of speech from `PartsOfSpeech.xml` when it sits beside it. */
export async function readHebrewStrong(
  directory: string = HEBREW_LEXICON_DIRECTORY,
): Promise<LexiconEntry[]> {
  const posPath = join(directory, 'PartsOfSpeech.xml');
  const partsOfSpeech = existsSync(posPath)
    ? parsePartsOfSpeech(await readFile(posPath, 'utf8'), posPath)
    : new Map<string, string>();
  const path = join(directory, 'HebrewStrong.xml');
  return parseHebrewStrong(await readFile(path, 'utf8'), path, partsOfSpeech);
}

/** Parses `PartsOfSpeech.xml` into code → name (`n-f` → `Noun Feminine`). */
export function parsePartsOfSpeech(xml: string, file: string): Map<string, string> {
  const names = new Map<string, string>();
  collectElements(xml, file, ['POS'], (element) => {
    const [code] = childElements(element, 'Code');
    const [name] = childElements(element, 'Name');
    if (code && name) names.set(textOf(code).trim(), textOf(name).trim());
  });
  return names;
}

/**
 * Parses OSHB `HebrewStrong.xml`: `<meaning>` becomes the definition, `<usage>` the KJV usage and `<source>`
 * the derivation, with cross-references written as `H7218` so they can be linked.
 */
export function parseHebrewStrong(
  xml: string,
  file: string,
  partsOfSpeech: ReadonlyMap<string, string> = new Map(),
): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  collectElements(xml, file, ['entry'], (element) => entries.push(parseEntry(element, file, partsOfSpeech)));
  return entries;
}

function parseEntry(
  element: XmlElement,
  file: string,
  partsOfSpeech: ReadonlyMap<string, string>,
): LexiconEntry {
  const id = element.attributes.id ?? '';
  const idMatch = /^H(\d+)$/.exec(id);
  const [headword] = childElements(element, 'w');
  if (!idMatch || !headword)
    throw new IngestError(file, element.line, `entry "${id}" lacks an H number or headword`);
  const strongs = `H${Number(idMatch[1])}`;

  const field = (name: string): string | undefined => {
    const [child] = childElements(element, name);
    return child && collapseWhitespace(render(child));
  };
  const links = new Set<string>();
  collectLinks(element, links);
  links.delete(strongs);

  const pos = headword.attributes.pos;
  const entry: LexiconEntry = {
    strongs,
    language: 'hebrew',
    lemma: textOf(headword).trim().normalize('NFC'),
    transliteration: headword.attributes.xlit ?? '',
    pronunciation: headword.attributes.pron ?? '',
    // Entries without <meaning> (mostly Aramaic "corresponding to") keep an empty definition rather than a
    // copy of the usage line, which the reader shows anyway.
    definition: field('meaning') ?? '',
    derivationLinks: [...links],
  };
  if (pos)
    entry.partOfSpeech = pos
      .split(/\s+/)
      .map((code) => partsOfSpeech.get(code) ?? code)
      .join('; ');
  const derivation = field('source');
  if (derivation) entry.derivation = derivation;
  const usage = field('usage');
  if (usage) entry.kjvUsage = usage;
  return entry;
}

/** Plain text of a field: `<w src="H7218">7218</w>` becomes `H7218`; editorial `<note>`s are left out. */
function render(node: XmlNode): string {
  if (typeof node === 'string') return node;
  if (node.name === 'note') return '';
  if (node.name === 'w' && node.attributes.src) return node.attributes.src;
  let text = '';
  for (const child of node.children) text += render(child);
  return node.name === 'w' ? text.normalize('NFC') : text;
}

function collectLinks(element: XmlElement, links: Set<string>): void {
  for (const child of childElements(element)) {
    const match = child.name === 'w' ? /^H(\d+)$/.exec(child.attributes.src ?? '') : null;
    if (match) links.add(`H${Number(match[1])}`);
    collectLinks(child, links);
  }
}
