import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/session';
import { errors } from '../errors';

/** A route file of the admin area: an ordinary route plugin that declares full paths (/api/admin/users). */
export type AdminRouteFile = FastifyPluginAsyncZod;

/** The paths that belong to administrators: every path that starts with one of these. */
export const adminPaths = [
  '/api/admin',
  '/api/system-settings',
  // The SQL import and converter calls are administrators' too (docs/product.md, departure 2).
  '/api/sql-files',
  '/api/import-sql',
  '/api/converter',
] as const;

/** Set only inside the admin area (and the plugins registered in it). */
const AREA_MARK = 'openConcordanceAdminArea';

/** True for a declared route path in the admin area's part of the URL space. */
export function isAdminPath(url: string): boolean {
  return adminPaths.some((base) => url.startsWith(base));
}

async function notFoundInArea(request: FastifyRequest): Promise<never> {
  const wildcard = (request.params as Record<string, string | undefined>)['*'];
  const matched = request.routeOptions.url ?? '';
  throw errors.routeNotFound(
    request.method,
    wildcard === undefined ? matched : matched.replace('*', wildcard),
  );
}

/**
 * The admin area: the one way to declare administrator routes. Every route file passed here is registered
 * in one encapsulated scope whose `onRequest` hook runs `requireAdmin` (401 without a session, 403 for a
 * reader) before parsing, validation or the handler. The guard belongs to the routes, not to the URL text,
 * so every spelling the router accepts (`/api/%61dmin/...`, `http://host/api/admin/...`) meets it.
 *
 * A catch-all route under each admin path keeps unknown admin paths silent (401/403 before 404). A route
 * declared under an admin path anywhere else stops the start, so it cannot be public by mistake.
 *
 * To add admin routes: write `server/<area>/<resource>.routes.ts` declaring full paths and add it to the
 * list `buildApp` passes here (never `app.register` it directly).
 */
export async function registerAdminRoutes(
  app: FastifyInstance,
  routeFiles: readonly AdminRouteFile[],
): Promise<void> {
  app.addHook('onRoute', function refuseAdminPathOutsideArea(this: FastifyInstance, route: RouteOptions) {
    if (isAdminPath(route.url) && !this.hasDecorator(AREA_MARK)) {
      throw new Error(
        `${String(route.method)} ${route.url} is an admin path: declare it in an admin route file passed to ` +
          'registerAdminRoutes (server/admin/admin.plugin.ts), which makes it answer administrators only',
      );
    }
  });
  await app.register(async (area) => {
    area.decorate(AREA_MARK, true);
    area.addHook('onRequest', async (request) => {
      await requireAdmin(request);
    });
    // `/api/admin*` loses to every declared route and wins over any other file's `/api/:param/...`.
    for (const base of adminPaths) area.all(`${base}*`, { schema: { hide: true } }, notFoundInArea);
    for (const routeFile of routeFiles) await area.register(routeFile);
  });
}
