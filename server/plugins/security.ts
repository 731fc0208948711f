import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { errors } from '../errors';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** True when a browser says the request comes from another site (Fetch Metadata, then Origin). */
function isCrossOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === 'null') return true;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * Security headers with a content security policy, and refusal of cross-origin writes (CSRF). Helmet is built
 * once and run on every request (@fastify/helmet rebuilt it, policy parsing included, for each request: a
 * tenth of a search's cost under load).
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix primitives insert small style elements; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: app.config.nodeEnv === 'production' ? [] : null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onRequest', async (request) => {
    if (stateChanging.has(request.method) && request.url.startsWith('/api/') && isCrossOrigin(request)) {
      throw errors.forbiddenOrigin();
    }
  });
}
