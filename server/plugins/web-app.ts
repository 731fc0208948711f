import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { createPageRenderer } from '../render/page-renderer';

/**
 * Serves the built React app when `dist/web` exists, with index.html for every non-API path so that the
 * client-side router handles it; unknown API paths answer a JSON 404. Source maps (`*.map`) are never served:
 * they would publish the source.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  const hasWebBuild = existsSync(path.join(root, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      globIgnore: ['**/*.map'],
      index: false,
      setHeaders: (reply, filePath) => {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  // The HTML pages: rendered on the server where they can be (server/render, decision 220).
  const pages = hasWebBuild ? await createPageRenderer(app, root) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || pathname.endsWith('.map') || !pages || request.method !== 'GET') {
      throw errors.routeNotFound(request.method, pathname);
    }
    return pages.send(request, reply);
  });
}
