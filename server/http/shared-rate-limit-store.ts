import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { SharedCountsRepository } from './shared-counts.repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * `@fastify/rate-limit`'s store over the shared counts (decision 363): the same windows as its memory store,
 * kept in the database so that three instances allow a client the limit once, not three times. Each route
 * counts on its own, as in memory (decision 100): the key is the route's method and path, then the address.
 */
export class SharedRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly counts: SharedCountsRepository,
    private readonly route = '',
  ) {}

  incr(address: string, callback: Callback, timeWindow: number): void {
    this.counts.hit(`${this.route}|${address}`, timeWindow).then(
      (count) => callback(null, count),
      (error: Error) => callback(error),
    );
  }

  // Typed as a route's options; what the plugin passes is the route's limit with the route as `routeInfo`.
  child(options: Parameters<FastifyRateLimitStore['child']>[0]): SharedRateLimitStore {
    const { method, url } = (options as { routeInfo?: Partial<RouteOptions> }).routeInfo ?? {};
    return new SharedRateLimitStore(this.counts, `${String(method ?? '')} ${url ?? ''}`);
  }
}

/** The store as `@fastify/rate-limit` takes it: a class it builds once with its options. */
export function sharedRateLimitStore(counts: SharedCountsRepository) {
  return class extends SharedRateLimitStore {
    constructor() {
      super(counts);
    }
  };
}
