import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import { neverStored } from '../http/no-store';
import { passwordResetBody, passwordResetRequestBody } from './password-reset.schemas';
import { authCalls } from '../../core/api/auth.requests';

/** A forgotten password (decision 260): ask for a link by user name, then set a new password with it. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  neverStored(app);
  // A reset asked for just before shutdown still reaches the outbox (or the log) before the database closes.
  app.addHook('onClose', async () => {
    await app.services.passwordReset.settled();
  });

  app.post(
    authCalls.requestPasswordReset.path,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary:
          'Ask for a password reset link by user name: mailed to the account’s confirmed address; the same answer whether or not the account exists (administrators use the command line)',
        body: passwordResetRequestBody,
        response: { 200: messageResponse, 400: messageResponse, 403: messageResponse, 429: messageResponse },
      },
    },
    async (request) => ({ message: app.services.passwordReset.request(request.body.username) }),
  );

  app.post(
    authCalls.resetPassword.path,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary:
          'Set a new password with a reset link’s token (one hour, once); signs the account out everywhere',
        body: passwordResetBody,
        response: { 200: messageResponse, 400: messageResponse, 403: messageResponse, 429: messageResponse },
      },
    },
    async (request) => {
      await app.services.passwordReset.reset(request.body.token, request.body.password);
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  );
};
