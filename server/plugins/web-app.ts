import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors';
import { registerStaticAssets } from './static-assets';
import { createPageRenderer, type PageRendererOptions } from '../render/page-renderer';

/** The bare shell's address; the service worker's precache names it (vite.config.ts). */
export const APP_SHELL_PATH = '/app-shell.html';

/**
 * Which requests the page route may answer: any path but the API's and a source map's. A constraint rather than
 * a test in the handler, so that the router never falls back on the page route for an API path it could not
 * read (a parameter past its length is 414, not a page) and the not-found handler keeps what no route matched.
 */
const pageAddresses: Parameters<FastifyInstance['addConstraintStrategy']>[0] = {
  name: 'pageAddress',
  storage() {
    const handlers = new Map<string, unknown>();
    return {
      get: (value: string) => (handlers.get(value) ?? null) as never,
      set: (value: string, store: unknown) => void handlers.set(value, store),
    };
  },
  deriveConstraint(request: { url?: string }) {
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    return isApi || pathname.endsWith('.map') ? 'other' : 'page';
  },
  mustMatchWhenDerived: false,
};

/**
 * Serves the built React app when `dist/web` exists: its files, and a page for every other GET that is not an
 * API path, from a route (`GET /*`), so that the client-side router handles it; what no route matches (unknown
 * API paths, other methods, HEAD of a page) gets the JSON 404 of the not-found handler. Source maps (`*.map`)
 * are never served: they would publish the source.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  options: PageRendererOptions = {},
): Promise<void> {
  app.setNotFoundHandler(async (request) => {
    throw errors.routeNotFound(request.method, request.url.split('?')[0] ?? '');
  });
  if (!existsSync(path.join(root, 'index.html'))) return;
  // The HTML pages: rendered on the server where they can be (server/render, decision 220).
  const pages = await createPageRenderer(app, root, options);
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    pageAddresses.deriveConstraint(request.raw, undefined) === 'page'
      ? pages.send(request, reply)
      : reply.callNotFound();
  // The files are served from memory with their precompressed forms (static-assets.ts); @fastify/static
  // only gives `sendFile` to the shell. They are routes of their own, which the router prefers to the pages';
  // an unknown file under /assets gets a page, as any unknown address.
  await app.register(fastifyStatic, { root, serve: false, index: false });
  registerStaticAssets(app, root, sendPage);
  // The shell the service worker keeps for offline navigations (decision 413): the bytes of every page the
  // browser draws, so the app it starts is the one this build serves.
  app.get(APP_SHELL_PATH, { schema: { hide: true } }, (_request, reply) => pages.sendShell(reply));
  app.addConstraintStrategy(pageAddresses);
  // HEAD of a page stays unanswered, as before pages had a route.
  app.get(
    '/*',
    { schema: { hide: true }, exposeHeadRoute: false, constraints: { pageAddress: 'page' } },
    sendPage,
  );
}
