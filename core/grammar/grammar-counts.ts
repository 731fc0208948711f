import { describeFeatures } from '../morphology/grammar-vocabulary';
import type { QueryNode } from '../search/query';
import type { WordLevelNode } from '../search/grammar-query';
import type { WordIndex } from './word-index';
import type { WordSearch } from './word-search';

/** Each word's KJV rendering (an id into `texts`, 0 for none), from the reverse interlinear's alignment. */
export interface Renderings {
  ids: Uint32Array;
  /** `texts[0]` is unused: id 0 means the KJV renders the word by no word of its own. */
  texts: string[];
}

export interface GrammarCounts {
  /** Verses the whole query matched. */
  verses: number;
  /** Words in those verses matched by the query's grammatical terms (each word once). */
  words: number;
  byBook: { book: number; verses: number; words: number }[];
  /** Surface form and parsing, most frequent first. */
  byForm: { form: string; code: string; parsing: string; count: number }[];
  /** The KJV's English for the matched words, most frequent first; empty without an alignment. */
  byRendering: { rendering: string; count: number }[];
}

/** How many rows of the form and rendering tables an answer carries. */
export const BREAKDOWN_ROWS = 100;

/** The grammatical nodes of a query that find words (not those of excluded terms). */
export function positiveWordNodes(node: QueryNode, out: WordLevelNode[] = []): WordLevelNode[] {
  if (node.kind === 'grammar' || node.kind === 'near') out.push(node);
  else if (node.kind === 'and') node.allOf.forEach((part) => positiveWordNodes(part, out));
  else if (node.kind === 'or') node.anyOf.forEach((option) => positiveWordNodes(option, out));
  return out;
}

/**
 * The matched words of a query (ascending word numbers): the words its grammatical terms find, in the verses
 * the whole query matched (`verses`: ordinals, ascending).
 */
export function matchedWords(
  search: WordSearch,
  nodes: readonly WordLevelNode[],
  verses: Uint32Array,
): Uint32Array {
  const index = search.index;
  const inVerse = new Uint8Array(index.keys.length);
  for (const verse of verses) inVerse[verse] = 1;
  const lists = nodes.map((node) => search.words(node));
  const seen = lists.length > 1 ? new Uint8Array(index.wordCount) : undefined;
  const out: number[] = [];
  for (const list of lists) {
    for (const word of list) {
      if (inVerse[index.verseOf[word]!] !== 1) continue;
      if (seen) {
        if (seen[word]) continue;
        seen[word] = 1;
      }
      out.push(word);
    }
  }
  const words = Uint32Array.from(out);
  return lists.length > 1 ? words.sort() : words;
}

/** The counts and breakdowns of matched words (exact: every word counted once). */
export function grammarCounts(
  index: WordIndex,
  verses: Uint32Array,
  words: Uint32Array,
  renderings?: Renderings,
): GrammarCounts {
  const byBook: GrammarCounts['byBook'] = [];
  const bookOf = (verse: number) => Math.floor(index.keys[verse]! / 1_000_000);
  for (const verse of verses) {
    const book = bookOf(verse);
    const last = byBook.at(-1);
    if (last?.book === book) last.verses++;
    else byBook.push({ book, verses: 1, words: 0 });
  }
  let bookAt = 0;
  const forms = new Map<number, number>();
  const english = new Map<number, number>();
  const surfaces = index.surfaces.length;
  for (const word of words) {
    const book = bookOf(index.verseOf[word]!);
    while (byBook[bookAt] && byBook[bookAt]!.book < book) bookAt++;
    if (byBook[bookAt]?.book === book) byBook[bookAt]!.words++;
    // One number for a (code, surface form) pair.
    const pair = index.form[word]! * surfaces + index.surface[word]!;
    forms.set(pair, (forms.get(pair) ?? 0) + 1);
    const rendering = renderings?.ids[word] ?? 0;
    if (rendering) english.set(rendering, (english.get(rendering) ?? 0) + 1);
  }
  const top = <T>(map: Map<number, number>, row: (id: number, count: number) => T) =>
    [...map]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, BREAKDOWN_ROWS)
      .map(([id, count]) => row(id, count));
  return {
    verses: verses.length,
    words: words.length,
    byBook,
    byForm: top(forms, (pair, count) => {
      const code = index.codes[Math.floor(pair / surfaces)]!;
      return {
        form: index.surfaces[pair % surfaces]!,
        code: code.code,
        parsing: code.features ? describeFeatures(code.features) : code.code,
        count,
      };
    }),
    byRendering: renderings ? top(english, (id, count) => ({ rendering: renderings.texts[id]!, count })) : [],
  };
}
