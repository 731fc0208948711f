import { z } from 'zod';
import { limitParameter, pageParameter, pageSizeParameter } from '../../core/api/paging';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .optional()
  .transform((value) => value === 'true' || value === '1');

// The paging parameters are API contracts, defined in core/api (decision 375).
export { limitParameter, pageParameter, pageSizeParameter };

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
