import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExportResponse, accountResponse, accountSessionsResponse } from '../../core/api/account';
import { messageResponse } from '../../core/api/common';
import { clearSessionCookie, requireUser } from '../auth/session';
import { deleteAccountBody, sessionParams, wordOfDayBody } from './account.schemas';

const errorResponses = { 400: messageResponse, 401: messageResponse, 403: messageResponse };

/** The signed-in reader's own account (issue 16): sessions, word of the day, data download, deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/account',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in reader's account",
        response: { 200: accountResponse, 401: messageResponse },
      },
    },
    async (request) => app.services.account.account(await requireUser(request)),
  );

  app.get(
    '/api/account/sessions',
    {
      schema: {
        tags: ['accounts'],
        summary: "The reader's sessions, the current one marked (never their tokens)",
        response: { 200: accountSessionsResponse, 401: messageResponse },
      },
    },
    async (request) => ({ sessions: await app.services.account.sessions(await requireUser(request)) }),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out one of the reader’s sessions',
        params: sessionParams,
        response: { 200: messageResponse, 404: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.services.account.signOutSession(await requireUser(request), request.params.id);
      return { message: 'Session signed out' };
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out every session of the reader but this one',
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.services.account.signOutOthers(await requireUser(request));
      return { message: 'Other sessions signed out' };
    },
  );

  app.put(
    '/api/account/word-of-day',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Opt in or out of the Hebrew word of the day, at a local time of day',
        body: wordOfDayBody,
        response: { 200: accountResponse, ...errorResponses },
      },
    },
    async (request) => app.services.account.setWordOfDay(await requireUser(request), request.body),
  );

  app.get(
    '/api/account/export',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download everything the site keeps about the reader (JSON)',
        response: { 200: accountExportResponse, 401: messageResponse },
      },
    },
    async (request, reply) => {
      const data = await app.services.account.exportData(await requireUser(request));
      reply.header('content-disposition', 'attachment; filename="my-openconcordance-data.json"');
      return data;
    },
  );

  app.post(
    '/api/account/delete',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account and everything linked to it (password required)',
        body: deleteAccountBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.services.account.deleteAccount(await requireUser(request), request.body.password);
      clearSessionCookie(reply);
      return { message: 'Your account has been deleted' };
    },
  );
};
