import { FIELD_NAMES } from './query-fields';
import { PERSONAL_FIELD_NAMES } from './personal-terms';
import { GRAMMAR_TERM_NAMES } from './grammar-query';

/** The pieces of a search box text, before they are given meaning by `parseQuery`. */
export type QueryToken =
  | { type: 'term'; text: string }
  | { type: 'phrase'; text: string }
  | { type: 'scope'; text: string }
  | { type: 'field'; name: string; text: string }
  | { type: 'topic'; text: string }
  | { type: 'grammar'; name: string; text: string }
  | { type: 'not' }
  | { type: 'or' }
  | { type: 'open' }
  | { type: 'close' };

/** A `name:` the lexer reads as a field: the data's (query-fields.ts) and the reader's own (personal-terms.ts). */
function isFieldName(name: string): boolean {
  return FIELD_NAMES.has(name) || PERSONAL_FIELD_NAMES.has(name);
}

const QUOTES = new Set(['"', '“', '”', '„']);
const STOP = /[\s()"“”„]/;
// What may follow `in:Rom` as part of the same target: `8`, `8:28`, `8:28-39`, `1:26-2:3`.
const CHAPTER_SPEC = /^\d+(?:[:.]\d+)?(?:[-–]\d+(?:[:.]\d+)?)?[,;]?$/;
// Targets that name only the first half of a book: `in:1 Cor`, `in:II Kings`, `in:Song of Solomon`.
const NAME_START = /^(?:[1-3]|i{1,3}|first|second|third|song(?: of)?)$/i;

/**
 * Splits a query into terms, quoted phrases (an unclosed quote runs to the end), `in:` targets (with the
 * chapter numbers after them), `-` or `NOT` before a term or group, the uppercase keyword `OR` (`AND` is
 * dropped: it is what words mean anyway), and parentheses.
 */
export function lexQuery(text: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  let index = 0;
  const readRun = (): string => {
    const start = index;
    while (index < text.length && !STOP.test(text[index]!)) index++;
    return text.slice(start, index);
  };
  const readQuoted = (): string => {
    const start = ++index;
    while (index < text.length && !QUOTES.has(text[index]!)) index++;
    const quoted = text.slice(start, index);
    index++;
    return quoted;
  };
  const peekRun = (): string => {
    const rest = text.slice(index).trimStart();
    const match = /^[^\s()"“”„]+/.exec(rest);
    return match ? match[0] : '';
  };
  const skipSpaces = (): void => {
    while (index < text.length && /\s/.test(text[index]!)) index++;
  };

  while (index < text.length) {
    const character = text[index]!;
    if (/\s/.test(character)) {
      index++;
    } else if (character === '(') {
      tokens.push({ type: 'open' });
      index++;
    } else if (character === ')') {
      tokens.push({ type: 'close' });
      index++;
    } else if (QUOTES.has(character)) {
      tokens.push({ type: 'phrase', text: readQuoted() });
    } else if (character === '-' && index + 1 < text.length && !/[\s-]/.test(text[index + 1]!)) {
      tokens.push({ type: 'not' });
      index++;
    } else if (/^topic:/i.test(text.slice(index, index + 6))) {
      // `topic:faith`, `topic:"burnt offering"`: a Nave's topic (core/search/topic-query.ts).
      index += 6;
      tokens.push({ type: 'topic', text: (QUOTES.has(text[index] ?? '') ? readQuoted() : readRun()).trim() });
    } else if (/^in:/i.test(text.slice(index, index + 3))) {
      index += 3;
      let target = QUOTES.has(text[index] ?? '') ? readQuoted() : readRun();
      for (let next = peekRun(); next; next = peekRun()) {
        const extends_ = CHAPTER_SPEC.test(next) || (NAME_START.test(target) && /^\p{L}/u.test(next));
        if (!extends_ || next === 'OR') break;
        skipSpaces();
        target = `${target} ${readRun()}`;
      }
      tokens.push({ type: 'scope', text: target.trim() });
    } else if (GRAMMAR_TERM_NAMES.has(/^(\p{L}+):/u.exec(text.slice(index))?.[1]?.toLowerCase() ?? '')) {
      // `lemma:ἀγαπάω`, `morph:"aorist imperative"`, `near:3` (grammar-query.ts).
      const name = /^(\p{L}+):/u.exec(text.slice(index))![1]!;
      index += name.length + 1;
      const target = QUOTES.has(text[index] ?? '') ? readQuoted() : readRun();
      tokens.push({ type: 'grammar', name: name.toLowerCase(), text: target });
    } else if (isFieldName(/^(\p{L}+):/u.exec(text.slice(index))?.[1]?.toLowerCase() ?? '')) {
      // `xref:John.3.16`, `xref:"John 3:16"` (query-fields.ts); `tag:sermon`, `highlight:` (personal-fields.ts).
      const name = /^(\p{L}+):/u.exec(text.slice(index))![1]!;
      index += name.length + 1;
      const target = QUOTES.has(text[index] ?? '') ? readQuoted() : readRun();
      tokens.push({ type: 'field', name: name.toLowerCase(), text: target });
    } else {
      const run = readRun();
      // Readers used to other search boxes type AND (what words mean anyway) and NOT (the same as `-`).
      if (run === 'AND') continue;
      tokens.push(
        run === 'OR' ? { type: 'or' } : run === 'NOT' ? { type: 'not' } : { type: 'term', text: run },
      );
    }
  }
  return tokens;
}
