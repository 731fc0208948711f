// Why we own this: @fastify/compress compressed every answer again through an asynchronous zlib stream, and
// `npm run bench:http` measured a search at 0.06 of the limit server's rate, a chapter 0.03; this hook
// compresses synchronously and keeps each form for the next identical answer (decision 211).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LruCache } from '../http/lru-cache';
import { chooseEncoding } from './static-assets';
import { CACHE_BUDGET } from '../http/cache-budget';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The compressed answers kept: at most this many, and this many bytes (originals and forms together). */
export const COMPRESSED_CACHE = CACHE_BUDGET.compressed;

const COMPRESSIBLE_TYPE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

interface Kept {
  /** The answer the form was made from: a later answer is served the form only when it is the same. */
  source: string | Buffer;
  form: Buffer;
}

export function compressBytes(payload: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(payload, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
        },
      })
    : gzipSync(payload, { level: 6 });
}

export function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

function samePayload(a: string | Buffer, b: string | Buffer): boolean {
  if (a === b) return true;
  if (typeof a === 'string' || typeof b === 'string') return false;
  return a.equals(b);
}

/**
 * Compresses the answers written per request (JSON and text above 1 KB) for clients that accept brotli or
 * gzip (decision 211), synchronously in the onSend hook, with brotli at quality 4 or gzip at level 6. The same
 * public answer is asked again and again (a chapter, an entry, a common search), so each compressed form is
 * kept (an LRU of 2,000 answers and 32 MB) beside the answer it was made from and served again only when the
 * new answer is identical, compared byte for byte: no answer can be served another's bytes, and a change of
 * data simply makes a new form. Only public reads are kept (the costly calls, and any GET without a session
 * cookie or credentials): a signed-in reader's own answers are compressed but never kept. Static files carry their own Content-Encoding (precompressed at build) and are left alone,
 * as are streams.
 */
export function registerCompression(app: FastifyInstance): LruCache<string, Kept> {
  const kept = new LruCache<string, Kept>(COMPRESSED_CACHE.entries, COMPRESSED_CACHE.bytes);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (payload.length < COMPRESS_THRESHOLD_BYTES || reply.hasHeader('content-encoding')) {
      return done(null, payload);
    }
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding'], { br: true, gzip: true });
    if (!encoding) return done(null, payload);
    // Kept: the public reads (the costly calls, whoever asks) and whatever a visitor without a session or
    // credentials asks. A signed-in reader's other answers may be their own: compressed, never kept.
    const anonymous = !request.headers.cookie && !request.headers.authorization;
    const keepable =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (anonymous || request.routeOptions.config.costly === true);
    const key = `${encoding} ${request.url}`;
    const previous = keepable ? kept.get(key) : undefined;
    let form: Buffer;
    if (previous && samePayload(previous.source, payload)) {
      form = previous.form;
    } else {
      form = compressBytes(payload, encoding);
      const sourceBytes = typeof payload === 'string' ? payload.length * 2 : payload.length;
      if (keepable) kept.set(key, { source: payload, form }, sourceBytes + form.length);
    }
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, form);
  });
  return kept;
}
