import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { versionsResponse } from '../../core/api/site';
import { VERSION_CATALOGUE } from '../../core/bible/version-catalogue';

/** The version list: every catalogued version (installed or not) and any other imported version. */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/versions',
    {
      schema: {
        tags: ['bible'],
        summary: 'Bible versions and whether each is installed',
        response: { 200: versionsResponse },
      },
    },
    async () => {
      const installed = new Map((await app.services.indexes.installed()).map((row) => [row.code, row]));
      const catalogued = VERSION_CATALOGUE.map((entry) => {
        const row = installed.get(entry.viewOf ?? entry.code);
        return {
          code: entry.code,
          name: entry.viewOf ? entry.name : (row?.name ?? entry.name),
          language: row?.language ?? entry.language,
          direction: row?.direction ?? entry.direction,
          installed: Boolean(row),
          hasStrongs: row?.hasStrongs ?? false,
          strongsAuthoritative: row?.strongsAuthoritative ?? false,
          licence: row?.licence ?? null,
          attribution: row?.attribution ?? null,
          verseCount: row?.verseCount ?? 0,
        };
      });
      const known = new Set(VERSION_CATALOGUE.map((entry) => entry.code));
      const extra = [...installed.values()]
        .filter((row) => !known.has(row.code))
        .map((row) => ({
          code: row.code,
          name: row.name,
          language: row.language,
          direction: row.direction,
          installed: true,
          hasStrongs: row.hasStrongs,
          strongsAuthoritative: row.strongsAuthoritative,
          licence: row.licence,
          attribution: row.attribution,
          verseCount: row.verseCount,
        }));
      return { versions: [...catalogued, ...extra] };
    },
  );
};
