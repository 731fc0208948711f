import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionsResponse } from '../../core/api/site';
import { presentVersions } from './version.present';
import { siteCalls } from '../../core/api/site.requests';

/** The version list: every catalogued version (installed or not) and any other imported version. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    siteCalls.versions.path,
    {
      schema: {
        tags: ['bible'],
        summary: 'Bible versions and whether each is installed',
        response: { 200: versionsResponse },
      },
    },
    async () => {
      return presentVersions(await app.services.indexes.installed());
    },
  );
};
