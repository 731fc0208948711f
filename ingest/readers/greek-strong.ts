import { readFile } from 'node:fs/promises';
import { IngestError, type LexiconEntry } from '../model';
import { collapseWhitespace, collectElements, type XmlElement, type XmlNode } from './xml-tree';

/** Where bibledit-data installs Ulrik Sandborg-Petersen's Strong's Greek XML (v1.55, public domain). */
export const GREEK_STRONG_FILE = '/usr/share/bibledit/sources/sblgnt/strongsgreek.xml';

/** A parsed entry plus the alternative headwords Strong gives after "or" (`ἄχρι` or `ἄχρις`). */
export interface GreekStrongRecord {
  entry: LexiconEntry;
  alternateLemmas: string[];
}

/** Reads `strongsgreek.xml` into one entry per key, the 101 "Not Used" numbers included as stubs. */
export async function readGreekStrong(path: string = GREEK_STRONG_FILE): Promise<LexiconEntry[]> {
  return parseGreekStrong(await readFile(path, 'utf8'), path);
}

/** Parses `strongsgreek.xml` into lexicon entries. */
export function parseGreekStrong(xml: string, file: string): LexiconEntry[] {
  return parseGreekStrongRecords(xml, file).map((record) => record.entry);
}

/** Parses `strongsgreek.xml` keeping alternative headwords, which lemma matching needs. */
export function parseGreekStrongRecords(xml: string, file: string): GreekStrongRecord[] {
  const records: GreekStrongRecord[] = [];
  collectElements(xml, file, ['entry'], (element) => records.push(parseEntry(element, file)));
  return records;
}

/** True for the stubs of numbers Strong skipped (G2717, G3203–G3302): they have no headword. */
export function isUnusedStrongsEntry(entry: LexiconEntry): boolean {
  return entry.lemma === '';
}

const FIELDS = new Set(['strongs_derivation', 'strongs_def', 'kjv_def']);

function parseEntry(element: XmlElement, file: string): GreekStrongRecord {
  const key = element.attributes.strongs ?? '';
  if (!/^\d+$/.test(key))
    throw new IngestError(file, element.line, `entry without a Strong's number: "${key}"`);
  const strongs = `G${Number(key)}`;

  const headwords: XmlElement[] = [];
  let pronunciation: string | undefined;
  const fields = new Map<string, string>();
  let trailing = '';
  const links = new Set<string>();
  let inHead = true;
  for (const child of element.children) {
    if (typeof child !== 'string' && FIELDS.has(child.name)) {
      inHead = false;
      fields.set(child.name, collapseWhitespace(render(child, links)));
    } else if (typeof child !== 'string' && child.name === 'see') {
      const link = linkOf(child);
      if (link) links.add(link);
    } else if (inHead) {
      // Before the first field come the headword(s) and their pronunciations; loose text there is "or".
      if (typeof child === 'string' || child.name === 'strongs') continue;
      if (child.name === 'greek') headwords.push(child);
      if (child.name === 'pronunciation') pronunciation ??= child.attributes.strongs;
    } else {
      // Text after the fields continues the definition ("Compare G5368.").
      trailing += render(child, links);
    }
  }
  links.delete(strongs);

  const [headword, ...alternates] = headwords.map((greek) =>
    (greek.attributes.unicode ?? '').normalize('NFC'),
  );
  if (!headword) {
    const note = collapseWhitespace(element.children.filter((c) => typeof c === 'string').join(' '));
    return {
      entry: {
        strongs,
        language: 'greek',
        lemma: '',
        transliteration: '',
        pronunciation: '',
        definition: note || 'Not Used',
        derivationLinks: [],
      },
      alternateLemmas: [],
    };
  }

  const entry: LexiconEntry = {
    strongs,
    language: 'greek',
    lemma: headword,
    transliteration: headwords[0]?.attributes.translit ?? '',
    pronunciation: pronunciation ?? '',
    definition: collapseWhitespace(`${fields.get('strongs_def') ?? ''} ${trailing}`),
    derivationLinks: [...links],
  };
  const derivation = fields.get('strongs_derivation');
  if (derivation) entry.derivation = derivation;
  // The e-text starts the KJV renderings with ":--" (the printed dictionary's dash).
  const usage = fields.get('kjv_def')?.replace(/^[\s:]*-+\s*/, '');
  if (usage) entry.kjvUsage = usage;
  return { entry, alternateLemmas: alternates.filter((lemma) => lemma !== '') };
}

/** Plain text; a cross-reference becomes `G25` or `H5689` from its `language`, and is added to `links`. */
function render(node: XmlNode, links: Set<string>): string {
  if (typeof node === 'string') return node;
  switch (node.name) {
    case 'greek':
      return (node.attributes.unicode ?? '').normalize('NFC');
    case 'strongsref': {
      const link = linkOf(node);
      if (link) links.add(link);
      return link ?? '';
    }
    case 'pronunciation':
    case 'see':
      return '';
    default: {
      let text = '';
      for (const child of node.children) text += render(child, links);
      return text;
    }
  }
}

/**
 * `G25` / `H175` from `<strongsref language="HEBREW" strongs="0175"/>`. This file states the language itself
 * (unlike the SWORD StrongsGreek module, whose `target` is wrong for 317 Hebrew references).
 */
function linkOf(element: XmlElement): string | undefined {
  const { language, strongs } = element.attributes;
  if (!strongs || !/^\d+$/.test(strongs)) return undefined;
  if (language === 'HEBREW') return `H${Number(strongs)}`;
  if (language === 'GREEK') return `G${Number(strongs)}`;
  return undefined;
}
