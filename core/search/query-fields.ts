import { bookByOsis, findBook, verseKey } from '../bible/books';
import { KJV } from '../bible/versification';

/**
 * The search language's `field:value` terms that name verses by what other data says of them (issue 38):
 * `xref:John.3.16`, the verses that link to John 3:16. The lexer reads `name:value` for each name here; the
 * parser turns it into a `field` node; the server gives the index the verses of each field (`resolveField`),
 * since the data lives there. Add a field: its name to FIELD_NAMES and its reading to `fieldNode`.
 */
export const FIELD_NAMES: ReadonlySet<string> = new Set(['xref']);

/** Verses named by a field: `xref` holds the verse's key (BBCCCVVV, KJV numbering). */
export type FieldNode = { kind: 'field'; field: 'xref'; key: number; text: string };

/**
 * The verses (sorted keys in KJV numbering, which every version but the Hebrew Bible's shares) of a field node;
 * set by the server at start.
 */
export type FieldResolver = (node: FieldNode) => Int32Array;

const resolvers = new Map<string, FieldResolver>();

/** Registers how a field's verses are found (the server, when it builds the app). */
export function registerFieldResolver(field: FieldNode['field'], resolver: FieldResolver): void {
  resolvers.set(field, resolver);
}

/** The verses of a field node; none while nothing serves the field (the data removed or turned off). */
export function resolveField(node: FieldNode): Int32Array {
  return resolvers.get(node.field)?.(node) ?? new Int32Array(0);
}

/**
 * A field term as the parser reads it, or the message naming what is wrong (the reader sees it in a 400).
 * `xref:` takes one verse: `John.3.16`, `John 3:16`, `Jn3:16`, `1John.4.8`.
 */
export function fieldNode(name: string, value: string): FieldNode | string {
  const text = value.trim();
  const match = /^(.+?)[\s.]*(\d{1,3})[.:](\d{1,3})$/.exec(text);
  const book = match ? (bookByOsis(match[1]!.replace(/\.$/, '')) ?? findBook(match[1]!.trim())) : undefined;
  const chapter = Number(match?.[2]);
  const verse = Number(match?.[3]);
  if (!match || !book || book.number > 66 || !KJV.isValid(book.osis, chapter, verse)) {
    return `xref: needs one verse such as xref:John.3.16; "${text.slice(0, 40)}" is not one`;
  }
  return {
    kind: 'field',
    field: name as FieldNode['field'],
    key: verseKey(book.number, chapter, verse),
    text,
  };
}

let stamp: object = {};

/** An object that stands for the fields' current data: kept search answers are kept with it. */
export function fieldData(): object {
  return stamp;
}

/** Tells that a field's data changed (a newer file, a removal): answers kept with the old stamp are dropped. */
export function fieldsChanged(): void {
  stamp = {};
}
