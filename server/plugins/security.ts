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
}

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
  return { middleware, entries: [...captured] };
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
 * Security headers on every answer, and refusal of cross-origin writes (CSRF) on every state-changing
 * request whatever its path: the check never reads the URL, so no spelling of a path escapes it.
 */
export function registerSecurity(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    headers.middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  const publicOrigin = app.config.publicOrigin;
  app.addHook('onRequest', async (request) => {
    if (!safeMethods.has(request.method) && isCrossOrigin(request, publicOrigin)) {
      throw errors.forbiddenOrigin();
    }
  });
}
