import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  advertisementSchema,
  advertisementsResponse,
  contentBoxesResponse,
  contentBoxSchema,
  customPageSchema,
  customPagesResponse,
  placementsResponse,
  previewResponse,
  publicPageResponse,
  publicPagesResponse,
} from '../../core/api/site-content';
import { CHANGES_PAGES } from '../render/page-changes';
import { siteContentAdminCalls } from '../../core/api/site-content-admin.requests';
import { siteContentCalls } from '../../core/api/site-content.requests';

const guarded = { 401: messageResponse, 403: messageResponse };
const body = z.object({
  title: z.string().optional(),
  content: z.string().optional(),
  position: z.string().optional(),
  linkUrl: z.string().nullable().optional(),
  slug: z.string().optional(),
  active: z.boolean().optional(),
});
// Row ids are PostgreSQL `serial` (int4): a larger number can name no row.
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const activeBody = z.object({ active: z.boolean() });

/** Administrators' calls for advertisements, content boxes and custom pages (registered via registerAdminRoutes). */
export const siteContentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.siteContent;
  const kinds = [
    {
      path: '/api/admin/ads',
      item: advertisementSchema,
      list: advertisementsResponse,
      doList: () => service().listAds(),
      create: (b: z.infer<typeof body>) => service().createAd(b),
      update: (id: number, b: z.infer<typeof body>) => service().updateAd(id, b),
      setActive: (id: number, active: boolean) => service().setAdActive(id, active),
      remove: (id: number) => service().deleteAd(id),
    },
    {
      path: '/api/admin/content-boxes',
      item: contentBoxSchema,
      list: contentBoxesResponse,
      doList: () => service().listBoxes(),
      create: (b: z.infer<typeof body>) => service().createBox(b),
      update: (id: number, b: z.infer<typeof body>) => service().updateBox(id, b),
      setActive: (id: number, active: boolean) => service().setBoxActive(id, active),
      remove: (id: number) => service().deleteBox(id),
    },
    {
      path: '/api/admin/pages',
      item: customPageSchema,
      list: customPagesResponse,
      doList: () => service().listPages(),
      create: (b: z.infer<typeof body>) => service().createPage(b),
      update: (id: number, b: z.infer<typeof body>) => service().updatePage(id, b),
      setActive: (id: number, active: boolean) => service().setPageActive(id, active),
      remove: (id: number) => service().deletePage(id),
    },
  ] as const;

  for (const kind of kinds) {
    const tags = ['admin'];
    app.get(kind.path, { schema: { tags, response: { 200: kind.list, ...guarded } } }, () => kind.doList());
    app.post(
      kind.path,
      {
        config: CHANGES_PAGES,
        schema: {
          tags,
          body,
          response: { 200: kind.item, 400: messageResponse, ...guarded, 409: messageResponse },
        },
      },
      (request) => kind.create(request.body),
    );
    app.put(
      `${kind.path}/:id`,
      {
        config: CHANGES_PAGES,
        schema: {
          tags,
          params: idParams,
          body,
          response: {
            200: kind.item,
            400: messageResponse,
            ...guarded,
            404: messageResponse,
            409: messageResponse,
          },
        },
      },
      (request) => kind.update(request.params.id, request.body),
    );
    app.post(
      `${kind.path}/:id/active`,
      {
        config: CHANGES_PAGES,
        schema: {
          tags,
          summary: 'Activate or deactivate (publish or unpublish a page)',
          params: idParams,
          body: activeBody,
          response: { 200: kind.item, 400: messageResponse, ...guarded, 404: messageResponse },
        },
      },
      (request) => kind.setActive(request.params.id, request.body.active),
    );
    app.delete(
      `${kind.path}/:id`,
      {
        config: CHANGES_PAGES,
        schema: {
          tags,
          params: idParams,
          response: { 200: messageResponse, 400: messageResponse, ...guarded, 404: messageResponse },
        },
      },
      (request) => kind.remove(request.params.id),
    );
  }

  app.post(
    siteContentAdminCalls.preview.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'The HTML as the public site would show it (the server sanitiser)',
        body: z.object({ content: z.string().optional() }),
        response: { 200: previewResponse, 400: messageResponse, ...guarded },
      },
    },
    (request) => service().preview(request.body.content),
  );
};

/** Public calls: placements, custom pages and the ad click counter. */
export const siteContentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.siteContent;
  app.get(
    siteContentCalls.placements.path,
    {
      schema: {
        tags: ['site'],
        summary: 'Active advertisements and content boxes by position',
        response: { 200: placementsResponse },
      },
    },
    async (request, reply) => {
      // Not cached by browsers or proxies: a switched-off ad must go at once, and each answer counts impressions.
      reply.header('cache-control', 'no-store');
      return service().placements(request.ip);
    },
  );
  app.get(
    siteContentCalls.pages.path,
    {
      schema: {
        tags: ['site'],
        summary: 'Published custom pages (for the footer)',
        response: { 200: publicPagesResponse },
      },
    },
    () => service().publicPages(),
  );
  app.get(
    siteContentCalls.page.path,
    {
      schema: {
        tags: ['site'],
        summary: 'A published custom page',
        params: z.object({ slug: z.string() }),
        response: { 200: publicPageResponse, 404: messageResponse },
      },
    },
    (request) => service().publicPage(request.params.slug),
  );
  app.get(
    '/go/ad/:id',
    {
      schema: {
        tags: ['site'],
        summary: "Counts a click on an ad and redirects to the ad's link",
        params: idParams,
        response: { 302: z.null(), 400: messageResponse, 404: messageResponse },
      },
    },
    async (request, reply) => {
      const link = await service().click(request.params.id, request.ip);
      reply.header('cache-control', 'no-store');
      return reply.redirect(link, 302);
    },
  );
};
