import { morphMatches, type MorphTest } from '../morphology/grammar-vocabulary';
import { foldWord } from '../search/normalise';
import type {
  GrammarWordNode,
  NearNode,
  NearOperand,
  WordLevel,
  WordLevelNode,
} from '../search/grammar-query';
import type { SpanBuffer, SpanFinder } from '../search/span-buffer';
import type { WordIndex } from './word-index';

const NO_WORDS = new Uint32Array(0);
/** Nodes whose words are remembered: a search asks a node's words for its verses, its spans and its counts. */
const REMEMBERED = 16;

/**
 * Answers the grammatical terms over one text's word-level index: the words a node matches (ascending word
 * numbers), their verses, and their spans for highlighting. Exact: every word is tested, none estimated.
 */
export class WordSearch implements WordLevel {
  private readonly remembered = new Map<object, Uint32Array>();
  private readonly formTests = new WeakMap<MorphTest, Uint8Array>();
  private scratch: Uint32Array;

  constructor(readonly index: WordIndex) {
    this.scratch = new Uint32Array(index.wordCount);
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
            : this.lemmaWords(this.index.byStrongs.get(node.strongs) ?? []);
    if (this.remembered.size >= REMEMBERED) this.remembered.delete(this.remembered.keys().next().value!);
    this.remembered.set(node, words);
    return words;
  }

  /** The verses (search index ordinals, ascending) holding a match. */
  verses(node: WordLevelNode): Uint32Array {
    const words = this.words(node);
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

  /** Whether a code passes a test, for each code of the text (worked out once per test). */
  formsPassing(test: MorphTest): Uint8Array {
    let passing = this.formTests.get(test);
    if (!passing) {
      const codes = this.index.codes;
      passing = new Uint8Array(codes.length);
      for (let id = 0; id < codes.length; id++) {
        if (morphMatches(test, codes[id]!.features, codes[id]!.matchable)) passing[id] = 1;
      }
      this.formTests.set(test, passing);
    }
    return passing;
  }

  private grammarWords(node: GrammarWordNode): Uint32Array {
    let lemmas: Set<number> | undefined;
    const narrow = (ids: readonly number[]) => {
      lemmas = new Set(lemmas ? ids.filter((id) => lemmas!.has(id)) : ids);
    };
    const forms: Uint8Array[] = [];
    for (const constraint of node.constraints) {
      if (constraint.kind === 'morph') forms.push(this.formsPassing(constraint.test));
      else if (constraint.kind === 'root') narrow(this.index.byRoot.get(constraint.key) ?? []);
      else if (constraint.strongs) narrow(this.index.byStrongs.get(constraint.strongs) ?? []);
      else narrow(this.index.byKey.get(constraint.key) ?? []);
    }
    const form = this.index.form;
    const passes = (word: number) => forms.every((passing) => passing[form[word]!] === 1);
    if (lemmas) {
      const candidates = this.lemmaWords([...lemmas]);
      return forms.length ? candidates.filter(passes) : candidates;
    }
    const selective = this.selectiveForms(forms[0]!);
    if (selective) return forms.length > 1 ? selective.filter(passes) : selective;
    // Grammar common enough: one pass over every word, testing its code against the table of passing codes.
    const out = this.scratch;
    let count = 0;
    const single = forms.length === 1 ? forms[0]! : undefined;
    for (let word = 0; word < form.length; word++) {
      if (single ? single[form[word]!] === 1 : passes(word)) out[count++] = word;
    }
    return out.slice(0, count);
  }

  /**
   * The words of the codes passing a test, gathered from each code's list, when they are few (an eighth of the
   * text or fewer); undefined when one pass over every word costs less.
   */
  private selectiveForms(passing: Uint8Array): Uint32Array | undefined {
    const { formStart, formWords } = this.index;
    let total = 0;
    for (let code = 0; code < passing.length; code++) {
      if (passing[code] === 1) total += formStart[code + 1]! - formStart[code]!;
    }
    if (total * 8 > formWords.length) return undefined;
    const out = new Uint32Array(total);
    let at = 0;
    for (let code = 0; code < passing.length; code++) {
      if (passing[code] !== 1) continue;
      out.set(formWords.subarray(formStart[code], formStart[code + 1]), at);
      at += formStart[code + 1]! - formStart[code]!;
    }
    return out.sort();
  }

  /** The words of some lemmas, ascending. */
  private lemmaWords(ids: readonly number[]): Uint32Array {
    const { lemmaStart, lemmaWords } = this.index;
    if (ids.length === 0) return NO_WORDS;
    if (ids.length === 1) return lemmaWords.subarray(lemmaStart[ids[0]!], lemmaStart[ids[0]! + 1]);
    let total = 0;
    for (const id of ids) total += lemmaStart[id + 1]! - lemmaStart[id]!;
    const out = new Uint32Array(total);
    let at = 0;
    for (const id of ids) {
      out.set(lemmaWords.subarray(lemmaStart[id], lemmaStart[id + 1]), at);
      at += lemmaStart[id + 1]! - lemmaStart[id]!;
    }
    return out.sort();
  }

  /** The words whose folded surface form is `word` (a plain word beside `near:`). */
  private surfaceWords(word: string): Uint32Array {
    const folded = this.index.foldedIds.get(foldWord(word, 'grc'));
    if (folded === undefined) return NO_WORDS;
    const { surface, surfaceFolded } = this.index;
    const out = this.scratch;
    let count = 0;
    for (let at = 0; at < surface.length; at++) if (surfaceFolded[surface[at]!] === folded) out[count++] = at;
    return out.slice(0, count);
  }

  /** Words of each side with a word of the other side in the same verse at most `distance` words away. */
  private near(node: NearNode): Uint32Array {
    const left = this.words(node.terms[0]);
    const right = this.words(node.terms[1]);
    const verseOf = this.index.verseOf;
    const distance = node.distance;
    const matched = new Set<number>();
    let low = 0;
    for (let at = 0; at < left.length; at++) {
      const word = left[at]!;
      while (low < right.length && right[low]! < word - distance) low++;
      for (let other = low; other < right.length && right[other]! <= word + distance; other++) {
        const partner = right[other]!;
        if (partner === word || verseOf[partner] !== verseOf[word]) continue;
        matched.add(word);
        matched.add(partner);
      }
    }
    return Uint32Array.from(matched).sort();
  }
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
