import { normaliseStrongs, strongsOutOfRange } from '../bible/strongs';
import { typedLemmaKey } from '../grammar/lemma-keys';
import { type MorphTest, readMorph } from '../morphology/grammar-vocabulary';
import { foldWord } from './normalise';
import type { SpanFinder } from './span-buffer';

/**
 * The grammatical terms of the one box (issue 39, decision 351): `lemma:`, `root:`, `morph:` ask one word;
 * terms written next to each other ask the same word (`lemma:ἀγαπάω morph:"aorist imperative"`), and
 * `near:N` joins two words of one verse at most N words apart, in either order. The word-level index of the
 * parsed texts answers them (core/grammar/word-search.ts).
 */
export const GRAMMAR_TERM_NAMES: ReadonlySet<string> = new Set(['lemma', 'root', 'morph', 'near']);

/** The words `near:` may join: 1 to 20. */
export const NEAR_LIMITS = { min: 1, max: 20 } as const;

export type GrammarConstraint =
  /** A lemma by its folded form or transliteration (`key`), or a Strong's number (`strongs`). */
  | { kind: 'lemma'; text: string; key: string; strongs?: string }
  /** A Hebrew root by its folded consonants. */
  | { kind: 'root'; text: string; key: string }
  | { kind: 'morph'; text: string; test: MorphTest };

/** One word that has every constraint. */
export type GrammarWordNode = { kind: 'grammar'; constraints: GrammarConstraint[] };

/** A word of `near:` besides a grammar word: a plain word (folded surface form) or a Strong's number. */
export type NearOperand =
  GrammarWordNode | { kind: 'word'; word: string } | { kind: 'strongs'; strongs: string };

/** Two words of one verse at most `distance` words apart (`distance` 1: next to each other). */
export type NearNode = { kind: 'near'; distance: number; terms: [NearOperand, NearOperand] };

export type WordLevelNode = GrammarWordNode | NearNode;

/** One grammatical term as written: `lemma`, `root` or `morph` with its value, or `near` with its number. */
export interface GrammarTerm {
  name: string;
  text: string;
}

/** A `lemma:`, `root:` or `morph:` term as a constraint, or the message saying what is wrong with it. */
export function grammarConstraint(
  term: GrammarTerm,
): GrammarConstraint | { error: string; suggestions?: string[] } {
  const text = term.text.trim();
  if (term.name === 'morph') {
    const reading = readMorph(text);
    return reading.test ? { kind: 'morph', text, test: reading.test } : { error: reading.error!, ...reading };
  }
  if (!text)
    return { error: `Say which ${term.name} after ${term.name}:, for example lemma:ἀγαπάω or lemma:H7225` };
  if (term.name === 'root') {
    const key = foldWord(text, 'he');
    if (!/^\p{Script=Hebrew}+$/u.test(key)) {
      return { error: `root: takes a Hebrew root such as root:שׁוב; "${text.slice(0, 40)}" is not one` };
    }
    return { kind: 'root', text, key };
  }
  if (/^[HG]0*\d{1,5}[a-z]?$/i.test(text)) {
    const outOfRange = strongsOutOfRange(text);
    if (outOfRange) return { error: outOfRange };
    return { kind: 'lemma', text, key: '', strongs: normaliseStrongs(text)! };
  }
  const key = typedLemmaKey(text);
  if (!key) return { error: `lemma: takes a Greek or Hebrew word, a transliteration or a Strong's number` };
  return { kind: 'lemma', text, key };
}

/** The words of a `near:N` term, or the message for a number outside 1..20. */
export function nearDistance(text: string): number | string {
  const distance = /^\d{1,3}$/.test(text.trim()) ? Number(text) : NaN;
  if (distance >= NEAR_LIMITS.min && distance <= NEAR_LIMITS.max) return distance;
  return `near: takes a number of words from ${NEAR_LIMITS.min} to ${NEAR_LIMITS.max}, as in lemma:λόγος near:3 lemma:θεός; "near:${text.slice(0, 10)}" is not one`;
}

/** Whether a node can stand beside `near:`: one word, not a phrase, group or alternatives. */
export function isNearOperand(node: { kind: string } | undefined): node is NearOperand {
  return node?.kind === 'grammar' || node?.kind === 'word' || node?.kind === 'strongs';
}

/** Whether a query's nodes hold any grammatical term (which only the parsed texts can answer). */
export function hasWordLevelTerms(node: { kind: string }): boolean {
  if (node.kind === 'grammar' || node.kind === 'near') return true;
  const group = node as {
    allOf?: { kind: string }[];
    noneOf?: { kind: string }[];
    anyOf?: { kind: string }[];
  };
  return [...(group.allOf ?? []), ...(group.noneOf ?? []), ...(group.anyOf ?? [])].some(hasWordLevelTerms);
}

/** The grammatical terms written side by side, as one word that has them all. */
export function grammarUnit(
  terms: readonly GrammarTerm[],
): GrammarWordNode | { error: string; suggestions?: string[] } {
  const constraints: GrammarConstraint[] = [];
  for (const term of terms) {
    const constraint = grammarConstraint(term);
    if ('error' in constraint) return constraint;
    constraints.push(constraint);
  }
  return { kind: 'grammar', constraints };
}

/** `left near:N right`, or the message when N is out of bounds or a side is not one word. */
export function nearNode(
  left: { kind: string } | undefined,
  right: { kind: string } | undefined,
  text: string,
): NearNode | { error: string } {
  const distance = nearDistance(text);
  if (typeof distance === 'string') return { error: distance };
  if (!isNearOperand(left) || !isNearOperand(right)) {
    return {
      error:
        "near: goes between two words, each a word, a Strong's number or grammatical terms: lemma:λόγος near:3 lemma:θεός",
    };
  }
  return { kind: 'near', distance, terms: [left, right] };
}

/** What answers the grammatical terms of a search in one text (core/grammar/word-search.ts). */
export interface WordLevel {
  /** The verses (the search index's ordinals, ascending) where a node matches. */
  verses(node: WordLevelNode): Uint32Array;
  spanFinder(node: WordLevelNode): SpanFinder;
}
