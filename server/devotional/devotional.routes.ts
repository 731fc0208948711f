import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  commentaryQuery,
  commentaryResponse,
  dailyReadingQuery,
  dailyReadingResponse,
  plansResponse,
} from '../../core/api/devotional';
import { currentUser } from '../auth/session';
import { requestLimits } from '../request-limits';
import { devotionalAccountRoutes } from './devotional-account.routes';
import { devotionalCalls } from '../../core/api/devotional.requests';

/** The daily devotional (issue 19): the public reading, plans, commentary and calendar feed; the reader's own calls. */
export const devotionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { readings, commentary, calendar } = app.services.devotional;
  const siteUrl = () => app.services.mail.siteUrl();

  app.get(
    devotionalCalls.dailyReading.path,
    {
      schema: {
        tags: ['devotional'],
        summary: "The day's reading of a plan: passage, reflection from a public-domain commentary, prayer",
        querystring: dailyReadingQuery,
        response: { 200: dailyReadingResponse, 400: messageResponse, 404: messageResponse },
      },
      config: { rateLimit: requestLimits.reading },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      // A visitor's reading is the same for every visitor of the URL, but a browser must not give it to the
      // same visitor once signed in: private, and registerPersonalAnswers adds Vary: Cookie (decision 256).
      reply.header('cache-control', user ? 'private, no-store' : 'private, max-age=300');
      return readings.dailyReading(user, request.query);
    },
  );

  app.get(
    devotionalCalls.plans.path,
    {
      schema: {
        tags: ['devotional'],
        summary: "The reading plans with their length and today's place, the topics and the translations",
        response: { 200: plansResponse },
      },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      reply.header('cache-control', user ? 'private, no-store' : 'private, max-age=300');
      return readings.plans(user);
    },
  );

  app.get(
    devotionalCalls.commentary.path,
    {
      schema: {
        tags: ['devotional'],
        summary: 'The whole comment of a public-domain commentary on a passage',
        querystring: commentaryQuery,
        response: { 200: commentaryResponse, 400: messageResponse, 404: messageResponse },
      },
      config: { rateLimit: requestLimits.reading },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return commentary.commentary(request.query);
    },
  );

  app.get(
    '/api/devotional/calendar/:file',
    {
      schema: {
        tags: ['devotional'],
        summary: 'The iCalendar feed of a secret URL: one event a day with the reading',
        params: z.object({
          file: z.string().regex(/^[\w-]{16,64}\.ics$/, { message: 'not a calendar address' }),
        }),
        produces: ['text/calendar'],
        response: {
          200: z.string().describe('An iCalendar file'),
          400: messageResponse,
          404: messageResponse,
        },
      },
      config: { rateLimit: requestLimits.reading },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const body = await calendar.calendar(token, siteUrl());
      if (!body)
        return reply
          .code(404)
          .send({ message: 'No such calendar: the address was revoked or never existed' });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=3600')
        .send(body);
    },
  );

  await app.register(devotionalAccountRoutes);
};
