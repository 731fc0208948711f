import type { FastifyInstance, FastifyReply } from 'fastify';

/** A Cache-Control that lets a cache keep the answer (one without no-store). */
const STORABLE = /max-age|s-maxage|public|immutable/i;

function addVaryCookie(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'cookie');
  else if (!/(^|,)\s*(cookie|\*)\s*(,|$)/i.test(String(vary)))
    reply.header('vary', `${String(vary)}, cookie`);
}

/**
 * Answers that depend on who is signed in are never mixed up by a cache (decision 256). When a request read the
 * session (`currentUser`), its answer varies on the Cookie header; a signed-in reader's answer is
 * `private, no-store` whatever the route said; a visitor's answer that a cache may keep is `private`, so that
 * no shared cache keeps one that a reader signing in could then be served, and a browser keeps it only for the
 * same cookies. Routes that never read the session are left as they are.
 */
export function registerPersonalAnswers(app: FastifyInstance): void {
  // A callback hook: the public reads (searches, chapters, entries) never read the session and pass it without a
  // promise (decision 245's measured budget of a request).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.sessionUserPromise) return done(null, payload);
    addVaryCookie(reply);
    request.sessionUserPromise.then(
      (user) => {
        privateAnswer(reply, Boolean(user));
        done(null, payload);
      },
      () => {
        privateAnswer(reply, false);
        done(null, payload);
      },
    );
  });
}

/** A signed-in reader's answer is never stored; a visitor's storable answer is stored by the browser only. */
function privateAnswer(reply: FastifyReply, signedIn: boolean): void {
  const cacheControl = String(reply.getHeader('cache-control') ?? '');
  if (signedIn) reply.header('cache-control', 'private, no-store');
  else if (STORABLE.test(cacheControl) && !/no-store/i.test(cacheControl)) {
    const rest = cacheControl
      .split(',')
      .map((directive) => directive.trim())
      .filter((directive) => directive && !/^(public|private|s-maxage=.*)$/i.test(directive));
    reply.header('cache-control', ['private', ...rest].join(', '));
  }
}
