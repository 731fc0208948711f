/**
 * The search language's terms that name the reader's own marks (issue 37, decision 333): `note:`, `tag:`,
 * `highlight:` and `bookmark:`. This module is only their names and a cheap test, so that the web can tell a
 * personal search from its text without the parser (its query key, never rendered by the server).
 */
export const PERSONAL_FIELD_NAMES: ReadonlySet<string> = new Set(['note', 'tag', 'highlight', 'bookmark']);

export type PersonalField = 'note' | 'tag' | 'highlight' | 'bookmark';

// `u` with `i` folds as the lexer's toLowerCase does (the Kelvin sign K is a k): no personal term escapes it.
const MENTIONS = /(?:note|tag|highlight|bookmark):/iu;

/**
 * Whether a search text may name the reader's own marks: true for every text whose query holds a personal term
 * (and for some that do not, such as `"tag:x"` in quotes). What is true here is never kept nor rendered into a
 * shared page; a false answer is certain.
 */
export function mentionsPersonalTerms(text: string): boolean {
  return MENTIONS.test(text);
}
