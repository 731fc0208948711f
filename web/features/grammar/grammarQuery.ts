/** The texts with word-level grammar (decision 351); any other version is shown in English under the hits. */
export const GRAMMAR_TEXTS: readonly string[] = ['wlc', 'sblgnt', 'tr'];

/** The text a grammatical query asks of: the version when it is parsed, else the one the query implies. */
export function grammarTextOf(version: string): string | undefined {
  return GRAMMAR_TEXTS.includes(version) ? version : undefined;
}
