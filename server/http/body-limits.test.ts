import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser } from '../test/factories';
import { BODY_LIMITS, DEFAULT_BODY_LIMIT } from './body-limits';

const kinds = await databaseKinds();

/** The methods whose body Fastify reads; GET, HEAD and TRACE bodies are never parsed. */
const WITH_BODY = new Set(['DELETE', 'OPTIONS', 'PATCH', 'PUT', 'POST', 'QUERY']);

interface Declared {
  method: string;
  url: string;
  bodyLimit: number | undefined;
}

/** A JSON text of exactly `bytes` bytes: one string field padded out. */
function jsonOf(bytes: number): string {
  const frame = '{"pad":""}';
  return `{"pad":"${'x'.repeat(bytes - frame.length)}"}`;
}

/** A path the route matches: each parameter and wildcard filled in. */
function pathOf(url: string): string {
  return url.replace(/:[^/]+/g, '1').replace('*', 'x');
}

describe.each(kinds)('every route answers no more than its declared body bound, on %s', (kind) => {
  let harness: TestApp;
  const declared: Declared[] = [];
  let adminCookie: string;
  beforeAll(async () => {
    harness = await createTestApp(
      kind,
      {},
      {
        onRoute: (route: RouteOptions) => {
          for (const method of [route.method].flat())
            declared.push({ method, url: route.url, bodyLimit: route.bodyLimit });
        },
      },
    );
    adminCookie = (await buildUser(harness.app, { role: 'admin' })).cookie;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('gives every route a bound, and the table names only routes that exist', () => {
    expect(declared.length).toBeGreaterThan(100);
    for (const route of declared)
      expect(route.bodyLimit, `${route.method} ${route.url}`).toBeTypeOf('number');
    const routes = new Set(declared.map((route) => `${route.method} ${route.url}`));
    for (const listed of Object.keys(BODY_LIMITS)) expect(routes, listed).toContain(listed);
  });

  it('refuses a body one byte over the bound with 413, and reads one at the bound', async () => {
    const withBody = declared.filter((route) => WITH_BODY.has(route.method));
    expect(withBody.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    const send = (route: Declared, bytes: number) =>
      harness.app.inject({
        method: route.method as 'POST',
        url: pathOf(route.url),
        headers: { 'content-type': 'application/json', cookie: adminCookie },
        payload: jsonOf(bytes),
      });
    // Every body over its bound first, while the administrator is still signed in: a body at the bound reaches
    // its handler, and one of them (signing out, deleting the account) ends the session the others would need
    // to get past the reader areas' sign-in check to the body's bound.
    for (const route of withBody) {
      const over = await send(route, (route.bodyLimit ?? 0) + 1);
      if (over.statusCode !== 413)
        wrong.push(`${route.method} ${route.url}: ${over.statusCode} over the bound`);
    }
    for (const route of withBody) {
      const at = await send(route, route.bodyLimit ?? 0);
      if (at.statusCode === 413) wrong.push(`${route.method} ${route.url}: 413 at the bound`);
    }
    expect(wrong).toEqual([]);
  });

  it('bounds a request no route matches by the default, and never parses its body', async () => {
    const over = await harness.app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { 'content-type': 'application/json' },
      payload: jsonOf(DEFAULT_BODY_LIMIT + 1),
    });
    expect(over.statusCode).toBe(413);
    const malformed = await harness.app.inject({
      method: 'POST',
      url: '/api/no-such-call',
      headers: { 'content-type': 'application/json' },
      payload: '{"unfinished": [',
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('refuses a sign-out with a large body before reading it', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: `[${Array<string>(4_000).fill('{"a":1}').join(',')}]`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large' });
  });
});
