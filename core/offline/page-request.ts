import type { PageRequest } from '../lexicon/entry-page';
import { MAX_PAGE, MAX_PAGE_SIZE, PAGE_MESSAGES } from '../search/limits';
import { PackAnswerError } from './version-pack';

/**
 * `page` and `limit` of a call answered offline, read as the server's schemas read them (core/api/paging.ts,
 * whose Zod the offline code does without): each value as `Number()` reads it, a name given twice as no number,
 * and the server's first complaint (`page` before `limit`) as a 400.
 */
export function pageRequestOf(query: URLSearchParams, defaultLimit: number): PageRequest {
  const page = numberOf(query, 'page');
  if (page !== undefined) {
    if (!Number.isInteger(page) || page < 1) throw new PackAnswerError(400, PAGE_MESSAGES.page);
    if (page > MAX_PAGE) throw new PackAnswerError(400, PAGE_MESSAGES.pageTooLarge);
  }
  const limit = numberOf(query, 'limit');
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)) {
    throw new PackAnswerError(400, PAGE_MESSAGES.limit);
  }
  return { page: page ?? 1, limit: limit ?? defaultLimit };
}

/** A parameter as a number (NaN when given twice), or undefined when the call leaves it out. */
function numberOf(query: URLSearchParams, name: string): number | undefined {
  const values = query.getAll(name);
  if (!values.length) return undefined;
  return values.length > 1 ? Number.NaN : Number(values[0]);
}
