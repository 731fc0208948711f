import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse } from '../../core/api/common';
import { devStatsResponse, testUserResponse } from '../../core/api/dev';
import { requireUser, setSessionCookie } from '../auth/session';
import { errors } from '../errors';
import { DevRepository } from './dev.repository';
import { presentTestUser } from './dev.present';
import { DevService } from './dev.service';
import { devSessionBody, refreshSessionBody } from './dev.schemas';
import { devCalls } from '../../core/api/dev.requests';

const failures = { 400: messageResponse, 401: messageResponse, 404: messageResponse, 429: messageResponse };

/**
 * Developer calls (decision 073): test sessions and live figures. They exist only in development and test
 * mode, or when the `developer.pagesEnabled` setting is on; otherwise they answer exactly like a missing route.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const dev = new DevService(
    app.config,
    app.services.settings,
    app.services.auth,
    new DevRepository(app.database.db),
  );

  app.addHook('onRequest', async (request) => {
    if (!(await dev.enabled())) throw errors.routeNotFound(request.method, request.url.split('?')[0] ?? '');
  });

  app.post(
    devCalls.createSession.path,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['developer'],
        summary: 'Create a throwaway test account (role user) and sign it in',
        body: devSessionBody,
        response: { 201: testUserResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { user, token } = await dev.createTestSession();
      request.log.info(
        { clientInfo: request.body?.clientInfo, username: user.username },
        'test session created',
      );
      setSessionCookie(reply, token, user.role);
      return reply.code(201).send(presentTestUser(user));
    },
  );

  app.post(
    devCalls.refreshSession.path,
    {
      schema: {
        tags: ['developer'],
        summary: 'Confirm that the signed-in session is the test session the page holds',
        body: refreshSessionBody,
        response: { 200: testUserResponse, ...failures },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      if (user.id !== request.body.userId || user.sessionId !== request.body.sessionId) {
        throw errors.notSignedIn();
      }
      return presentTestUser(user);
    },
  );

  app.get(
    devCalls.stats.path,
    {
      schema: {
        tags: ['developer'],
        summary: 'Live figures from the database: verses, books and chapters of each installed version',
        response: { 200: devStatsResponse, ...failures },
      },
    },
    async () => dev.stats(),
  );
};
