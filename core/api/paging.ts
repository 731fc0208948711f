import { z } from 'zod';
import { MAX_PAGE, MAX_PAGE_SIZE, PAGE_MESSAGES, SEARCH_PAGE_SIZE } from '../search/limits';

/** `page` and `limit` of the paged calls, with messages naming the field. */

export const pageParameter = z.coerce
  .number({ error: PAGE_MESSAGES.page })
  .int(PAGE_MESSAGES.page)
  .min(1, PAGE_MESSAGES.page)
  .max(MAX_PAGE, PAGE_MESSAGES.pageTooLarge)
  .default(1);

const LIMIT_MESSAGE = PAGE_MESSAGES.limit;

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
