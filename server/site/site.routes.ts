import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteResponse } from '../../core/api/site';
import { siteCalls } from '../../core/api/site.requests';

const FALLBACK_VERSION = 'kjv';

/** The default version setting when that version is installed; the KJV otherwise (decision 136). */
async function installedOr(app: FastifyInstance, code: string | undefined): Promise<string> {
  const wanted = code?.trim().toLowerCase();
  if (!wanted || wanted === FALLBACK_VERSION) return FALLBACK_VERSION;
  const installed = await app.services.indexes.installed();
  return installed.some((version) => version.code === wanted) ? wanted : FALLBACK_VERSION;
}

/** Public site information the web app needs before anything else. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    siteCalls.site.path,
    {
      schema: {
        tags: ['site'],
        summary: 'Site name, tagline and public switches',
        response: { 200: siteResponse },
      },
    },
    async () => {
      const values = await app.services.settings.getMany([
        'site.name',
        'site.tagline',
        'developer.pagesEnabled',
        'edition.purchaseUrl',
        'edition.special',
        'search.defaultVersion',
        'contact.address',
        'contact.email',
        'donations.otherWays',
        'donations.publishableKey',
        'donations.secretKey',
      ]);
      const demoStored = await app.services.settings.getStored('site.demoMode');
      const siteName = values['site.name'] ?? '';
      const tagline = values['site.tagline'] ?? '';
      return {
        siteName,
        tagline,
        title: tagline ? `${siteName} | ${tagline}` : siteName,
        demoMode: demoStored === undefined ? app.config.demoMode : demoStored === 'true',
        developerPages: app.config.nodeEnv !== 'production' || values['developer.pagesEnabled'] === 'true',
        purchaseUrl: values['edition.purchaseUrl'] ?? '',
        specialEdition: values['edition.special'] ?? 'rstne',
        defaultVersion: await installedOr(app, values['search.defaultVersion']),
        contact: {
          address: values['contact.address']?.trim() ?? '',
          email: values['contact.email']?.trim() ?? '',
          otherWays: values['donations.otherWays']?.trim() ?? '',
        },
        // Only whether: the keys themselves stay on the server (the support page's own call sends the public one).
        givingOnline: Boolean(
          values['donations.publishableKey']?.trim() && values['donations.secretKey']?.trim(),
        ),
      };
    },
  );
};
