import { HIGHLIGHT_COLORS, type HighlightColor, normaliseTags } from '../study/marks';
import type { VerseRange } from '../reference/verse-range';
import { lexQuery } from './query-lexer';
import type { Query, QueryNode } from './query';
import { type PersonalField, PERSONAL_FIELD_NAMES, mentionsPersonalTerms } from './personal-terms';

/**
 * What a personal term asks of the reader's marks (journal notes, tied to no verse, never match):
 * - `note`: notes holding these words in this order (case-insensitive, whole words; `prefix`: the last word
 *   may be the start of one, `note:shep*`);
 * - `tag`: marks carrying this tag (as tags are kept: trimmed, lower case);
 * - `highlight`: highlights of this colour, or of any colour when `color` is absent;
 * - `bookmark`: bookmarks.
 */
export type PersonalTerm =
  | { field: 'note'; words: string[]; prefix: boolean }
  | { field: 'tag'; tag: string }
  | { field: 'highlight'; color?: HighlightColor }
  | { field: 'bookmark' };

/**
 * A personal term in a parsed query. `ranges` are the verses (KJV keys) of the reader's matching marks: empty
 * (nothing matches) as parsed, filled in for one reader by `withPersonalVerses` before the index runs.
 */
export type PersonalNode = {
  kind: 'personal';
  term: PersonalTerm;
  text: string;
  ranges: readonly VerseRange[];
};

/** Words a `note:` term may hold: a phrase of a verse's length. */
export const MAX_NOTE_WORDS = 12;

export function isPersonalField(name: string): name is PersonalField {
  return PERSONAL_FIELD_NAMES.has(name);
}

/**
 * A personal term as the parser reads it, or the message naming what is wrong (a 400): `note:shepherd`,
 * `note:"good shepherd"`, `note:shep*`, `tag:sermon`, `tag:"sunday school"`, `highlight:yellow`,
 * `highlight:` (any colour), `bookmark:`.
 */
export function personalFieldNode(field: PersonalField, value: string): PersonalNode | string {
  const text = value.trim();
  const node = (term: PersonalTerm): PersonalNode => ({ kind: 'personal', term, text, ranges: [] });
  switch (field) {
    case 'note': {
      const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_NOTE_WORDS + 1);
      if (words.length === 0)
        return 'Name words to find in your notes after note:, for example note:shepherd';
      if (words.length > MAX_NOTE_WORDS) return `note: may hold at most ${MAX_NOTE_WORDS} words`;
      return node({ field, words, prefix: text.endsWith('*') });
    }
    case 'tag': {
      const [tag] = normaliseTags([text]);
      if (!tag) return 'Name a tag after tag:, for example tag:sermon or tag:"sunday school"';
      return node({ field, tag });
    }
    case 'highlight': {
      if (!text) return node({ field });
      const color = HIGHLIGHT_COLORS.find((name) => name === text.toLowerCase());
      if (!color) {
        return `highlight: takes one of the eight colours (${HIGHLIGHT_COLORS.join(', ')}) or nothing for any colour; "${text.slice(0, 40)}" is not one`;
      }
      return node({ field, color });
    }
    case 'bookmark':
      if (text)
        return `bookmark: stands alone (it finds your bookmarked verses); "${text.slice(0, 40)}" follows it`;
      return node({ field });
  }
}

/** Whether a search text holds a personal term, exactly as the parser will read it (the lexer's tokens). */
export function hasPersonalTerms(text: string): boolean {
  if (!mentionsPersonalTerms(text)) return false;
  return lexQuery(text).some((token) => token.type === 'field' && isPersonalField(token.name));
}

function visit(node: QueryNode, each: (node: PersonalNode) => void): void {
  if (node.kind === 'personal') each(node);
  else if (node.kind === 'and') {
    node.allOf.forEach((part) => visit(part, each));
    node.noneOf.forEach((part) => visit(part, each));
  } else if (node.kind === 'or') node.anyOf.forEach((part) => visit(part, each));
}

/** The personal terms of a query, in the order written (none for a reference). */
export function personalTerms(query: Query): PersonalTerm[] {
  const terms: PersonalTerm[] = [];
  if (query.kind === 'search') visit(query.root, (node) => terms.push(node.term));
  return terms;
}

function fill(node: QueryNode, next: () => readonly VerseRange[]): QueryNode {
  switch (node.kind) {
    case 'personal':
      return { ...node, ranges: next() };
    case 'and':
      return {
        ...node,
        allOf: node.allOf.map((part) => fill(part, next)),
        noneOf: node.noneOf.map((part) => fill(part, next)),
      };
    case 'or':
      return { ...node, anyOf: node.anyOf.map((part) => fill(part, next)) };
    default:
      return node;
  }
}

/**
 * A copy of a query whose personal terms hold one reader's verses: `ranges[i]` for the i-th term of
 * `personalTerms(query)`. The parsed query, which is kept and shared by every reader, is left as it was.
 */
export function withPersonalVerses(query: Query, ranges: readonly (readonly VerseRange[])[]): Query {
  if (query.kind !== 'search') return query;
  let at = 0;
  const root = fill(query.root, () => ranges[at++] ?? []);
  return { ...query, root: root as typeof query.root };
}
