import type { FastifyRequest, onSendHookHandler } from 'fastify';
import { hasPersonalTerms } from '../../core/search/personal-fields';
import { mentionsPersonalTerms } from '../../core/search/personal-terms';
import { currentUser } from '../auth/session';
import { errors } from '../errors';

/**
 * The reader a search is for when it names their own marks (`tag:sermon`, decision 333): their id; undefined
 * for any other search, which never reads the session. A visitor is answered 401 with what to do, before the
 * query is checked (the order of every signed-in call).
 */
export async function markSearchReader(request: FastifyRequest, q: string): Promise<string | undefined> {
  if (!hasPersonalTerms(q)) return undefined;
  const user = await currentUser(request);
  if (!user) throw errors.signInToSearchMarks();
  return user.id;
}

/**
 * The search routes' `onSend` hook: the answer to a search that may name the reader's own marks, a refusal
 * included, is `no-store` (a signed-in reader's is `private, no-store` already, decision 256).
 */
export const personalSearchNotStored: onSendHookHandler = (request, reply, payload, done) => {
  const { q, query } = (request.query ?? {}) as { q?: unknown; query?: unknown };
  const text = [q, query].filter((value) => typeof value === 'string').join(' ');
  if (mentionsPersonalTerms(text) && !/no-store/i.test(String(reply.getHeader('cache-control') ?? ''))) {
    reply.header('cache-control', 'no-store');
  }
  done(null, payload);
};
