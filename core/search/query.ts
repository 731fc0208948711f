import { findBook } from '../bible/books';
import { normaliseStrongs, strongsOutOfRange } from '../bible/strongs';
import { looksLikeReference, parseReference } from '../reference/parse-reference';
import {
  NEW_TESTAMENT,
  OLD_TESTAMENT,
  type VerseRange,
  booksRange,
  mergeRanges,
} from '../reference/verse-range';
import { queryWords } from './normalise';
import { type QueryToken, lexQuery } from './query-lexer';
import { type FieldNode, fieldNode } from './query-fields';
import { type PersonalNode, isPersonalField, personalFieldNode } from './personal-fields';
import { type GrammarWordNode, type NearNode, grammarUnit, nearNode } from './grammar-query';

/** A folded word, matched exactly (after folding). */
export type WordNode = { kind: 'word'; word: string };
/** Every word starting with `prefix` (folded, at least 2 characters). */
export type PrefixNode = { kind: 'prefix'; prefix: string };
/** Words in this order with nothing between them. */
export type PhraseNode = { kind: 'phrase'; parts: (WordNode | PrefixNode)[] };
/** Words tagged with a Strong's number, canonical without suffix (`H430`, `G26`). */
export type StrongsNode = { kind: 'strongs'; strongs: string };
export type OrNode = { kind: 'or'; anyOf: QueryNode[] };
/** Verses matching every node of `allOf` and none of `noneOf`. */
export type AndNode = { kind: 'and'; allOf: QueryNode[]; noneOf: QueryNode[] };
export type QueryNode =
  | WordNode
  | PrefixNode
  | PhraseNode
  | StrongsNode
  | OrNode
  | AndNode
  | FieldNode
  | PersonalNode
  | GrammarWordNode
  | NearNode;

export interface SearchQuery {
  kind: 'search';
  root: AndNode;
  /** Verse ranges to search in (merged, sorted); empty means the whole Bible. */
  within: VerseRange[];
  /** OSIS id when the whole query is one book name (`Genesis`): searched as a word, the UI may offer the book. */
  book?: string;
  /**
   * "All forms": each word outside a phrase also matches the words sharing its simple English stem (`love` →
   * loved, loveth…) in English versions. Off by default; the UI labels results found this way.
   */
  allForms?: boolean;
  /** `topic:faith`: only the verses of a Nave's topic (resolved by the server, core/search/topic-query.ts). */
  topic?: string;
}

export interface QueryOptions {
  allForms?: boolean;
}

/** The whole query is a reference: list its verses, ranges in the order written. */
export interface ReferenceQuery {
  kind: 'reference';
  ranges: VerseRange[];
}

export type Query = SearchQuery | ReferenceQuery;
export interface QueryError {
  error: string;
  /** What the reader probably meant, as texts to search instead (`Ezekiel 4:2` for `Hezekiah 4:2`). */
  suggestions?: string[];
}

class QuerySyntaxError extends Error {
  constructor(
    message: string,
    readonly suggestions?: string[],
  ) {
    super(message);
  }
}

const STRONGS = /^[HG]0*\d{1,5}[a-z]?$/i;
const MIN_PREFIX = 2;
const EMPTY_MESSAGE =
  'Type words, a "phrase", a Strong\'s number such as H430, or a reference such as John 3:16';

const NAMED_SCOPES: Record<string, () => VerseRange[]> = {
  ot: () => [OLD_TESTAMENT],
  'old testament': () => [OLD_TESTAMENT],
  nt: () => [NEW_TESTAMENT],
  'new testament': () => [NEW_TESTAMENT],
  gospels: () => [booksRange('Matt', 'John')],
  law: () => [booksRange('Gen', 'Deut')],
  torah: () => [booksRange('Gen', 'Deut')],
  pentateuch: () => [booksRange('Gen', 'Deut')],
};

/**
 * Parses the search box: words (all must match), "exact phrases", `OR` between terms or groups, `-excluded`
 * terms, `prefix*`, Strong's numbers, `(groups)`, `in:` ranges (several are a union), or a reference alone.
 * `OR` binds tighter than the implicit AND: `faith hope OR love` is faith AND (hope OR love).
 */
export function parseQuery(text: string, options: QueryOptions = {}): Query | QueryError {
  const trimmed = text.trim();
  if (!trimmed) return { error: EMPTY_MESSAGE };
  if (looksLikeReference(trimmed)) {
    const reference = parseReference(trimmed);
    if (reference.ok) return { kind: 'reference', ranges: reference.ranges };
    return reference.suggestions
      ? { error: reference.message, suggestions: reference.suggestions }
      : { error: reference.message };
  }
  try {
    const query = new QueryParser(lexQuery(trimmed)).parse(trimmed);
    return options.allForms ? { ...query, allForms: true } : query;
  } catch (error) {
    if (error instanceof QuerySyntaxError) {
      return error.suggestions?.length
        ? { error: error.message, suggestions: error.suggestions }
        : { error: error.message };
    }
    throw error;
  }
}

class QueryParser {
  private index = 0;
  private readonly scopes: string[] = [];
  private readonly topics: string[] = [];

  constructor(private readonly tokens: QueryToken[]) {}

  parse(text: string): SearchQuery {
    const root = this.clauses(0);
    const within = mergeRanges(this.scopes.flatMap(resolveScope));
    const topic = topicOf(this.topics);
    if (topic !== undefined) {
      if (root.allOf.length === 0 && root.noneOf.length > 0)
        throw new QuerySyntaxError('Add a word to find: a search cannot only leave words out');
      return { kind: 'search', root, within, topic };
    }
    if (root.allOf.length === 0) {
      if (root.noneOf.length > 0)
        throw new QuerySyntaxError('Add a word to find: a search cannot only leave words out');
      if (this.scopes.length > 0)
        throw new QuerySyntaxError(`Add words to search for in ${this.scopes.join(', ')}`);
      throw new QuerySyntaxError(EMPTY_MESSAGE);
    }
    // Two-letter abbreviations (`is`, `am`, `so`) are too common as words to suggest a book.
    // The deuterocanon's names (`Wisdom`, `Baruch`) stay plain words here, as before they were modelled.
    const found = /^\p{L}{3,}$/u.test(text) ? findBook(text) : undefined;
    const book = found && !found.deuterocanonical ? found.osis : undefined;
    return book ? { kind: 'search', root, within, book } : { kind: 'search', root, within };
  }

  /** A sequence of clauses up to the end or the `)` closing a group at `depth`. */
  private clauses(depth: number): AndNode {
    const group: AndNode = { kind: 'and', allOf: [], noneOf: [] };
    while (this.index < this.tokens.length) {
      const token = this.tokens[this.index]!;
      if (token.type === 'close') {
        this.index++;
        if (depth > 0) return group;
        continue; // a stray `)` is ignored
      }
      if (token.type === 'scope') {
        this.index++;
        this.scopes.push(token.text);
        continue;
      }
      if (token.type === 'topic') {
        this.index++;
        this.topics.push(token.text);
        continue;
      }
      const negated = token.type === 'not';
      if (negated) this.index++;
      if (negated && this.tokens[this.index]?.type === 'topic') {
        throw new QuerySyntaxError("topic: cannot be excluded; use topic: to list a topic's verses");
      }
      if (negated && this.tokens[this.index]?.type === 'scope') {
        throw new QuerySyntaxError('in: cannot be excluded; use in: to choose where to search');
      }
      let node = this.alternatives();
      // `near:N` joins the term before it and the one after it (grammar-parse.ts).
      while (this.tokens[this.index]?.type === 'grammar' && this.peekGrammar()?.name === 'near') {
        const near = this.peekGrammar()!;
        this.index++;
        const joined = nearNode(node, this.alternatives(), near.text);
        if ('error' in joined) throw new QuerySyntaxError(joined.error);
        node = joined;
      }
      if (node) (negated ? group.noneOf : group.allOf).push(node);
    }
    return group; // an unclosed `(` closes at the end
  }

  private peekGrammar(): { name: string; text: string } | undefined {
    const token = this.tokens[this.index];
    return token?.type === 'grammar' ? token : undefined;
  }

  /** One unit, or several joined by `OR`. */
  private alternatives(): QueryNode | undefined {
    const options: QueryNode[] = [];
    const first = this.unit();
    if (first) options.push(first);
    while (this.tokens[this.index]?.type === 'or') {
      this.index++;
      const next = this.unit();
      if (next) options.push(next);
    }
    const flat = options.flatMap((option) => (option.kind === 'or' ? option.anyOf : [option]));
    return flat.length > 1 ? { kind: 'or', anyOf: flat } : flat[0];
  }

  private unit(): QueryNode | undefined {
    const token = this.tokens[this.index];
    if (!token) return undefined;
    switch (token.type) {
      case 'term':
        this.index++;
        return termNode(token.text);
      case 'phrase':
        this.index++;
        return phraseNode(token.text);
      case 'field': {
        this.index++;
        const node = isPersonalField(token.name)
          ? personalFieldNode(token.name, token.text)
          : fieldNode(token.name, token.text);
        if (typeof node === 'string') throw new QuerySyntaxError(node);
        return node;
      }
      case 'grammar': {
        // Grammatical terms side by side ask one word: read them up to the next other token or `near:`.
        const terms: { name: string; text: string }[] = [];
        for (let next = this.peekGrammar(); next && next.name !== 'near'; next = this.peekGrammar()) {
          terms.push(next);
          this.index++;
        }
        const node = grammarUnit(terms);
        if ('error' in node) throw new QuerySyntaxError(node.error, node.suggestions);
        return node;
      }
      case 'open': {
        this.index++;
        const group = this.clauses(1);
        if (group.allOf.length === 0 && group.noneOf.length > 0) {
          throw new QuerySyntaxError('A group needs a word to find, not only words to leave out');
        }
        return group.noneOf.length === 0 && group.allOf.length <= 1 ? group.allOf[0] : group;
      }
      default:
        return undefined; // `OR` with nothing before it, a doubled `-`: ignored
    }
  }
}

function topicOf(topics: string[]): string | undefined {
  if (topics.length === 0) return undefined;
  if (topics.length > 1) throw new QuerySyntaxError('Search one topic at a time (topic: appears twice)');
  if (!topics[0]) throw new QuerySyntaxError('Name a topic after topic:, for example topic:faith');
  return topics[0];
}

function termNode(text: string): QueryNode | undefined {
  const bare = text.replace(/[.,;:!?]+$/, '');
  if (STRONGS.test(bare)) {
    const outOfRange = strongsOutOfRange(bare);
    if (outOfRange) throw new QuerySyntaxError(outOfRange);
    return { kind: 'strongs', strongs: normaliseStrongs(bare)! };
  }
  if (text.endsWith('*')) {
    const parts = phraseParts(text);
    return parts.length > 1 ? { kind: 'phrase', parts } : parts[0];
  }
  return phraseNode(text);
}

function phraseNode(text: string): QueryNode | undefined {
  const parts = text.split(/\s+/).flatMap(phraseParts);
  return parts.length > 1 ? { kind: 'phrase', parts } : parts[0];
}

/** The words of one space-free chunk; a trailing `*` makes its last word a prefix. */
function phraseParts(chunk: string): (WordNode | PrefixNode)[] {
  const words = queryWords(chunk);
  if (!chunk.endsWith('*')) return words.map((word) => ({ kind: 'word', word }));
  const prefix = words.pop();
  if (!prefix || [...prefix].length < MIN_PREFIX) {
    throw new QuerySyntaxError(`Type at least ${MIN_PREFIX} letters before * (${chunk})`);
  }
  return [...words.map((word): WordNode => ({ kind: 'word', word })), { kind: 'prefix', prefix }];
}

function resolveScope(target: string): VerseRange[] {
  if (!target) throw new QuerySyntaxError('Say where to search after in:, for example in:John or in:NT');
  const named = NAMED_SCOPES[target.toLowerCase().replace(/\s+/g, ' ')];
  if (named) return named();
  const reference = parseReference(target);
  if (reference.ok) return reference.ranges;
  if (/^(Unknown book|Not a Bible reference)/.test(reference.message)) {
    throw new QuerySyntaxError(`Unknown book in in:${target}`);
  }
  throw new QuerySyntaxError(reference.message);
}

/** How many terms a query holds, and how many of them are prefixes: the cost of a search grows with both. */
export interface TermCounts {
  /** Words (each word of a phrase), prefixes and Strong's numbers, excluded ones too. */
  terms: number;
  /** Terms ending in `*`: each stands for every indexed word starting so. */
  prefixes: number;
}

/** The terms of a query (none for a reference, which lists verses and searches no index). */
export function termCounts(query: Query): TermCounts {
  const counts: TermCounts = { terms: 0, prefixes: 0 };
  if (query.kind === 'reference') return counts;
  const visit = (node: QueryNode): void => {
    switch (node.kind) {
      case 'and':
        node.allOf.forEach(visit);
        node.noneOf.forEach(visit);
        return;
      case 'or':
        node.anyOf.forEach(visit);
        return;
      case 'phrase':
        node.parts.forEach(visit);
        return;
      case 'near':
        node.terms.forEach(visit);
        return;
      case 'grammar':
        counts.terms += node.constraints.length;
        return;
      case 'prefix':
        counts.prefixes++;
        counts.terms++;
        return;
      default:
        counts.terms++;
    }
  };
  visit(query.root);
  return counts;
}
