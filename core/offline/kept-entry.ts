import type { ConcordanceEntry, Definition } from '../api/concordance';
import { parseLexiconNumber } from '../bible/strongs';
import { kjvOccurrences, presentEntry } from '../lexicon/entry-page';
import { CONCORDANCE_PAGE_SIZE } from '../search/limits';
import { parseQuery } from '../search/query';
import type { KeptData } from './kept-answers';
import { keptOriginalCounts, type KeptLexicon } from './lexicon-pack';
import { offlineMessage } from './offline-search';
import { pageRequestOf } from './page-request';
import { PackAnswerError } from './version-pack';

const ENTRY = /^\/api\/concordance\/([^/]+)$/;
/** The dictionary list's paths, which the server routes before `:number`: never read as a number. */
const LIST_PATHS = new Set(['search', 'hebrew', 'greek']);

/** The number of an entry page's address (`/api/concordance/H430`), or undefined for any other address. */
export function entryPageNumber(route: string): string | undefined {
  const match = ENTRY.exec(route);
  if (!match || LIST_PATHS.has(match[1]!)) return undefined;
  return decodeURIComponent(match[1]!);
}

/**
 * The entry page (`GET /api/concordance/:number`) from the kept lexicon and KJV, as the server answers it
 * (decision 416): the same checks in the same order (the page first, then the number), the KJV's occurrences
 * found and presented by the same core code, the related words found by the same code over the kept
 * definitions, and the counts in the original texts the server put in the lexicon's pack. Without the KJV
 * kept, a 503 that says so: an entry without its verses would read as a word the Bible never uses.
 */
export async function keptEntry(
  text: string,
  parameters: URLSearchParams,
  kept: KeptData,
): Promise<ConcordanceEntry> {
  const request = pageRequestOf(parameters, CONCORDANCE_PAGE_SIZE);
  const lexicon = await kept.lexicon();
  if (!lexicon) throw new PackAnswerError(503, offlineMessage("The Strong's lexicon"));
  const definition = definitionIn(lexicon, text);
  if (!lexicon.originals) {
    // Kept before the pack held the counts: the next visit online downloads the new one.
    throw new PackAnswerError(503, offlineMessage(`The entry page of ${definition.id}`));
  }
  const kjv = await kept.version('kjv');
  if (!kjv) {
    throw new PackAnswerError(
      503,
      `${offlineMessage(`The entry page of ${definition.id}`)} Keep the KJV (on the Offline page) to open it without one.`,
    );
  }
  const query = parseQuery(definition.id);
  return presentEntry(definition, {
    ...kjvOccurrences(kjv, 'error' in query ? undefined : query, request),
    originalCounts: keptOriginalCounts(lexicon.originals, definition),
    related: lexicon.related(definition.id),
  });
}

/** A kept definition by the number as written (`h07225`), with the server's 400 and 404 sentences. */
export function definitionIn(lexicon: KeptLexicon, text: string): Definition {
  const number = parseLexiconNumber(text);
  if (typeof number !== 'string') {
    if (number.outOfRange) throw new PackAnswerError(404, number.outOfRange);
    throw new PackAnswerError(400, "Invalid Strong's number");
  }
  const definition = lexicon.definitions.get(number);
  if (!definition) throw new PackAnswerError(404, `Strong's number ${number} not found`);
  return definition;
}
