import { randomBytes } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { concordanceFixtureSources } from '../test/fixtures/concordance/index';
import { readerFixtureSources, rstneFixtureSource } from '../test/fixtures/reader';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, sessionCookieFrom, uniqueUsername } from '../test/factories';
import { ANSWER_SAMPLES, type SampleReader } from '../test/answer-samples/index';
import { appImporter } from '../test/app-importer';

const kinds = await databaseKinds();

/**
 * `METHOD /pattern` of an API route; the OpenAPI pages under /api/docs, Fastify's HEAD copies and the admin
 * area's hidden catch-alls (they only refuse; server/admin/route-guards.test.ts walks them) are left out.
 */
function apiRouteKeys(route: RouteOptions): string[] {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return [];
  if ((route.schema as { hide?: boolean } | undefined)?.hide) return [];
  return [route.method]
    .flat()
    .filter((method) => method !== 'HEAD')
    .map((method) => `${method} ${route.url}`);
}

/** The Zod schema a route declares for the answers of one status, if any. */
function declaredSchema(route: RouteOptions, status: number): z.ZodType | undefined {
  const responses = (route.schema?.response ?? {}) as Record<string, z.ZodType | undefined>;
  return responses[String(status)];
}

/** Registers a reader and signs in through the real API, keeping the session's public id. */
async function signIn(app: FastifyInstance): Promise<SampleReader> {
  const username = uniqueUsername();
  const password = `pw-${randomBytes(8).toString('hex')}`;
  await app.inject({ method: 'POST', url: '/api/register', payload: { username, password } });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  expect(login.statusCode).toBe(200);
  const { id, sessionId } = login.json<{ id: string; sessionId: string }>();
  return { id, username, password, sessionId, cookie: sessionCookieFrom(login.headers['set-cookie']) };
}

const samples = Object.entries(ANSWER_SAMPLES).flatMap(([route, list]) =>
  list.map((sample) => ({ route, ...sample })),
);

// The custom JSON writers (plainJson, kept answers, search verses) skip the response schemas, so this walk is
// what keeps the answers, their schemas and /api/docs in step (decision 109).
describe.each(kinds)('every API answer matches its schema on %s', (kind) => {
  const routes = new Map<string, RouteOptions>();
  let harness: TestApp;
  let reader: SampleReader;
  let admin: SampleReader;

  beforeAll(async () => {
    harness = await createTestApp(
      kind,
      {},
      {
        onRoute: (route) => {
          for (const key of apiRouteKeys(route)) routes.set(key, route);
        },
      },
    );
    const importer = appImporter(harness.app);
    const scholarly = concordanceFixtureSources().filter((source) =>
      ['bdb', 'abbott-smith'].includes(source.id),
    );
    for (const source of [...readerFixtureSources(), rstneFixtureSource(), ...scholarly]) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    await harness.app.services.studySources.start({ importNew: true, refreshMs: 0 });
    reader = await signIn(harness.app);
    admin = { ...(await buildUser(harness.app, { role: 'admin' })), sessionId: '' };
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('has samples for every API route, and none for a route that does not exist', () => {
    expect(routes.size).toBeGreaterThan(30);
    expect([...routes.keys()].filter((key) => !(key in ANSWER_SAMPLES))).toEqual([]);
    expect(Object.keys(ANSWER_SAMPLES).filter((key) => !routes.has(key))).toEqual([]);
  });

  it.each(samples)('$route: $url answers $status as its schema says', async (sample) => {
    const route = routes.get(sample.route)!;
    const asker =
      sample.as === 'reader'
        ? reader
        : sample.as === 'admin'
          ? admin
          : sample.as === 'fresh reader'
            ? await signIn(harness.app)
            : undefined;
    const payload = typeof sample.payload === 'function' ? sample.payload(asker ?? reader) : sample.payload;
    const response = await harness.app.inject({
      method: sample.route.split(' ')[0] as 'GET',
      url: sample.url,
      headers: { ...sample.headers, ...(asker ? { cookie: asker.cookie } : {}) },
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(sample.status);
    const schema = declaredSchema(route, sample.status);
    expect(schema, `${sample.route} declares no answer for ${sample.status}`).toBeDefined();
    const contentType = String(response.headers['content-type']).split(';')[0];
    expect(contentType).toBe(sample.contentType ?? 'application/json');
    if (sample.attachment) expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    if (sample.contentType) return;
    const body: unknown = response.json();
    const parsed = schema!.safeParse(body);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Zod drops fields a schema does not list: the same answer back means nothing undocumented was sent.
    expect(parsed.data).toEqual(body);
  });

  it('documents every route and the statuses it declares at /api/docs', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json<{ paths: Record<string, Record<string, { responses: object }>> }>();
    for (const [key, route] of routes) {
      const [method, url] = key.split(' ') as [string, string];
      const documented = paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(documented, key).toBeDefined();
      expect(Object.keys(documented!.responses).sort(), key).toEqual(
        Object.keys(route.schema?.response ?? {}).sort(),
      );
    }
  });
});
