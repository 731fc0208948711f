import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponse, userResponse } from '../../core/api/auth';
import { messageResponse } from '../../core/api/common';
import { presentUser } from './auth.service';
import { loginBody, registerBody } from './auth.schemas';
import { clearSessionCookie, requireUser, sessionToken, setSessionCookie } from './session';

const errorResponses = {
  400: messageResponse,
  401: messageResponse,
  403: messageResponse,
  429: messageResponse,
};

/** Account calls of the spec: current user, login, logout, register. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.cookieSecure;
  // A coarse per-address limit in front of the per-username throttle kept in the database.
  const rateLimit = { max: 30, timeWindow: '1 minute' };

  app.get(
    '/api/user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        response: { 200: userResponse, 401: messageResponse },
      },
    },
    async (request) => presentUser(await requireUser(request)),
  );

  app.post(
    '/api/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; starts a new session',
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, token } = await app.services.auth.login(
        request.body.username,
        request.body.password,
        request.ip,
      );
      setSessionCookie(reply, token, secure);
      return user;
    },
  );

  app.post(
    '/api/register',
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in',
        body: registerBody,
        response: { 201: userResponse, 409: messageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, token } = await app.services.auth.register(request.body.username, request.body.password);
      setSessionCookie(reply, token, secure);
      return reply.code(201).send(presentUser(user));
    },
  );

  app.post(
    '/api/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out; deletes the session on the server',
        response: { 200: messageResponse, 403: messageResponse },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await app.services.auth.logout(token);
      clearSessionCookie(reply, secure);
      return { message: 'You have been successfully logged out.' };
    },
  );
};
