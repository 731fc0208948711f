import { z } from 'zod';
import { CONCORDANCE_PAGE_SIZE } from '../../core/search/limits';
import { pageParameter, pageSizeParameter } from '../search/search.schemas';

export const numberParams = z.object({
  number: z.string().describe("A Strong's number: H7225, h07225, G26, H6887a"),
});

export const listLimitParameter = pageSizeParameter(CONCORDANCE_PAGE_SIZE);

export const listQuery = z.object({
  page: pageParameter,
  limit: listLimitParameter,
  query: z
    .string()
    .max(200, 'query may be at most 200 characters')
    .optional()
    .describe(
      'A number, a headword (points and accents optional), a transliteration or definition words. ' +
        'Wins over `q` when both are given.',
    ),
  q: z
    .string()
    .max(200, 'q may be at most 200 characters')
    .optional()
    .describe('Alias of `query` (older links); ignored when `query` is given'),
  language: z
    .enum(['hebrew', 'greek'], { error: 'language must be hebrew or greek' })
    .optional()
    .describe('Only entries of this language'),
});

/** The search text of a list request: `query`, else its alias `q` (decision 106). */
export function listSearchText(request: { query?: string | undefined; q?: string | undefined }) {
  return request.query ?? request.q;
}

export const entryQuery = z.object({ page: pageParameter, limit: listLimitParameter });
