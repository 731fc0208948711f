import type { FastifyInstance } from 'fastify';

interface Stored {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The request headers the answer's Vary names, as they were. */
  varied: Record<string, string>;
  storedAt: number;
  maxAgeSeconds: number;
}

export interface CachedAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the cache answered without asking the server. */
  fromCache: boolean;
  json(): unknown;
}

function directives(cacheControl: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of cacheControl.split(',')) {
    const [name, value = ''] = part.trim().toLowerCase().split('=');
    if (name) map.set(name, value);
  }
  return map;
}

/**
 * An HTTP cache in front of the app that honours what the answers say (RFC 9111, the part that matters here):
 * it keeps a GET's 200 when Cache-Control gives it a lifetime and does not say `no-store` (nor `private`, for a
 * shared cache such as a CDN or a proxy), serves it while fresh to a request whose headers named by Vary are
 * the same, and otherwise asks the app. The clock is the test's own.
 */
export class HttpCache {
  private readonly stored = new Map<string, Stored>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly kind: 'shared' | 'private',
    private readonly now: () => number = () => 0,
  ) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<CachedAnswer> {
    const request = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const kept = this.stored.get(url);
    if (
      kept &&
      this.now() - kept.storedAt < kept.maxAgeSeconds * 1000 &&
      Object.entries(kept.varied).every(([name, value]) => (request[name] ?? '') === value)
    )
      return this.answer(kept, true);
    const response = await this.app.inject({ method: 'GET', url, headers: request });
    const answerHeaders = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
    );
    const cacheControl = directives(answerHeaders['cache-control'] ?? '');
    const lifetime =
      (this.kind === 'shared' ? cacheControl.get('s-maxage') : undefined) ?? cacheControl.get('max-age');
    const vary = (answerHeaders.vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    const storable =
      response.statusCode === 200 &&
      lifetime !== undefined &&
      !cacheControl.has('no-store') &&
      !(this.kind === 'shared' && cacheControl.has('private')) &&
      !vary.includes('*');
    const fresh: Stored = {
      status: response.statusCode,
      headers: answerHeaders,
      body: response.body,
      varied: Object.fromEntries(vary.map((name) => [name, request[name] ?? ''])),
      storedAt: this.now(),
      maxAgeSeconds: Number(lifetime ?? 0),
    };
    if (storable) this.stored.set(url, fresh);
    return this.answer(fresh, false);
  }

  private answer(stored: Stored, fromCache: boolean): CachedAnswer {
    return {
      statusCode: stored.status,
      headers: stored.headers,
      body: stored.body,
      fromCache,
      json: () => JSON.parse(stored.body) as unknown,
    };
  }
}
