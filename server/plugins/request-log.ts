import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { loggableUrl } from '../http/loggable-url';
import { isInnerCall } from '../http/inner-calls';

/** Upper bounds (ms) of the latency buckets of the summary; the last bucket holds everything slower. */
const BUCKETS_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000];

/** A request slower than this is logged on its own, whatever its status. */
export const SLOW_REQUEST_MS = 1_000;

/** What the requests of one period came to: counts by status class and latency percentiles. */
export interface RequestSummary {
  requests: number;
  status: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** The bucket bounds (ms) under which half and 99% of the requests were answered. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Counts requests in fixed buckets: memory that does not grow with the traffic. */
export class RequestTally {
  private counts = new Array<number>(BUCKETS_MS.length + 1).fill(0);
  private status = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  private requests = 0;
  private maxMs = 0;

  add(statusCode: number, ms: number): void {
    this.requests += 1;
    const klass = statusCode >= 500 ? '5xx' : statusCode >= 400 ? '4xx' : statusCode >= 300 ? '3xx' : '2xx';
    this.status[klass] += 1;
    let bucket = BUCKETS_MS.findIndex((bound) => ms <= bound);
    if (bucket < 0) bucket = BUCKETS_MS.length;
    this.counts[bucket]! += 1;
    if (ms > this.maxMs) this.maxMs = ms;
  }

  /** The summary so far, and a fresh start; undefined when no request came. */
  take(): RequestSummary | undefined {
    if (!this.requests) return undefined;
    const percentile = (share: number) => {
      let seen = 0;
      for (const [bucket, count] of this.counts.entries()) {
        seen += count;
        if (seen >= share * this.requests) return BUCKETS_MS[bucket] ?? Math.ceil(this.maxMs);
      }
      return Math.ceil(this.maxMs);
    };
    const summary: RequestSummary = {
      requests: this.requests,
      status: { ...this.status },
      p50Ms: percentile(0.5),
      p99Ms: percentile(0.99),
      maxMs: Math.round(this.maxMs),
    };
    this.counts.fill(0);
    this.status = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
    this.requests = 0;
    this.maxMs = 0;
    return summary;
  }
}

/**
 * The request log (decision 214), in place of Fastify's two `info` lines for every request, which cost about
 * a fifth of a search's time under load and filled the log with the same line: every request answered with a
 * server error (5xx, at `error`) or slower than a second (`warn`) is logged on its own with its request id,
 * method, URL (a secret in it replaced, `loggableUrl`), route, status and time; the others are counted, and a
 * summary (counts by status class, p50 and p99) is logged at `info` once a period. At `debug` every request is
 * logged as before, for chasing one.
 */
export function registerRequestLog(
  app: FastifyInstance,
  options: { periodMs?: number; log?: FastifyBaseLogger } = {},
): RequestTally {
  const tally = new RequestTally();
  const log = options.log ?? app.log;
  const everyRequest = log.level === 'debug' || log.level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    // The calls a page's render makes are part of the page's request, which is counted (decision 280); one
    // that fails or is slow is still logged, marked.
    const inner = isInnerCall(request);
    if (!inner) tally.add(status, ms);
    if (status >= 500 || ms >= SLOW_REQUEST_MS || everyRequest) {
      const url = loggableUrl(request.url);
      const entry = {
        method: request.method,
        route: request.routeOptions.url ?? 'not found',
        url: url.length > 200 ? `${url.slice(0, 200)}…` : url,
        status,
        ms: Math.round(ms * 10) / 10,
        ...(inner ? { inner: true } : {}),
      };
      if (status >= 500) request.log.error(entry, 'request failed');
      else if (ms >= SLOW_REQUEST_MS) request.log.warn(entry, 'slow request');
      else request.log.debug(entry, 'request completed');
    }
    done();
  });
  const timer = setInterval(() => {
    const summary = tally.take();
    if (summary) log.info({ ...summary, periodSeconds: (options.periodMs ?? 60_000) / 1000 }, 'requests');
  }, options.periodMs ?? 60_000);
  timer.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    const summary = tally.take();
    if (summary) log.info(summary, 'requests');
    done();
  });
  return tally;
}
