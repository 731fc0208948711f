import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../search/limits';

/** `page` and `limit` of the paged calls, with messages naming the field. */

export const pageParameter = z.coerce
  .number({ error: 'page must be a whole number of 1 or more' })
  .int('page must be a whole number of 1 or more')
  .min(1, 'page must be a whole number of 1 or more')
  .max(100_000, 'page is too large')
  .default(1);

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** A page size from 1 to MAX_PAGE_SIZE, `fallback` when the call names none. */
export function pageSizeParameter(fallback: number) {
  return z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_PAGE_SIZE, LIMIT_MESSAGE)
    .default(fallback);
}

export const limitParameter = pageSizeParameter(SEARCH_PAGE_SIZE);
