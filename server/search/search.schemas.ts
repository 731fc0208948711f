import { z } from 'zod';
import { MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '../../core/search/limits';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

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

export const versionParameter = z
  .string()
  .regex(/^[a-z0-9_-]{1,32}$/, 'version must be a version code such as kjv, or all')
  .default('kjv');

export const searchQuery = z.object({
  q: z
    .string()
    .default('')
    .describe(
      'Words, "phrases", OR, -excluded, prefix*, H430, in:John, or a reference; signed in, your own marks: note:shepherd, tag:sermon, highlight:yellow, highlight:, bookmark:',
    ),
  page: pageParameter,
  limit: limitParameter,
  includeStrongs: booleanFlag.describe("Carry inline Strong's tags ({H7225}) in the verse text"),
  version: versionParameter.describe('A version code, or all for every installed version'),
});

export const specialSearchQuery = z.object({
  q: z.string().optional(),
  query: z.string().optional().describe('Same as q'),
  page: pageParameter,
  limit: limitParameter,
  includeStrongs: booleanFlag,
});

export const analyticsBody = z.object({
  searchTerm: z
    .string({ error: 'searchTerm is required' })
    .max(500, 'searchTerm may be at most 500 characters'),
  resultCount: z
    .number({ error: 'resultCount must be a number' })
    .int('resultCount must be a whole number')
    .min(0, 'resultCount must be 0 or more')
    .max(10_000_000, 'resultCount must be at most 10000000'),
  searchType: z
    .string({ error: 'searchType is required' })
    .min(1, 'searchType is required')
    .max(32, 'searchType may be at most 32 characters'),
});
