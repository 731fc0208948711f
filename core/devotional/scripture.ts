import { parseReference } from '../reference/parse-reference';

/** The most references a saved reading's scripture may join (a one-day custom plan of every book: 66). */
const PARTS_MAX = 66;

/**
 * What is wrong with a saved reading's scripture, or undefined when it is Bible references joined by "; " as
 * the plans write them ("Genesis 1-3", "Amos 9; Obadiah; Jonah", "Psalms 119:1-88"): the key of a saved
 * reading must name real passages (decision 255).
 */
export function scriptureProblem(scripture: string): string | undefined {
  const parts = scripture.split(';').map((part) => part.trim());
  if (parts.length > PARTS_MAX) return `at most ${PARTS_MAX} references`;
  for (const part of parts) {
    const parsed = parseReference(part);
    if (!parsed.ok) return `"${part.slice(0, 60)}" is not a Bible reference (${parsed.message})`;
  }
  return undefined;
}
