/** The texts with word-level grammar (decision 351); any other version is shown in English under the hits. */
export const GRAMMAR_TEXTS: readonly string[] = ['wlc', 'sblgnt', 'tr'];

/**
 * Whether a query of the one box holds a grammatical term (`lemma:`, `root:`, `morph:`, `near:`), which the
 * grammatical concordance answers (decision 370). Small on purpose: the results pages import it up front and
 * load the concordance's screen only when it says yes.
 */
export function isGrammaticalQuery(q: string): boolean {
  return /(?:^|[\s(])-?(?:lemma|root|morph|near):/i.test(q);
}

/** The text a grammatical query asks of: the version when it is parsed, else the one the query implies. */
export function grammarTextOf(version: string): string | undefined {
  return GRAMMAR_TEXTS.includes(version) ? version : undefined;
}
