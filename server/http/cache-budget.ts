const MiB = 1024 * 1024;

/**
 * Every cache of finished answers and of their parts, with its limits, in one place (decision 248): together
 * they are what a busy site adds to the memory of its loaded versions, so they are sized together. With every
 * shipped version read from its snapshots on PostgreSQL (about 305 MiB) a long mixed load adds at most about
 * 45 MiB, within issue 22's budget; the repeated reads that make up most traffic (a popular chapter, a common
 * search) are answered from these as before. Limits by count bound caches of small objects; by bytes, the
 * caches of JSON and HTML (a kept entry's objects take about 1.7 times its JSON besides).
 */
export const CACHE_BUDGET = {
  /** Search answers' JSON (server/search). */
  searchAnswers: { answers: 500, bytes: 4 * MiB },
  /** Search results' fixed fields, per version and per kind (plain, tagged): some 700 bytes each. */
  keptResultsPerKind: 300,
  /** Chapters' JSON (server/reader). */
  chapters: { answers: 200, bytes: 4 * MiB },
  /** Verses cut into display segments, over every edition. */
  segments: 2_000,
  /** Interlinear chapters' JSON, about 120 KB each. */
  interlinears: { answers: 40, bytes: 4 * MiB },
  /** Dictionary entries, per language: their JSON and objects. */
  entries: { answers: 150, bytes: 2_000_000 },
  /** Dictionary list pages, about 4 KB of JSON each. */
  dictionaryPages: { answers: 500, bytes: 1_000_000 },
  /** The dictionary's definitions, KJV usages and searches (small objects). */
  definitions: 500,
  usages: 500,
  dictionarySearches: 200,
  /** Pages rendered on the server, each sent again for `ttlMs`. */
  renderedPages: { pages: 200, bytes: 4 * MiB, ttlMs: 10_000 },
  /** Compressed answers: originals and their compressed forms together. */
  compressed: { entries: 500, bytes: 8 * MiB },
} as const;
