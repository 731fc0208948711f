import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../errors';
import { neverStored } from '../http/no-store';
import type { SessionUser } from './auth.service';
import { currentUser } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in reader. Set only in a reader area (`signedInReaders`), whose guard has answered 401
     * before the handler runs when nobody is signed in; elsewhere it is null, so read the session with
     * `currentUser` there.
     */
    user: SessionUser;
  }
}

/** What a reader area answers a request without a session, when not the usual `{ message: 'Not signed in' }`. */
export interface ReaderAreaOptions {
  /** The 401 answer's body (the devotional's carries `requiresAuth`, which the web reads to open the login prompt). */
  signedOutAnswer?: { message: string; requiresAuth: true };
}

/**
 * A reader area: the one way to declare routes for signed-in readers only, as `registerAdminRoutes` is for
 * administrators. Registered inside an area's route plugin, it wraps `routes` in an encapsulated scope whose
 * `onRequest` hook reads the session once: without one it answers 401 before the body is parsed or validated
 * (so 401 comes before 400); with one it sets `request.user`. Every answer of the scope, errors included, is
 * `Cache-Control: no-store` (`neverStored`), since each names the reader.
 *
 * Routes that answer both visitors and readers stay outside and read the session with `currentUser`, which
 * marks their answers personal (`server/http/personal-answers.ts`).
 */
export function signedInReaders(
  routes: FastifyPluginAsyncZod,
  options: ReaderAreaOptions = {},
): FastifyPluginAsyncZod {
  const { signedOutAnswer } = options;
  return async (area: FastifyInstance) => {
    area.decorateRequest('user', null as unknown as SessionUser);
    neverStored(area);
    area.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await currentUser(request);
      if (user) request.user = user;
      else if (signedOutAnswer) await reply.code(401).send(signedOutAnswer);
      else throw errors.notSignedIn();
    });
    await area.register(routes);
  };
}
