import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { preValidationHookHandler, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, type SignedInUser } from '../test/factories';
import { isAdminPath, type AdminRouteFile } from './admin.plugin';

const kinds = await databaseKinds();

/** Probe routes in the admin area, declared exactly as the admin issues' route files will be. */
const probeRoutes: AdminRouteFile = async (app) => {
  for (const url of [
    '/api/admin/probe',
    '/api/admin/probe/:id',
    '/api/system-settings/probe',
    '/api/system-settings/probe/:id',
  ]) {
    app.route({
      method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      handler: async () => ({ reached: url }),
    });
  }
};

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const sampleParams: Record<string, string> = {
  id: '7',
  number: 'H1',
  version: 'kjv',
  book: 'Gen',
  chapter: '1',
  verse: '1',
};

/** A concrete path for a declared route: parameters filled in, a wildcard given a path that does not exist. */
function concretePath(url: string): string {
  return url
    .replace(/:(\w+)/g, (_match, name: string) => sampleParams[name] ?? 'x')
    .replace(/\/\*$/, '/x')
    .replace(/\*$/, '/unknown');
}

/** The spellings of one path that a router, a proxy or an attacker may produce. */
function spellings(path: string, origin: string): Record<string, string> {
  const segments = path.split('/').slice(1);
  const encodeFirstLetter = (segment: string) =>
    segment.replace(/[a-z]/i, (letter) => `%${letter.charCodeAt(0).toString(16)}`);
  const encoded = `/${segments.map(encodeFirstLetter).join('/')}`;
  return {
    plain: path,
    encoded,
    'encoded second segment': `/${segments.map((segment, index) => (index === 1 ? encodeFirstLetter(segment) : segment)).join('/')}`,
    'doubled leading slash': `/${path}`,
    'doubled inner slash': path.replace(/\/([^/]*)$/, '//$1'),
    'mixed case': `/${segments.map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1)).join('/')}`,
    'upper-case second segment': `/${segments.map((segment, index) => (index === 1 ? segment.toUpperCase() : segment)).join('/')}`,
    'trailing slash': `${path}/`,
    'absolute form': `${origin}${path}`,
    'absolute form, encoded': `${origin}${encoded}`,
    'absolute form, another host': `http://evil.example${path}`,
  };
}

interface Answer {
  status: number;
  message?: string;
}

describe.each(kinds)('every route, every spelling, on %s', (kind) => {
  let harness: TestApp;
  let origin: string;
  let reader: SignedInUser;
  let admin: SignedInUser;
  const declared: { methods: string[]; url: string }[] = [];
  /** The declared URL of every route reached (past the guard), in order. */
  const handled: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  const recordRoute = (route: RouteOptions) => {
    const methods = [route.method].flat();
    declared.push({ methods, url: route.url });
    // Recorded before the body is validated (the admin guard runs earlier, on request): a route whose schema
    // refuses the probe's body was still reached.
    const reached: preValidationHookHandler = (_request, _reply, done) => {
      handled.push(route.url);
      done();
    };
    route.preValidation = [route.preValidation ?? []].flat().concat(reached);
  };

  /** Sends a request with the target written verbatim on the request line (absolute-form included). */
  function send(method: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
    const { port } = harness.app.server.address() as AddressInfo;
    const body = safeMethods.has(method) || method === 'TRACE' ? undefined : '{}';
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method,
          path: target,
          headers: {
            ...headers,
            // Node writes no length for a DELETE body by itself; the server would read the body as the next request.
            ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => {
            const json = text.startsWith('{') ? (JSON.parse(text) as { message?: string }) : {};
            resolve({ status: response.statusCode ?? 0, message: json.message });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  /** Sends and reports which admin-area handlers ran. */
  async function sendCounting(method: string, target: string, headers: Record<string, string> = {}) {
    const before = handled.length;
    const answer = await send(method, target, headers);
    return { ...answer, ran: handled.slice(before) };
  }

  beforeAll(async () => {
    harness = await createTestApp(kind, {}, { extraAdminRoutes: [probeRoutes], onRoute: recordRoute });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
    reader = await buildUser(harness.app);
    admin = await buildUser(harness.app, { role: 'admin' });
  });
  afterAll(async () => {
    agent.destroy();
    await harness?.close();
  });

  it('reaches no admin route without an administrator, however the path is spelled', async () => {
    const adminRoutes = declared.filter((route) => isAdminPath(route.url));
    expect(adminRoutes.map((route) => route.url)).toEqual(
      expect.arrayContaining([
        '/api/admin*',
        '/api/system-settings*',
        '/api/admin/probe',
        '/api/system-settings',
      ]),
    );
    const reachedBy = new Set<string>();
    for (const route of adminRoutes) {
      for (const method of route.methods) {
        for (const [spelling, target] of Object.entries(spellings(concretePath(route.url), origin))) {
          const label = `${method} ${target} (${spelling} of ${route.url})`;
          const asAdmin = await sendCounting(method, target, { cookie: admin.cookie });
          const anonymous = await sendCounting(method, target);
          const asReader = await sendCounting(method, target, { cookie: reader.cookie });
          expect(anonymous.ran.filter(isAdminPath), label).toEqual([]);
          expect(asReader.ran.filter(isAdminPath), label).toEqual([]);
          if (asAdmin.ran.some(isAdminPath)) {
            // The router took this spelling into the admin area: the guard answered first.
            if (asAdmin.ran.includes(route.url)) reachedBy.add(spelling);
            expect(anonymous.status, label).toBe(401);
            expect(asReader.status, label).toBe(403);
            if (method !== 'HEAD') expect(asReader.message, label).toBe('Administrator access is required');
          } else {
            // Not an admin route at all under this spelling: everyone gets the same answer.
            expect(anonymous.status, label).toBe(asAdmin.status);
            expect(asReader.status, label).toBe(asAdmin.status);
          }
        }
      }
    }
    // The attack spellings did reach the admin routes, so the assertions above were not vacuous.
    expect([...reachedBy]).toEqual(
      expect.arrayContaining([
        'plain',
        'encoded',
        'encoded second segment',
        'absolute form',
        'absolute form, encoded',
      ]),
    );
  });

  it('answers an unknown admin path 401, then 403, then 404, for every spelling the router accepts', async () => {
    for (const target of [
      '/api/admin/nothing-here',
      '/api/%61dmin/nothing-here',
      `${origin}/api/admin`,
      '/api/system-settings/x',
    ]) {
      expect((await send('GET', target)).status, target).toBe(401);
      expect((await send('GET', target, { cookie: reader.cookie })).status, target).toBe(403);
      const asAdmin = await send('GET', target, { cookie: admin.cookie });
      expect(asAdmin.status, target).toBe(404);
      expect(asAdmin.message, target).toMatch(/^No API route for GET \/api\/(admin|system-settings)/);
    }
  });

  it('refuses a cross-origin request to every state-changing route, however the path is spelled', async () => {
    const writes = declared.flatMap((route) =>
      route.methods
        .filter((method) => !safeMethods.has(method))
        .map((method) => ({ method, url: route.url })),
    );
    expect(writes.map((write) => `${write.method} ${write.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/logout',
        'POST /api/login',
        'PUT /api/hebrew/known-cards',
        'DELETE /api/admin/probe',
      ]),
    );
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    ];
    for (const { method, url } of writes) {
      const path = concretePath(url);
      // Same-origin, the route is not refused: the check below is about the origin alone.
      const sameOrigin = await send(method, path, { origin });
      expect(sameOrigin.message, `${method} ${path}`).not.toBe('Cross-origin requests may not change data');
      const targets = Object.entries(spellings(path, origin)).map(([spelling, target]) => ({
        spelling,
        target,
      }));
      for (const { spelling, target } of targets) {
        for (const headers of spelling === 'plain' ? crossSite : crossSite.slice(0, 1)) {
          const label = `${method} ${target} (${spelling}) with ${JSON.stringify(headers)}`;
          const answer = await sendCounting(method, target, { ...headers, cookie: admin.cookie });
          expect(answer.status, `${label} ${answer.message}`).toBe(403);
          expect(answer.message, label).toBe('Cross-origin requests may not change data');
          expect(answer.ran, label).toEqual([]);
        }
      }
    }
    // Every cross-origin logout above was refused: the administrator is still signed in.
    const me = await send('GET', '/api/user', { cookie: admin.cookie });
    expect(me.status).toBe(200);
  });
});
