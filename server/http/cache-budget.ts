const MiB = 1024 * 1024;

/**
 * Every cache of finished answers and of their parts, with its limits, in one place (decisions 248, 249):
 * together they are what a busy site adds to the memory of its loaded versions, so they are sized together.
 * Their JSON and HTML come to at most 16 MiB, their objects to about as much again; the repeated reads that
 * make up most traffic (a popular chapter, a common search) are answered from these as before. Limits by count
 * bound caches of small objects; by bytes, the caches of JSON and HTML (a kept entry's objects take about 1.7
 * times its JSON besides).
 */
export const CACHE_BUDGET = {
  /** Search answers' JSON (server/search). */
  searchAnswers: { answers: 300, bytes: 2 * MiB },
  /** Grammatical concordance answers' JSON (server/grammar, decision 400): counts, breakdowns and a page. */
  grammarAnswers: { answers: 100, bytes: 2 * MiB },
  /** The validated input of the URLs whose grammar answers are kept, to find them by URL (decision 409). */
  grammarUrls: 300,
  /** The validated queries of the URLs whose search answers are kept, to find them by URL (decision 251). */
  searchUrls: 300,
  /** Search results' fixed fields, per version and per kind (plain, tagged): some 700 bytes each. */
  keptResultsPerKind: 150,
  /** Chapters' JSON (server/reader). */
  chapters: { answers: 100, bytes: 2 * MiB },
  /** Verses cut into display segments, over every edition. */
  segments: 1_000,
  /** Interlinear chapters' JSON, about 120 KB each. */
  interlinears: { answers: 25, bytes: 3 * MiB },
  /** Dictionary entries, per language: their JSON and objects. */
  entries: { answers: 60, bytes: 1 * MiB },
  /** Easton's entries read into pieces and links (server/dictionary, decision 383): most are 1-10 KB. */
  eastonsEntries: { answers: 200, bytes: 1 * MiB },
  /** Dictionary list pages, about 4 KB of JSON each. */
  dictionaryPages: { answers: 500, bytes: 1_000_000 },
  /** The dictionary's definitions, KJV usages and searches (small objects). */
  definitions: 500,
  usages: 500,
  dictionarySearches: 200,
  /**
   * The commentaries (server/commentary): each of its two caches (a KJV chapter's notes, the answers' JSON,
   * decision 410) holds at most this. Psalm 119's Treasury is 400 KB.
   */
  commentaries: { answers: 40, bytes: 1 * MiB },
  /** Pages rendered on the server, each sent again for `ttlMs`. */
  /** A chapter's cross-reference counts' JSON (server/cross-references, decision 346), 1-3 KB each. */
  crossReferenceChapters: { answers: 500, bytes: 1 * MiB },
  /** A verse's cross-references with their previews (decision 409): 1-45 KB each, the reader's 5 about 2 KB. */
  crossReferenceVerses: { answers: 300, bytes: 1 * MiB },
  /** The validated input of the URLs whose cross-reference answers are kept, to find them by URL. */
  crossReferenceUrls: 1_000,
  renderedPages: { pages: 100, bytes: 2 * MiB, ttlMs: 10_000 },
  /**
   * Readers' marks (server/study, decision 365), the least recently reading dropped first: the bench's reader of
   * 10,000 mixed marks is counted at about 5 MiB, its reader of 10,000 notes at about 12 MiB, one of a few
   * hundred marks at some 100 KB. A reader of more than this alone is answered by the database.
   */
  studyReaders: { bytes: 24 * MiB },
  /** Compressed answers: originals and their compressed forms together. */
  compressed: { entries: 300, bytes: 4 * MiB },
} as const;

/**
 * Sessions kept in memory (decision 366): a few hundred bytes each; one is read again from the database after
 * `maxAgeMs` even when no notification ended it.
 */
export const SESSION_CACHE = { sessions: 10_000, maxAgeMs: 60_000 } as const;
