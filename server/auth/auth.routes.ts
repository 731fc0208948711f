import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponse, sessionResponse, userResponse } from '../../core/api/auth';
import { messageResponse } from '../../core/api/common';
import { presentUser } from './auth.present';
import { neverStored } from '../http/no-store';
import { signedInReaders } from './reader.plugin';
import { changePasswordBody, loginBody, registerBody } from './auth.schemas';
import {
  clearSessionCookie,
  currentUser,
  knownDevice,
  sessionToken,
  setDeviceCookie,
  setSessionCookie,
} from './session';
import { authCalls } from '../../core/api/auth.requests';

const errorResponses = {
  400: messageResponse,
  401: messageResponse,
  403: messageResponse,
  429: messageResponse,
};

// A coarse per-address limit in front of the throttle kept in the database.
const rateLimit = { max: 30, timeWindow: '1 minute' };

/** Account calls: current user, login, logout, register; and the password change. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Account answers name the user and set cookies: no browser or proxy may keep them (errors included).
  neverStored(app);
  await app.register(signedInReaders(signedInUserRoutes));

  app.get(
    authCalls.session.path,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Who is signed in: the user, or null (200 either way, so a visitor’s page logs no error)',
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      return { user: user ? presentUser(user) : null };
    },
  );

  app.post(
    authCalls.login.path,
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in; starts a new session. Repeated failures are slowed down (429 with Retry-After)',
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user, token, device } = await app.services.auth.login(
        request.body.username,
        request.body.password,
        { address: request.ip, device: knownDevice(request) },
      );
      setSessionCookie(reply, token, user.role);
      setDeviceCookie(reply, device);
      return user;
    },
  );

  app.post(
    authCalls.register.path,
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
      const { user, token, device } = await app.services.auth.register(
        request.body.username,
        request.body.password,
      );
      setSessionCookie(reply, token, user.role);
      setDeviceCookie(reply, device);
      if (request.body.email) {
        // The account exists now: a confirmation mail that cannot be queued must not undo the sign-up.
        await app.services.account.requestEmail(user, request.body.email).catch((error: unknown) => {
          request.log.warn({ err: error }, 'the confirmation mail of a new account was not queued');
        });
      }
      return reply.code(201).send(presentUser(user));
    },
  );

  app.post(
    authCalls.logout.path,
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
      clearSessionCookie(reply);
      return { message: 'You have been successfully logged out.' };
    },
  );
};

/** The signed-in user and their password change. */
const signedInUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user',
        response: { 200: userResponse, 401: messageResponse },
      },
    },
    async (request) => presentUser(request.user),
  );

  app.post(
    authCalls.changePassword.path,
    {
      config: { rateLimit },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in user's password; signs out the user's other sessions",
        body: changePasswordBody,
        response: { 200: userResponse, ...errorResponses },
      },
    },
    async (request) => {
      return app.services.auth.changePassword(request.user, request.body, {
        address: request.ip,
        device: knownDevice(request),
      });
    },
  );
};
