import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors';
import { SESSION_DAYS, type SessionUser } from './auth.service';

export const SESSION_COOKIE = 'oc_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised look-up of the signed-in user of this request. */
    sessionUserPromise?: Promise<SessionUser | undefined>;
  }
}

/** The session token of the request's cookie, when its signature is valid. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}

/** The signed-in user, or undefined for an anonymous, forged or expired session. */
export function currentUser(request: FastifyRequest): Promise<SessionUser | undefined> {
  request.sessionUserPromise ??= (async () => {
    const token = sessionToken(request);
    return token ? request.server.services.auth.currentUser(token) : undefined;
  })();
  return request.sessionUserPromise;
}

/** The signed-in user; answers 401 otherwise. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(request);
  if (!user) throw errors.notSignedIn();
  return user;
}

/** A signed-in administrator; 401 without a session, 403 for any other role. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw errors.adminOnly();
  return user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    signed: true,
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
