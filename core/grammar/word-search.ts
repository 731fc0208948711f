import { morphMatches, type MorphTest } from '../morphology/grammar-vocabulary';
import { lowerBound } from '../search/doc-sets';
import { foldWord } from '../search/normalise';
import type {
  GrammarWordNode,
  NearNode,
  NearOperand,
  WordLevel,
  WordLevelNode,
} from '../search/grammar-query';
import type { SpanBuffer, SpanFinder } from '../search/span-buffer';
import type { Reading } from './qere';
import { KETIV_ONLY, QERE_ONLY, type WordIndex } from './word-index';

const NO_WORDS = new Uint32Array(0);
/** Nodes whose words are remembered: a search asks a node's words for its verses, its spans and its counts. */
const REMEMBERED = 16;
/** Tables of passing codes kept, by the test they answer. */
const TESTS_KEPT = 64;
/**
 * The words of the last few grammar-only terms, by what they ask (decision 399): a query parsed afresh finds
 * them without gathering them into a new array (1.2 MB for the Hebrew Bible's `morph:noun`, whose collection
 * was the tail of its answer). Kept arrays are never written to.
 */
const GATHERED_KEPT = 4;

/** Scratch arrays of one index, shared by its readings' searches: each call runs start to end without yielding. */
interface Scratch {
  /** A word list, and a bit a word (all 0 between calls). */
  words: Uint32Array;
  bits: Uint32Array;
}

const scratchOfIndex = new WeakMap<WordIndex, Scratch>();

function scratchOf(index: WordIndex): Scratch {
  let scratch = scratchOfIndex.get(index);
  if (!scratch) {
    scratch = {
      words: new Uint32Array(index.wordCount),
      bits: new Uint32Array((index.wordCount >>> 5) + 1),
    };
    scratchOfIndex.set(index, scratch);
  }
  return scratch;
}

/**
 * Answers the grammatical terms over one text's word-level index: the words a node matches (ascending word
 * numbers), their verses, and their spans for highlighting. Exact: every word is tested, none estimated.
 *
 * In a text with two readings (decision 406) a search counts one: the words of the other are left out wherever
 * words are gathered, and `near:` measures its distances in the words of the reading counted.
 */
export class WordSearch implements WordLevel {
  private readonly remembered = new Map<object, Uint32Array>();
  private readonly rememberedVerses = new Map<object, Uint32Array>();
  private readonly formTests = new Map<string, Uint8Array>();
  private readonly gathered = new Map<string, Uint32Array>();
  private readonly scratch: Uint32Array;
  private readonly bits: Uint32Array;
  /** The `WordIndex.only` value of the words left out (0: none), and those words, ascending. */
  private readonly leftOut: number;
  private readonly leftOutWords: Uint32Array;
  /** Per lemma and per code: 1 if some of its words are left out, so its list is filtered before use. */
  private readonly lemmaLeavesOut: Uint8Array | undefined;
  private readonly formLeavesOut: Uint8Array | undefined;
  /** The most words left out between two words of one verse: how far beyond `near:`'s distance to look. */
  private readonly reach: number;

  constructor(
    readonly index: WordIndex,
    readonly reading: Reading = 'ketiv',
  ) {
    ({ words: this.scratch, bits: this.bits } = scratchOf(index));
    const only = index.only;
    this.leftOut = only ? (reading === 'ketiv' ? QERE_ONLY : KETIV_ONLY) : 0;
    const leftOut: number[] = [];
    if (only)
      for (let word = 0; word < only.length; word++) if (only[word] === this.leftOut) leftOut.push(word);
    this.leftOutWords = Uint32Array.from(leftOut);
    let reach = 0;
    if (leftOut.length > 0) {
      this.lemmaLeavesOut = new Uint8Array(index.lemmas.length);
      this.formLeavesOut = new Uint8Array(index.codes.length);
      for (let at = 0, run = 0; at < leftOut.length; at++) {
        const word = leftOut[at]!;
        this.lemmaLeavesOut[index.lemma[word]!] = 1;
        this.formLeavesOut[index.form[word]!] = 1;
        const sameVerse = at > 0 && index.verseOf[leftOut[at - 1]!] === index.verseOf[word];
        run = sameVerse ? run + 1 : 1;
        reach = Math.max(reach, run);
      }
    }
    this.reach = reach;
  }

  /** Whether a word is counted in this search's reading. */
  private counted(word: number): boolean {
    return this.leftOut === 0 || this.index.only![word] !== this.leftOut;
  }

  /** The words a node matches; for `near:`, the words of both sides that have a partner in reach. */
  words(node: WordLevelNode | NearOperand): Uint32Array {
    const known = this.remembered.get(node);
    if (known) return known;
    const words =
      node.kind === 'near'
        ? this.near(node)
        : node.kind === 'grammar'
          ? this.grammarWords(node)
          : node.kind === 'word'
            ? this.surfaceWords(node.word)
            : this.gather(
                this.index.lemmaStart,
                this.index.lemmaWords,
                this.index.byStrongs.get(node.strongs) ?? [],
                this.lemmaLeavesOut,
              );
    if (this.remembered.size >= REMEMBERED) {
      const oldest = this.remembered.keys().next().value!;
      this.remembered.delete(oldest);
      this.rememberedVerses.delete(oldest);
    }
    this.remembered.set(node, words);
    return words;
  }

  /** The verses (search index ordinals, ascending) holding a match; remembered with the node's words. */
  verses(node: WordLevelNode): Uint32Array {
    let verses = this.rememberedVerses.get(node);
    if (!verses) {
      verses = this.versesOf(this.words(node));
      this.rememberedVerses.set(node, verses);
    }
    return verses;
  }

  private versesOf(words: Uint32Array): Uint32Array {
    const verseOf = this.index.verseOf;
    const out = this.scratch;
    let count = 0;
    for (let at = 0; at < words.length; at++) {
      const verse = verseOf[words[at]!]!;
      if (count === 0 || out[count - 1] !== verse) out[count++] = verse;
    }
    return out.slice(0, count);
  }

  spanFinder(node: WordLevelNode): SpanFinder {
    return new WordSpans(this.index, this.words(node));
  }

  /**
   * Whether a code passes a test, for each code of the text: worked out once per test, and kept for the last
   * `TESTS_KEPT` tests by what they ask (a table of codes, not of words: decision 374).
   */
  formsPassing(test: MorphTest): Uint8Array {
    const key = test.kind === 'code' ? `code ${test.pattern}` : JSON.stringify(test.fields);
    let passing = this.formTests.get(key);
    if (passing) {
      this.formTests.delete(key);
    } else {
      const codes = this.index.codes;
      passing = new Uint8Array(codes.length);
      for (let id = 0; id < codes.length; id++) {
        if (morphMatches(test, codes[id]!.features, codes[id]!.matchable)) passing[id] = 1;
      }
      if (this.formTests.size >= TESTS_KEPT) this.formTests.delete(this.formTests.keys().next().value!);
    }
    this.formTests.set(key, passing);
    return passing;
  }

  private grammarWords(node: GrammarWordNode): Uint32Array {
    let lemmas: number[] | undefined;
    let passing: Uint8Array | undefined;
    for (const constraint of node.constraints) {
      if (constraint.kind === 'morph') {
        passing = passing
          ? both(passing, this.formsPassing(constraint.test))
          : this.formsPassing(constraint.test);
        continue;
      }
      const ids =
        constraint.kind === 'root'
          ? this.index.byRoot.get(constraint.key)
          : constraint.strongs
            ? this.index.byStrongs.get(constraint.strongs)
            : this.index.byKey.get(constraint.key);
      lemmas = lemmas ? lemmas.filter((id) => ids?.includes(id)) : [...new Set(ids ?? [])];
    }
    const { lemmaStart, lemmaWords, formStart, formWords } = this.index;
    if (lemmas) {
      const candidates = this.gather(lemmaStart, lemmaWords, lemmas, this.lemmaLeavesOut);
      return passing ? this.filterByForm(candidates, passing) : candidates;
    }
    const key = node.constraints
      .map((constraint) =>
        constraint.kind === 'morph'
          ? constraint.test.kind === 'code'
            ? `code ${constraint.test.pattern}`
            : JSON.stringify(constraint.test.fields)
          : '',
      )
      .join('\n');
    const kept = this.gathered.get(key);
    if (kept) return kept;
    const codes: number[] = [];
    for (let code = 0; code < passing!.length; code++) if (passing![code] === 1) codes.push(code);
    const words = this.gather(formStart, formWords, codes, this.formLeavesOut);
    if (this.gathered.size >= GATHERED_KEPT) this.gathered.delete(this.gathered.keys().next().value!);
    this.gathered.set(key, words);
    return words;
  }

  /**
   * The words of some distinct ids of a CSR list (a lemma's or a code's words), ascending: one id's list as it is; more
   * marked in a bitmap of the text's words and read back in order, which costs a step a word found and one a
   * 32 words of the text, never a sort (decision 374).
   */
  private gather(
    start: Uint32Array,
    words: Uint32Array,
    ids: readonly number[],
    leavesOut: Uint8Array | undefined,
  ): Uint32Array {
    if (ids.length === 0) return NO_WORDS;
    if (ids.length === 1 && leavesOut?.[ids[0]!] !== 1)
      return words.subarray(start[ids[0]!], start[ids[0]! + 1]);
    const bits = this.bits;
    let total = 0;
    for (const id of ids) {
      const end = start[id + 1]!;
      const filtered = leavesOut?.[id] === 1;
      for (let at = start[id]!; at < end; at++) {
        const word = words[at]!;
        if (filtered && !this.counted(word)) continue;
        bits[word >>> 5]! |= 1 << (word & 31);
        total++;
      }
    }
    return this.readBits(total);
  }

  /** The marked words of `bits`, ascending (`count` of them), clearing the marks for the next call. */
  private readBits(count: number): Uint32Array {
    const bits = this.bits;
    const out = new Uint32Array(count);
    let at = 0;
    for (let block = 0; at < count && block < bits.length; block++) {
      let value = bits[block]!;
      if (value === 0) continue;
      bits[block] = 0;
      const base = block << 5;
      while (value !== 0) {
        const lowest = value & -value;
        out[at++] = base + 31 - Math.clz32(lowest);
        value ^= lowest;
      }
    }
    return out;
  }

  /** The words among `words` whose code passes. */
  private filterByForm(words: Uint32Array, passing: Uint8Array): Uint32Array {
    const form = this.index.form;
    const out = this.scratch;
    let count = 0;
    for (let at = 0; at < words.length; at++) {
      if (passing[form[words[at]!]!] === 1) out[count++] = words[at]!;
    }
    return out.slice(0, count);
  }

  /** The words whose folded surface form is `word` (a plain word beside `near:`). */
  private surfaceWords(word: string): Uint32Array {
    const folded = this.index.foldedIds.get(foldWord(word, 'grc'));
    if (folded === undefined) return NO_WORDS;
    const { surface, surfaceFolded } = this.index;
    const out = this.scratch;
    let count = 0;
    for (let at = 0; at < surface.length; at++) {
      if (surfaceFolded[surface[at]!] === folded && this.counted(at)) out[count++] = at;
    }
    return out.slice(0, count);
  }

  /** Words of each side with a word of the other side in the same verse at most `distance` words away. */
  private near(node: NearNode): Uint32Array {
    const left = this.words(node.terms[0]);
    const right = this.words(node.terms[1]);
    const verseOf = this.index.verseOf;
    const distance = node.distance;
    const bits = this.bits;
    let count = 0;
    const mark = (word: number) => {
      const bit = 1 << (word & 31);
      if ((bits[word >>> 5]! & bit) !== 0) return;
      bits[word >>> 5]! |= bit;
      count++;
    };
    // Words of the other reading between two words do not count in their distance: look that much further.
    const reach = distance + this.reach;
    let low = 0;
    for (let at = 0; at < left.length; at++) {
      const word = left[at]!;
      while (low < right.length && right[low]! < word - reach) low++;
      for (let other = low; other < right.length && right[other]! <= word + reach; other++) {
        const partner = right[other]!;
        if (partner === word || verseOf[partner] !== verseOf[word]) continue;
        if (Math.abs(partner - word) > distance && this.distance(word, partner) > distance) continue;
        mark(word);
        mark(partner);
      }
    }
    return this.readBits(count);
  }

  /** How many words of this reading apart two words are: their distance less the words left out between them. */
  private distance(a: number, b: number): number {
    const [low, high] = a < b ? [a, b] : [b, a];
    return high - low - (lowerBound(this.leftOutWords, high) - lowerBound(this.leftOutWords, low));
  }
}

/** The codes passing both tests. */
function both(a: Uint8Array, b: Uint8Array): Uint8Array {
  return a.map((passing, code) => passing & b[code]!);
}

/** The spans of matched words verse by verse, verses visited ascending. */
class WordSpans implements SpanFinder {
  private cursor = 0;

  constructor(
    private readonly index: WordIndex,
    private readonly words: Uint32Array,
  ) {}

  find(verse: number, out: SpanBuffer): void {
    const { verseOf, spanStart, spanEnd } = this.index;
    const words = this.words;
    while (this.cursor < words.length && verseOf[words[this.cursor]!]! < verse) this.cursor++;
    for (let at = this.cursor; at < words.length && verseOf[words[at]!] === verse; at++) {
      out.push(spanStart[words[at]!]!, spanEnd[words[at]!]!);
    }
  }
}
