import { readFile } from 'node:fs/promises';
import { IngestError, type ScholarlyEntry } from '../model';
import {
  childElements,
  collectElements,
  escapeHtml,
  renderHtml,
  textOf,
  type HtmlRule,
  type XmlElement,
} from './xml-tree';

/** Where bibledit-data installs Abbott-Smith's Manual Greek Lexicon of the NT (1922, public domain). */
export const ABBOTT_SMITH_FILE = '/usr/share/bibledit/sources/abbott-smith/abbott-smith.tei_lemma.xml';

/** Reads the Abbott-Smith TEI file into one entry per headword of the lexicon body. */
export async function readAbbottSmith(path: string = ABBOTT_SMITH_FILE): Promise<ScholarlyEntry[]> {
  return parseAbbottSmith(await readFile(path, 'utf8'), path);
}

/**
 * Parses Abbott-Smith: `entryId` is the headword (a repeated one is merged), `strongs` the `strong` attribute
 * normalised (`G0901a` → `G901`; empty for the 452 entries without one). Front and back matter are skipped.
 */
export function parseAbbottSmith(xml: string, file: string): ScholarlyEntry[] {
  const entries = new Map<string, ScholarlyEntry>();
  const add = (entry: ScholarlyEntry): void => {
    const earlier = entries.get(entry.entryId);
    if (!earlier) {
      entries.set(entry.entryId, entry);
      return;
    }
    // The file has one headword twice (προερέω, with and without its number): merge rather than lose either.
    earlier.strongs = [...new Set([...earlier.strongs, ...entry.strongs])];
    if (entry.content.length > earlier.content.length) earlier.content = entry.content;
  };
  collectElements(xml, file, ['entry', 'superEntry'], (element, ancestors) => {
    if (!ancestors.includes('body')) return;
    if (element.name === 'entry') {
      add(toEntry(element, file, undefined, ''));
      return;
    }
    // A superEntry groups related headwords (πρότερος / πρῶτος) after a shared introduction.
    const intro = renderHtml({ ...element, children: element.children.filter((c) => !isEntry(c)) }, RULES);
    for (const child of childElements(element, 'entry')) {
      add(toEntry(child, file, element.attributes.strong, intro));
    }
  });
  return [...entries.values()];
}

function isEntry(node: XmlElement | string): boolean {
  return typeof node !== 'string' && node.name === 'entry';
}

function toEntry(
  element: XmlElement,
  file: string,
  inheritedStrong: string | undefined,
  intro: string,
): ScholarlyEntry {
  const lemma = element.attributes.lemma?.normalize('NFC');
  if (!lemma) throw new IngestError(file, element.line, 'entry without a lemma attribute');
  const strong = element.attributes.strong ?? inheritedStrong;
  const strongs = strong === undefined ? [] : parseStrongs(strong);
  if (strong !== undefined && strongs.length === 0) {
    throw new IngestError(file, element.line, `entry ${lemma} has an unreadable strong="${strong}"`);
  }
  const content = [intro, renderHtml(element, RULES)]
    .filter((part) => part !== '')
    .join(' ')
    .normalize('NFC');
  return { source: 'abbott-smith', entryId: lemma, strongs, headword: lemma, content };
}

/** `G0901a` → [`G901`]; `H157,H158` → [`H157`, `H158`]; placeholders such as `H????` give nothing. */
function parseStrongs(text: string): string[] {
  const numbers = new Set<string>();
  for (const match of text.matchAll(/([GH])0*(\d+)[a-z]?/gi))
    numbers.add(`${match[1]!.toUpperCase()}${match[2]}`);
  return [...numbers];
}

const LANGUAGES: Record<string, string> = {
  grc: ' lang="grc"',
  heb: ' lang="he" dir="rtl"',
  arc: ' lang="arc" dir="rtl"',
  lat: ' lang="la"',
};

const wrap =
  (tag: string): HtmlRule =>
  (_element, content) =>
    `<${tag}>${content}</${tag}>`;

/** The HTML the lexicon becomes: b, strong, em, i, sup, sub, span[lang dir data-strongs], a[data-*], div, p. */
const RULES: Record<string, HtmlRule> = {
  orth: (_element, content) => `<b lang="grc">${content}</b>`,
  gloss: wrap('strong'),
  emph: wrap('em'),
  hi: (element, content) =>
    element.attributes.rend === 'superscript' ? `<sup>${content}</sup>` : `<sub>${content}</sub>`,
  pos: wrap('i'),
  tns: wrap('i'),
  mood: wrap('i'),
  gram: wrap('i'),
  number: wrap('i'),
  per: wrap('i'),
  subc: wrap('i'),
  re: (_element, content) => `<div class="re">${content}</div>`,
  sense: (element, content) => {
    const n = element.attributes.n;
    return `<div class="sense">${n ? `<b>${escapeHtml(n)}</b> ` : ''}${content}</div>`;
  },
  foreign: (element, content) => {
    const language = LANGUAGES[element.attributes['xml:lang'] ?? ''] ?? '';
    const strongs = parseStrongs(element.attributes.n ?? '');
    const data = strongs.length > 0 ? ` data-strongs="${strongs.join(' ')}"` : '';
    return language || data ? `<span${language}${data}>${content}</span>` : content;
  },
  ref: (element, content) => {
    const { osisRef, target } = element.attributes;
    if (osisRef) return `<a data-osis="${escapeHtml(osisRef)}">${content}</a>`;
    // Other refs name another headword, either by `target="#λαός"` or by their own text.
    const headword = target?.replace(/^#/, '') ?? textOf(element).trim();
    return `<a data-entry="${escapeHtml(headword.normalize('NFC'))}">${content}</a>`;
  },
  note: (element, content) =>
    element.attributes.type === 'occurrencesNT'
      ? `<p class="occurrences">NT occurrences: ${content}</p>`
      : '',
  pb: () => '',
  lb: () => ' ',
};
