import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExportResponse, accountResponse, accountSessionsResponse } from '../../core/api/account';
import { messageResponse } from '../../core/api/common';
import { signedInReaders } from '../auth/reader.plugin';
import { clearSessionCookie, knownDevice } from '../auth/session';
import { neverStored } from '../http/no-store';
import { escapeHtml } from '../mail/render';
import type { ConfirmEmailOutcome } from './account.service';
import { passwordResetRoutes } from './password-reset.routes';
import {
  confirmEmailQuery,
  deleteAccountBody,
  emailBody,
  sessionParams,
  wordOfDayBody,
} from './account.schemas';
import { accountCalls } from '../../core/api/account.requests';

const errorResponses = { 400: messageResponse, 401: messageResponse, 403: messageResponse };

const LINK_FAILURES: Record<Exclude<ConfirmEmailOutcome['status'], 'confirmed'>, string> = {
  invalid:
    'This confirmation link is not valid (it may have been cut short or changed). Nothing was changed. Ask for a new link on your account page.',
  expired:
    'This confirmation link has expired: links work for 24 hours. Nothing was changed. Ask for a new link on your account page.',
  superseded:
    'This confirmation link is no longer valid: another address was asked for since. Nothing was changed; use the most recent link.',
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The signed-in reader's own account (issue 16): sessions, word of the day, data download, deletion. */
/** The reader's own account (issue 16): sessions, word of the day, data download, deletion; and the links mailed for it. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  neverStored(app);
  await app.register(passwordResetRoutes);
  await app.register(signedInReaders(ownAccountRoutes));

  app.get(
    '/api/account/confirm-email',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'The confirmation link of an email address: confirms it and redirects to /account?email=confirmed; an expired or forged link answers a page and changes nothing',
        querystring: confirmEmailQuery,
        produces: ['text/html'],
        response: {
          302: z.string().describe('Redirect to /account?email=confirmed'),
          400: z
            .union([z.string().describe('A page saying why the link is not valid'), messageResponse])
            .describe('A page saying why the link is not valid (HTML), or a malformed request'),
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.services.account.confirmEmail(request.query.token);
      reply.type('text/html; charset=utf-8');
      if (outcome.status === 'confirmed') {
        const to = '/account?email=confirmed';
        return reply
          .code(302)
          .header('location', to)
          .send(page('Email address confirmed', `<p><a href="${to}">Open your account</a></p>`));
      }
      return reply
        .code(400)
        .send(
          page(
            'Email address not confirmed',
            `<p>${escapeHtml(LINK_FAILURES[outcome.status])}</p><p><a href="/account">Your account</a></p>`,
          ),
        );
    },
  );
};

/** The signed-in reader's own account: only that reader's rows. */
const ownAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    accountCalls.account.path,
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in reader's account",
        response: { 200: accountResponse, 401: messageResponse },
      },
    },
    async (request) => app.services.account.account(request.user),
  );

  app.get(
    accountCalls.sessions.path,
    {
      schema: {
        tags: ['accounts'],
        summary: "The reader's sessions, the current one marked (never their tokens)",
        response: { 200: accountSessionsResponse, 401: messageResponse },
      },
    },
    async (request) => ({ sessions: await app.services.account.sessions(request.user) }),
  );

  app.delete(
    accountCalls.signOutSession.path,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out one of the reader’s sessions',
        params: sessionParams,
        response: { 200: messageResponse, 404: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.services.account.signOutSession(request.user, request.params.id);
      return { message: 'Session signed out' };
    },
  );

  app.post(
    accountCalls.signOutOthers.path,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out every session of the reader but this one',
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await app.services.account.signOutOthers(request.user);
      return { message: 'Other sessions signed out' };
    },
  );

  app.put(
    accountCalls.setWordOfDay.path,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Opt in or out of the Hebrew word of the day, at a local time of day',
        body: wordOfDayBody,
        response: { 200: accountResponse, ...errorResponses },
      },
    },
    async (request) => app.services.account.setWordOfDay(request.user, request.body),
  );

  app.post(
    accountCalls.setEmail.path,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Set or change the email address: kept pending, a confirmation link is mailed to it',
        body: emailBody,
        response: { 200: accountResponse, 429: messageResponse, ...errorResponses },
      },
    },
    async (request) => app.services.account.requestEmail(request.user, request.body.email),
  );

  app.get(
    accountCalls.export.path,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download everything the site keeps about the reader (JSON)',
        response: { 200: accountExportResponse, 401: messageResponse },
      },
    },
    async (request, reply) => {
      const data = await app.services.account.exportData(request.user);
      reply.header('content-disposition', 'attachment; filename="my-openconcordance-data.json"');
      return data;
    },
  );

  app.post(
    accountCalls.remove.path,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary:
          'Delete the account and everything linked to it (password required; wrong guesses are slowed down like logins: 429 with Retry-After)',
        body: deleteAccountBody,
        response: { 200: messageResponse, 429: messageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      await app.services.auth.confirmPassword(user, request.body.password, {
        address: request.ip,
        device: knownDevice(request),
      });
      await app.services.account.deleteAccount(user);
      clearSessionCookie(reply);
      return { message: 'Your account has been deleted' };
    },
  );
};
