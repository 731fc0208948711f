import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors';
import { SESSION_CACHE } from '../http/cache-budget';
import { LruCache } from '../http/lru-cache';
import type { KnownDevice, SessionUser } from './auth.service';
import { sessionPolicies } from './session-policy';

/** The session cookie's base name; read it through `cookieName`, which adds the prefix a Secure cookie gets. */
export const SESSION_COOKIE = 'oc_session';
/** The known-device cookie's base name (decision 104). */
export const DEVICE_COOKIE = 'oc_device';

const DEVICE_COOKIE_DAYS = 365;

/**
 * The name a cookie goes by: over HTTPS with the `__Host-` prefix, which browsers accept only on a Secure,
 * host-only cookie for path /, so no subdomain or plain-HTTP page can plant or overwrite it. Plain HTTP (dev,
 * tests) cannot carry the prefix and keeps the bare name.
 */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Memoised look-up of the signed-in user of this request. */
    sessionUserPromise?: Promise<SessionUser | undefined>;
  }
}

/**
 * Signed cookies found genuine, by their value as sent, for each server (its config): checking a signature is an
 * HMAC, a tenth of a signed-in request's work, and a value checks the same every time under the server's one
 * secret (decision 411). Forged values are never kept, so nobody can fill it without signing in.
 */
const genuineCookies = new WeakMap<object, LruCache<string, string>>();

/** The unsigned value of a signed cookie of this app, or undefined when absent or forged. */
function signedCookie(request: FastifyRequest, base: string): string | undefined {
  const { config } = request.server;
  const raw = request.cookies[cookieName(base, config.cookieSecure)];
  if (!raw) return undefined;
  let genuine = genuineCookies.get(config);
  if (!genuine) {
    genuine = new LruCache(SESSION_CACHE.sessions);
    genuineCookies.set(config, genuine);
  }
  const known = genuine.get(raw);
  if (known !== undefined) return known;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  genuine.set(raw, unsigned.value);
  return unsigned.value;
}

/** The session token of the request's cookie, when its signature is valid. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return signedCookie(request, SESSION_COOKIE);
}

/** The signed-in user, or undefined for an anonymous, forged, expired or idle session. */
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

/**
 * A signed-in administrator; 401 without a session, 403 for any other role, and 403 for an administrator whose
 * generated password has not been changed yet (the password that was written to a file may have been read).
 */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw errors.adminOnly();
  if (user.mustChangePassword) throw errors.passwordChangeRequired();
  return user;
}

/** Sets the session cookie; it lives as long as the role's sessions may (decision 105). */
export function setSessionCookie(reply: FastifyReply, token: string, role: SessionUser['role']): void {
  const secure = reply.server.config.cookieSecure;
  reply.setCookie(cookieName(SESSION_COOKIE, secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    signed: true,
    maxAge: Math.floor(sessionPolicies[role].lifetimeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  const secure = reply.server.config.cookieSecure;
  reply.clearCookie(cookieName(SESSION_COOKIE, secure), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
  });
}

/** The known device the browser's cookie names, when the cookie is genuine. */
export function knownDevice(request: FastifyRequest): KnownDevice | undefined {
  const value = signedCookie(request, DEVICE_COOKIE);
  const match = value ? /^([0-9a-f-]{36}):([\w-]{16,64})$/.exec(value) : null;
  return match?.[1] && match[2] ? { userId: match[1], nonce: match[2] } : undefined;
}

/**
 * Marks this browser as one that signed in to the account (OWASP "device cookies"): its logins count on
 * their own, so nobody else's wrong guesses can slow its owner down. It outlives sessions and logouts.
 */
export function setDeviceCookie(reply: FastifyReply, device: KnownDevice): void {
  const secure = reply.server.config.cookieSecure;
  reply.setCookie(cookieName(DEVICE_COOKIE, secure), `${device.userId}:${device.nonce}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    signed: true,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
