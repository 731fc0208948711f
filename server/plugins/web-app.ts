import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { registerStaticAssets } from './static-assets';
import { createPageRenderer, type PageRendererOptions } from '../render/page-renderer';

/**
 * Serves the built React app when `dist/web` exists, with index.html for every non-API path so that the
 * client-side router handles it; unknown API paths answer a JSON 404. Source maps (`*.map`) are never served:
 * they would publish the source.
 */
export async function registerWebApp(
  app: FastifyInstance,
  root: string,
  options: PageRendererOptions = {},
): Promise<void> {
  const hasWebBuild = existsSync(path.join(root, 'index.html'));
  if (hasWebBuild) {
    // The files are served from memory with their precompressed forms (static-assets.ts); @fastify/static
    // only gives `sendFile` to the shell below.
    await app.register(fastifyStatic, { root, serve: false, index: false });
    registerStaticAssets(app, root);
  }
  // The HTML pages: rendered on the server where they can be (server/render, decision 220).
  const pages = hasWebBuild ? await createPageRenderer(app, root, options) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || pathname.endsWith('.map') || !pages || request.method !== 'GET') {
      throw errors.routeNotFound(request.method, pathname);
    }
    return pages.send(request, reply);
  });
}
