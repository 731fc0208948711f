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
  // A lone term's words all lie in its own verses: when the query matched just those, they are its matches,
  // found without a pass over them (decision 399).
  if (nodes.length === 1 && sameVerses(search.verses(nodes[0]!), verses)) return search.words(nodes[0]!);
  const { inVerse, marks, out } = countersOf(index);
  for (let at = 0; at < verses.length; at++) inVerse[verses[at]!] = 1;
  const verseOf = index.verseOf;
  let count = 0;
  const lists = nodes.map((node) => search.words(node));
  for (const list of lists) {
    for (let at = 0; at < list.length; at++) {
      const word = list[at]!;
      if (inVerse[verseOf[word]!] !== 1) continue;
      if (lists.length > 1) {
        if (marks[word] === 1) continue;
        marks[word] = 1;
      }
      out[count++] = word;
    }
  }
  for (let at = 0; at < verses.length; at++) inVerse[verses[at]!] = 0;
  if (lists.length === 1) return count === lists[0]!.length ? lists[0]! : out.slice(0, count);
  const words = out.slice(0, count).sort();
  for (let at = 0; at < words.length; at++) marks[words[at]!] = 0;
  return words;
}

/** Whether two ascending lists of verses are the same (one pass over the verses, not the words). */
function sameVerses(a: Uint32Array, b: Uint32Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let at = 0; at < a.length; at++) if (a[at] !== b[at]) return false;
  return true;
}

/** The counts and breakdowns of matched words (exact: every word counted once). */
export function grammarCounts(
  index: WordIndex,
  verses: Uint32Array,
  words: Uint32Array,
  renderings?: Renderings,
): GrammarCounts {
  // Typed counters indexed by book, pair and rendering id, with the ids touched listed (decision 374).
  const counters = countersOf(index);
  const byBook: GrammarCounts['byBook'] = [];
  for (let at = 0; at < verses.length; at++) {
    const book = counters.verseBook[verses[at]!]!;
    const last = byBook.at(-1);
    if (last?.book === book) last.verses++;
    else byBook.push({ book, verses: 1, words: 0 });
  }
  const forms = counters.pairs;
  const english = renderings ? renderingCounters(renderings) : undefined;
  // One pass over the words counts books, forms and renderings together (decision 399).
  const [touchedForms, touchedEnglish] = countWords(words, index, counters, renderings?.ids, english);
  for (const row of byBook) row.words = counters.bookWords[row.book]!;
  counters.bookWords.fill(0);
  const byForm = topCounts(forms, touchedForms).map(([pair, count]) => {
    const code = index.pairForm[pair]!;
    return {
      form: index.surfaces[index.pairSurface[pair]!]!,
      code: index.codes[code]!.code,
      parsing: index.parsing(code),
      count,
    };
  });
  const byRendering = english
    ? topCounts(english, touchedEnglish).map(([id, count]) => ({ rendering: renderings!.texts[id]!, count }))
    : [];
  return { verses: verses.length, words: words.length, byBook, byForm, byRendering };
}

/**
 * Counts the words of each book, of each (code, surface form) pair and, given `ids` and `english`, of each
 * rendering id (0: none, not counted), in one pass; answers how many pairs and how many ids it touched.
 */
function countWords(
  words: Uint32Array,
  index: WordIndex,
  counters: IndexCounters,
  ids?: Uint32Array,
  english?: Counter,
): [number, number] {
  const { verseOf, formSurface } = index;
  const { verseBook, bookWords } = counters;
  const { counts, touched } = counters.pairs;
  let touchedCount = 0;
  let touchedIds = 0;
  // Two loops rather than one that asks of every word whether renderings are counted: this is the breakdowns'
  // hot path (decision 399).
  if (ids && english) {
    const idCounts = english.counts;
    const idTouched = english.touched;
    for (let at = 0; at < words.length; at++) {
      const word = words[at]!;
      bookWords[verseBook[verseOf[word]!]!]!++;
      const pair = formSurface[word]!;
      if (counts[pair] === 0) touched[touchedCount++] = pair;
      counts[pair]!++;
      const id = ids[word]!;
      if (id === 0) continue;
      if (idCounts[id] === 0) idTouched[touchedIds++] = id;
      idCounts[id]!++;
    }
    return [touchedCount, touchedIds];
  }
  for (let at = 0; at < words.length; at++) {
    const word = words[at]!;
    bookWords[verseBook[verseOf[word]!]!]!++;
    const pair = formSurface[word]!;
    if (counts[pair] === 0) touched[touchedCount++] = pair;
    counts[pair]!++;
  }
  return [touchedCount, 0];
}

/** Counts indexed by id, zero but where an id is listed in `touched`. */
interface Counter {
  counts: Uint32Array;
  touched: Uint32Array;
}

/** Scratch arrays of one word index, reused by every count (which runs start to end without yielding). */
interface IndexCounters {
  pairs: Counter;
  /** Per verse: its book's number; per book number: words counted. */
  verseBook: Uint8Array;
  bookWords: Uint32Array;
  /** Per verse: whether it is among the matched verses; per word: whether it is already taken. */
  inVerse: Uint8Array;
  marks: Uint8Array;
  out: Uint32Array;
}

const indexCounters = new WeakMap<WordIndex, IndexCounters>();
const renderingCounter = new WeakMap<Renderings, Counter>();

function counter(size: number): Counter {
  return { counts: new Uint32Array(size), touched: new Uint32Array(size) };
}

function countersOf(index: WordIndex): IndexCounters {
  let counters = indexCounters.get(index);
  if (!counters) {
    counters = {
      pairs: counter(index.pairForm.length),
      verseBook: Uint8Array.from({ length: index.keys.length }, (_, verse) =>
        Math.floor(index.keys[verse]! / 1_000_000),
      ),
      bookWords: new Uint32Array(256),
      inVerse: new Uint8Array(index.keys.length),
      marks: new Uint8Array(index.wordCount),
      out: new Uint32Array(index.wordCount),
    };
    indexCounters.set(index, counters);
  }
  return counters;
}

function renderingCounters(renderings: Renderings): Counter {
  let counters = renderingCounter.get(renderings);
  if (!counters) {
    counters = counter(renderings.texts.length);
    renderingCounter.set(renderings, counters);
  }
  return counters;
}

/**
 * The `BREAKDOWN_ROWS` most frequent ids of a counter, most frequent first and the lower id first among equals,
 * as `[id, count]`; resets the counts it read. A heap of the best rows so far keeps it one pass over the ids.
 */
function topCounts({ counts, touched }: Counter, size: number): [number, number][] {
  // `worse(a, b)`: a ranks below b. The heap's root is the worst row kept.
  const worse = (a: number, b: number) => counts[a]! < counts[b]! || (counts[a] === counts[b] && a > b);
  const heap: number[] = [];
  const down = (from: number) => {
    for (let at = from; ;) {
      const left = 2 * at + 1;
      if (left >= heap.length) return;
      const child = left + 1 < heap.length && worse(heap[left + 1]!, heap[left]!) ? left + 1 : left;
      if (!worse(heap[child]!, heap[at]!)) return;
      [heap[at], heap[child]] = [heap[child]!, heap[at]!];
      at = child;
    }
  };
  for (let at = 0; at < size; at++) {
    const id = touched[at]!;
    if (heap.length < BREAKDOWN_ROWS) {
      heap.push(id);
      for (let child = heap.length - 1; child > 0;) {
        const parent = (child - 1) >> 1;
        if (!worse(heap[child]!, heap[parent]!)) break;
        [heap[child], heap[parent]] = [heap[parent]!, heap[child]!];
        child = parent;
      }
    } else if (worse(heap[0]!, id)) {
      heap[0] = id;
      down(0);
    }
  }
  const rows = heap
    .sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0))
    .map((id): [number, number] => [id, counts[id]!]);
  for (let at = 0; at < size; at++) counts[touched[at]!] = 0;
  return rows;
}
