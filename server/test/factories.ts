import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cookieName, SESSION_COOKIE } from '../auth/session';

let counter = 0;

/** A username unique within the test run. */
export function uniqueUsername(prefix = 'reader'): string {
  counter += 1;
  return `${prefix}${counter}_${randomBytes(3).toString('hex')}`;
}

export interface SignedInUser {
  id: string;
  username: string;
  password: string;
  role: 'user' | 'admin';
  /** The `Cookie` header value that carries the session. */
  cookie: string;
}

/** Takes a cookie (the session's by default) out of a Set-Cookie answer, ready to send back. */
export function sessionCookieFrom(
  setCookie: string | string[] | undefined,
  options: { secure?: boolean; base?: string } = {},
): string {
  const name = cookieName(options.base ?? SESSION_COOKIE, options.secure ?? false);
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((value) => value.startsWith(`${name}=`));
  if (!found) throw new Error(`no ${name} cookie in the answer`);
  return found.split(';')[0] ?? '';
}

/** Creates a user of the given role through the real service and signs in through the real API. */
export async function buildUser(
  app: FastifyInstance,
  options: { role?: 'user' | 'admin' } = {},
): Promise<SignedInUser> {
  const username = uniqueUsername(options.role === 'admin' ? 'admin' : 'reader');
  const password = `pw-${randomBytes(8).toString('hex')}`;
  if (options.role === 'admin') {
    await app.services.auth.createAdmin(username, password);
  } else {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, password },
    });
    if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  }
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json<{ id: string; role: 'user' | 'admin' }>();
  return {
    id: body.id,
    username,
    password,
    role: body.role,
    cookie: sessionCookieFrom(login.headers['set-cookie']),
  };
}

/** The methods the route tests send. */
export type TestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request to `app`: signed in when `cookie` is given, with `payload` as its JSON body when given. */
export function injectAs(
  app: FastifyInstance,
  method: TestMethod,
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
}
