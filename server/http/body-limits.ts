import type { FastifyInstance, preParsingHookHandler, RouteOptions } from 'fastify';
import { errors } from '../errors';

const KB = 1024;

/**
 * The body every route takes unless the table below says otherwise, and the bound of a request no route
 * matches (Fastify's server-wide `bodyLimit`): every public form of the site sends well under it.
 */
export const DEFAULT_BODY_LIMIT = 16 * KB;

/**
 * The routes that take more than the default, by `METHOD path` as declared (decision 254). A bound covers the
 * largest body the route's schema admits, in UTF-8 and with JSON's escapes, except where that worst case is
 * far beyond any real request (the batch look-up). Multipart uploads are not read through this bound: the
 * form reader sets its own (`readMultipartForm`, MAX_UPLOAD_BYTES); a JSON body sent to them meets the default.
 */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  // 500 references of a reading's length; 500 of the 200 characters the schema allows would be 100-200 KB.
  'POST /api/reference-lookup/batch': 64 * KB,
  // A saved day (decision 255): notes 10,000 characters, title and scripture 1,000 each, reflection 2,000,
  // prayer 1,000, category 100: about 91,000 bytes at worst with JSON's escapes. The passage is not sent.
  'POST /api/devotional/save-notes': 96 * KB,
  // The reader's standing note (10,000 characters).
  'POST /api/devotional/preferences': 64 * KB,
  // An event: description 4,000 characters, 20 key figures and 20 references.
  'POST /api/timeline/my-events': 64 * KB,
  'PUT /api/timeline/my-events/:id': 64 * KB,
  // Saved verses (decision 315): a note of 20,000 characters is 120 KB at worst with JSON's escapes; a merge
  // brings up to 5,000 marks kept in a browser; an import is our JSON export (STUDY_LIMITS.importBytes).
  'POST /api/study/marks': 160 * KB,
  'PATCH /api/study/marks/:id': 160 * KB,
  'POST /api/study/marks/merge': 8 * 1024 * KB,
  'POST /api/study/import': 20 * 1024 * KB,
  // Stripe's signed event, read as text (the schema allows 512 K characters).
  'POST /api/stripe/webhook': 512 * KB,
  // Administrators' HTML: pages, content boxes, advertisements, email templates and their previews.
  'POST /api/admin/pages': 512 * KB,
  'PUT /api/admin/pages/:id': 512 * KB,
  'POST /api/admin/content-boxes': 512 * KB,
  'PUT /api/admin/content-boxes/:id': 512 * KB,
  'POST /api/admin/ads': 512 * KB,
  'PUT /api/admin/ads/:id': 512 * KB,
  'POST /api/admin/site-content/preview': 512 * KB,
  'PUT /api/admin/email/templates/:name': 512 * KB,
  'POST /api/admin/email/templates/:name/preview': 512 * KB,
  // A setting's value and default, 100,000 characters each.
  'POST /api/system-settings': 1024 * KB,
  'PUT /api/system-settings/:key': 512 * KB,
  // The bot's directives, remedies and resolutions (10,000 characters).
  'POST /api/admin/bot/instructions': 64 * KB,
  'PUT /api/admin/bot/instructions/:id': 64 * KB,
  'PUT /api/admin/bot/repairs/:id': 64 * KB,
  'PUT /api/admin/bot/errors/:id': 64 * KB,
};

/** Multipart uploads: read by the handler, over as long as the request deadline allows (connection-limits.ts). */
export const UPLOAD_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/admin/upload-bible',
  'POST /api/converter/convert-text-to-sql',
]);

/** The methods whose body Fastify reads (it never reads one on GET, HEAD or TRACE). */
const WITH_BODY = new Set(['DELETE', 'OPTIONS', 'PATCH', 'PUT', 'POST', 'QUERY']);

/**
 * A `preParsing` hook: a body still arriving after `ms` is answered 408 and its connection closed. A body that
 * came with its headers (nearly all of them) costs one check; the others a timer until they end.
 */
function bodyDeadline(ms: number): preParsingHookHandler {
  return (request, reply, payload, done) => {
    if (request.raw.complete) return done(null, payload);
    const timer = setTimeout(() => {
      // Only while the body parser still reads: an `error` nobody listens to would end the process.
      if (request.raw.complete || payload.listenerCount('error') === 0) return;
      reply.header('connection', 'close');
      payload.emit('error', errors.requestTimeout());
    }, ms);
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    reply.raw.once('finish', stop);
    done(null, payload);
  };
}

/** The declared bound of a route: its own `bodyLimit`, else the table's for any of its methods, else the default. */
export function declaredBodyLimit(route: Pick<RouteOptions, 'method' | 'url' | 'bodyLimit'>): number {
  if (route.bodyLimit !== undefined) return route.bodyLimit;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  let limit: number | undefined;
  for (const method of methods) {
    const listed = BODY_LIMITS[`${method} ${route.url}`];
    if (listed !== undefined) limit = Math.max(limit ?? 0, listed);
  }
  return limit ?? DEFAULT_BODY_LIMIT;
}

/**
 * Gives every route declared after this its bound from the table (Fastify refuses a larger body with 413 as
 * soon as its `Content-Length` is read, or as the bytes pass the bound), and every route that reads a body,
 * uploads aside, a deadline of `bodyMs` for it. Set at declaration: GET routes do no work for it.
 */
export function registerBodyLimits(app: FastifyInstance, bodyMs: number): void {
  const deadline = bodyDeadline(bodyMs);
  app.addHook('onRoute', (route) => {
    route.bodyLimit = declaredBodyLimit(route);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const upload = methods.some((method) => UPLOAD_ROUTES.has(`${method} ${route.url}`));
    if (upload || !methods.some((method) => WITH_BODY.has(method))) return;
    route.preParsing = route.preParsing === undefined ? [deadline] : [...[route.preParsing].flat(), deadline];
  });
}
