import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../auth/session';

/**
 * Every path under /api/admin/ answers 401 to an anonymous caller and 403 to a non-admin before anything
 * else runs, including paths that do not exist, so nothing about the admin area leaks to others.
 */
export function registerAdminGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/admin' || path.startsWith('/api/admin/')) await requireAdmin(request);
  });
}
