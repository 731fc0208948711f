import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * Per-address request limits of the public calls whose cost grows with what they are asked, for a route's
 * `config.rateLimit` (decision 100). Each route counts on its own; the numbers are far above what a reader
 * clicking through the site sends. Windows of ten seconds rather than a minute keep a burst short: one client
 * spending a minute's allowance at once held the only thread for seconds. The address is `request.ip`: behind
 * a proxy that the server does not trust, every client has the proxy's address and so shares one budget.
 */
export const requestLimits = {
  /** The one-box search, the special edition's and the Strong's-number search: 5 a second. */
  search: { max: 50, timeWindow: '10 seconds' },
  /** The parallel view's batch look-up: a page of results or a chapter sends one or two. */
  batch: { max: 30, timeWindow: '10 seconds' },
  /** A chapter word by word, the costliest chapter call (up to 45 ms for the longest chapters). */
  interlinear: { max: 30, timeWindow: '10 seconds' },
  /** Chapters, dictionary entries and definitions and the dictionary list search. */
  reading: { max: 50, timeWindow: '10 seconds' },
  /** Offline downloads (decision 415): a reader keeps a few versions, each a file of a few megabytes. */
  downloads: { max: 20, timeWindow: '1 minute' },
  /** Hebrew speech: a page of 100 phrases played one by one stays well inside it (decision 040). */
  speech: { max: 60, timeWindow: '1 minute' },
  /** Starting or cancelling a gift: a donor tries a few cards at most; card testers try hundreds (decision 201). */
  donation: { max: 10, timeWindow: '1 minute' },
  /** The provider's webhook deliveries, from its few addresses. */
  webhook: { max: 300, timeWindow: '1 minute' },
} as const satisfies Record<string, RateLimitOptions>;
