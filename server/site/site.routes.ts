import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteResponse } from '../../core/api/site';

/** Public site information the web app needs before anything else. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
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
      };
    },
  );
};
