import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { errors } from '../errors';

/** What Stripe's documentation asks a content security policy to allow for Stripe.js and the Payment Element. */
const stripeSources = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  image: ['https://*.stripe.com'],
};

/** Methods that change nothing; every other method (POST, PUT, PATCH, DELETE, WebDAV's...) may write. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The security headers every answer carries, including answers Fastify writes before any hook runs. */
export interface SecurityHeaders {
  /** Helmet's middleware; it sets the headers synchronously and then calls `next`. */
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
  /** The same headers as name/value pairs, for answers written straight to a socket. */
  entries: [string, string][];
  /**
   * The headers of an API answer (JSON, never a page): the ones that mean something outside a document, with
   * a policy that allows nothing (decision 241).
   */
  apiEntries: [string, string][];
}

/**
 * What an answer that is not a page keeps of helmet's headers. The others (the opener policy, origin-keyed
 * agent clusters, DNS prefetching, the download and cross-domain-policy switches of old clients, the XSS
 * filter switch) only act on documents; the content security policy of data is simply "nothing, and no
 * framing", as OWASP's REST security sheet advises.
 */
const API_HEADERS = new Set([
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
]);
const API_CONTENT_SECURITY_POLICY = "default-src 'none';frame-ancestors 'none'";

/**
 * Helmet with a content security policy, built once (@fastify/helmet rebuilt it, policy parsing included,
 * for each request: a tenth of a search's cost under load).
 */
export function createSecurityHeaders(config: Pick<Config, 'nodeEnv'>): SecurityHeaders {
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and its card-form frames (the support page, decision 204).
        scriptSrc: ["'self'", ...stripeSources.script],
        frameSrc: stripeSources.frame,
        // Radix primitives insert small style elements; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...stripeSources.image],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...stripeSources.connect],
        // The service worker (/sw.js) and the app's own workers, and the web app manifest (decision 413).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
  });
  const captured = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: unknown) => captured.set(name, String(value)),
    removeHeader: (name: string) => captured.delete(name),
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  const entries = [...captured];
  const apiEntries: [string, string][] = [
    ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
    ...entries.filter(([name]) => API_HEADERS.has(name.toLowerCase())),
  ];
  return { middleware, entries, apiEntries };
}

/**
 * True when a browser says the request comes from another site: Fetch Metadata first, then the Origin
 * against PUBLIC_ORIGIN or, without it, against the Host (X-Forwarded-Host only from a trusted proxy:
 * Fastify's `request.host` reads it only then).
 */
function isCrossOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    const url = new URL(origin);
    return publicOrigin ? url.origin !== publicOrigin : url.host !== request.host;
  } catch {
    return true;
  }
}

/**
 * Security headers and the request id on every answer, and refusal of cross-origin writes (CSRF) on every
 * state-changing request whatever its path: the check never reads the URL, so no spelling of a path escapes
 * it. One callback hook (decision 241): the headers helmet computed once are handed to Fastify as they are,
 * written with the answer's own headers, instead of helmet setting each on the response for every request;
 * API answers (`/api/…`) get the API set, everything else (pages, files, any other spelling) the full one.
 */
export function registerSecurity(app: FastifyInstance, headers: SecurityHeaders): void {
  const lowerCased = (entries: [string, string][]): Record<string, string> =>
    Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value]));
  const pageHeaders = lowerCased(headers.entries);
  const apiHeaders = lowerCased(headers.apiEntries);
  const publicOrigin = app.config.publicOrigin;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiHeaders : pageHeaders);
    reply.header('x-request-id', request.id);
    if (!safeMethods.has(request.method) && isCrossOrigin(request, publicOrigin)) {
      return done(errors.forbiddenOrigin());
    }
    done();
  });
}
