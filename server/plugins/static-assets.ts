import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { filesUnder } from '../http/precompress';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
};

/** Vite fingerprints everything under assets/: those files never change under their name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The service worker script is checked for a new deploy on each navigation (decision 413): never taken from a
 * cache without asking.
 */
const SERVICE_WORKER = 'no-cache';
/** Anything else (favicon.svg) may change with a new build under the same name: asked again each time. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  etag: string;
  identity: Buffer;
  /** The forms the build wrote beside the file (decision 211); absent when it wrote none. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The encoding to send, from what the client accepts and what the file has: brotli before gzip, nothing
 * (identity) when neither is accepted. `q=0` refuses an encoding; `*` accepts the ones not named.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const accepted = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (available.br && accepted('br')) return 'br';
  if (available.gzip && accepted('gzip')) return 'gzip';
  return undefined;
}

/**
 * Reads the built web app's files into memory (2-3 MB, with their compressed forms about 5 MB), except the
 * source maps (decision 103), the compressed forms themselves and the HTML pages, which the shell answers.
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(root)) return files;
  const all = new Set(filesUnder(root));
  for (const relative of all) {
    // Not served: the build's stamps (dotfiles, such as .source-hash) either.
    if (/\.(map|br|gz|html)$/.test(relative) || path.basename(relative).startsWith('.')) continue;
    const identity = readFileSync(path.join(root, relative));
    const read = (suffix: string) =>
      all.has(relative + suffix) ? readFileSync(path.join(root, relative + suffix)) : undefined;
    files.set(`/${relative}`, {
      contentType: CONTENT_TYPES[path.extname(relative).toLowerCase()] ?? 'application/octet-stream',
      cacheControl: relative.startsWith('assets/')
        ? IMMUTABLE
        : relative === 'sw.js'
          ? SERVICE_WORKER
          : REVALIDATE,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      identity,
      br: read('.br'),
      gzip: read('.gz'),
    });
  }
  return files;
}

function sendStatic(file: StaticFile, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', file.cacheControl).header('etag', file.etag);
  const hasForms = Boolean(file.br ?? file.gzip);
  if (hasForms) reply.header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
    return reply.code(304).send();
  }
  const encoding = hasForms
    ? chooseEncoding(request.headers['accept-encoding'], { br: !!file.br, gzip: !!file.gzip })
    : undefined;
  reply.type(file.contentType);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? file[encoding] : file.identity);
}

/**
 * Serves the built web app's static files from memory (decisions 211 and 212): the files read at start (so a
 * new build needs a restart, as before), one route for /assets and one for each other file, with the
 * brotli or gzip form the build wrote when the client accepts it, `Vary: Accept-Encoding`, a strong ETag
 * (304 for a matching `If-None-Match`) and year-long immutable caching for the fingerprinted files under
 * /assets. Answers the number of files served.
 */
export function registerStaticAssets(
  app: FastifyInstance,
  root: string,
  unknownFile: (request: FastifyRequest, reply: FastifyReply) => unknown = (_request, reply) =>
    reply.callNotFound(),
): number {
  const files = loadStaticFiles(root);
  // The fingerprinted files (nearly all of them) share one route: a route each cost a fifth of a second at
  // start. An unknown file there gets what any unknown address gets (`unknownFile`: web-app.ts sends a page).
  app.get('/assets/*', { schema: { hide: true } }, (request, reply) => {
    const file = files.get(`/assets/${(request.params as { '*': string })['*']}`);
    return file ? sendStatic(file, request, reply) : unknownFile(request, reply);
  });
  for (const [url, file] of files) {
    if (url.startsWith('/assets/')) continue;
    app.get(url, { schema: { hide: true } }, (request, reply) => sendStatic(file, request, reply));
  }
  return files.size;
}
