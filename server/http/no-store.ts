import type { FastifyInstance } from 'fastify';

/**
 * Every answer of this scope, errors included, is `Cache-Control: no-store`: answers that name a reader or set
 * a cookie, which no browser or proxy may keep. The one way the server says so; an `onSend` hook of the scope
 * runs after the app's (`registerPersonalAnswers`), so its value is the one sent.
 */
export function neverStored(scope: FastifyInstance): void {
  scope.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
