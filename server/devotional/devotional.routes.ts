import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  calendarResponse,
  commentaryQuery,
  commentaryResponse,
  dailyReadingQuery,
  dailyReadingResponse,
  historyQuery,
  historyResponse,
  plansResponse,
  preferencesBody,
  preferencesSchema,
  requiresAuthResponse,
  saveNotesBody,
  saveNotesResponse,
} from '../../core/api/devotional';
import { currentUser, requireUser } from '../auth/session';
import { requestLimits } from '../request-limits';

const AUTH_REQUIRED = { message: 'Authentication required', requiresAuth: true as const };
const account = { 400: messageResponse, 401: requiresAuthResponse, 403: messageResponse };

/**
 * Before validation, so that a call without a session answers 401 (with `requiresAuth`: the web opens the
 * login prompt) whatever its body. Every account call of the devotional has it.
 */
async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'private, no-store');
  if (!(await currentUser(request))) await reply.code(401).send(AUTH_REQUIRED);
}

/** The daily devotional (issue 19): the public reading and plans, and a reader's own preferences, notes and history. */
export const devotionalRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.devotional;
  const siteUrl = () => app.services.mail.siteUrl();

  app.get(
    '/api/devotional/daily-reading',
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
      return service().dailyReading(user, request.query);
    },
  );

  app.get(
    '/api/devotional/plans',
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
      return service().plans(user);
    },
  );

  app.get(
    '/api/devotional/commentary',
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
      return service().commentary(request.query);
    },
  );

  app.get(
    '/api/devotional/preferences',
    {
      schema: {
        tags: ['devotional'],
        summary: "The signed-in reader's devotional preferences (the defaults until they save)",
        response: { 200: preferencesSchema, ...account },
      },
      preValidation: signedIn,
    },
    async (request) => {
      // signedIn has answered 401 already when nobody is signed in; only this reader's rows are touched.
      const user = await requireUser(request);
      const preferences = await service().preferences(user);
      return {
        ...preferences,
        calendarUrl: preferences.calendarUrl && `${siteUrl()}${preferences.calendarUrl}`,
      };
    },
  );

  app.post(
    '/api/devotional/preferences',
    {
      schema: {
        tags: ['devotional'],
        summary: 'Save the devotional preferences; a new plan (or restartPlan) starts today',
        body: preferencesBody,
        response: { 200: preferencesSchema, ...account },
      },
      preValidation: signedIn,
    },
    async (request) => {
      // signedIn has answered 401 already when nobody is signed in; only this reader's rows are touched.
      const user = await requireUser(request);
      return service().savePreferences(user, request.body, siteUrl());
    },
  );

  app.get(
    '/api/devotional/history',
    {
      schema: {
        tags: ['devotional'],
        summary: "The signed-in reader's saved readings with their notes, newest first, and their streak",
        querystring: historyQuery,
        response: { 200: historyResponse, ...account },
      },
      preValidation: signedIn,
    },
    async (request) => {
      // signedIn has answered 401 already when nobody is signed in; only this reader's rows are touched.
      const user = await requireUser(request);
      return service().history(user, request.query);
    },
  );

  app.post(
    '/api/devotional/save-notes',
    {
      schema: {
        tags: ['devotional'],
        summary: "Save the day's reading with the reader's notes; showFireworks on the first of a day",
        body: saveNotesBody,
        response: { 200: saveNotesResponse, ...account },
      },
      preValidation: signedIn,
    },
    async (request) => {
      // signedIn has answered 401 already when nobody is signed in; only this reader's rows are touched.
      const user = await requireUser(request);
      return service().saveNotes(user, request.body);
    },
  );

  app.post(
    '/api/devotional/calendar',
    {
      schema: {
        tags: ['devotional'],
        summary: 'A new secret iCalendar feed URL of the reader’s plan (the previous one stops working)',
        response: { 200: calendarResponse, ...account },
      },
      preValidation: signedIn,
    },
    async (request) => {
      // signedIn has answered 401 already when nobody is signed in; only this reader's rows are touched.
      const user = await requireUser(request);
      return service().newCalendarToken(user, siteUrl());
    },
  );

  app.delete(
    '/api/devotional/calendar',
    {
      schema: {
        tags: ['devotional'],
        summary: 'Revoke the reader’s calendar feed URL',
        response: { 200: calendarResponse, ...account },
      },
      preValidation: signedIn,
    },
    async (request) => {
      // signedIn has answered 401 already when nobody is signed in; only this reader's rows are touched.
      const user = await requireUser(request);
      return service().revokeCalendar(user);
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
      const body = await service().calendar(token, siteUrl());
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
};
