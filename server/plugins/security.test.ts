import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser } from '../test/factories';

const kinds = await databaseKinds();
const refused = { message: 'Cross-origin requests may not change data' };

describe.each(kinds)('client address and origin on %s', (kind) => {
  /** Production defaults: no proxy trusted, no public origin. */
  let direct: TestApp;
  /** Behind a proxy at 127.0.0.1, the address `inject` answers from. */
  let proxied: TestApp;
  /** A proxy named elsewhere, and the public origin set. */
  let configured: TestApp;
  beforeAll(async () => {
    const production: Partial<Config> = { nodeEnv: 'production' };
    direct = await createTestApp(kind, production);
    proxied = await createTestApp(kind, { ...production, trustProxy: ['127.0.0.1'] });
    configured = await createTestApp(kind, {
      ...production,
      trustProxy: ['10.0.0.0/8'],
      publicOrigin: 'https://bible.example.org',
    });
  });
  afterAll(async () => {
    for (const harness of [direct, proxied, configured]) await harness?.close();
  });

  /** Sends analytics calls from "different" addresses until the per-address limit answers 429. */
  async function callsUntilLimited(harness: TestApp, limit: number): Promise<number | undefined> {
    for (let call = 1; call <= limit; call += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/analytics/search',
        headers: { 'x-forwarded-for': `203.0.113.${call % 250}, 198.51.100.${call % 250}` },
        payload: {},
      });
      if (response.statusCode === 429) return call;
    }
    return undefined;
  }

  describe('X-Forwarded-For', () => {
    it('is ignored in production unless TRUST_PROXY names the proxy, so rotating it does not escape a limit', async () => {
      const limitedAt = await callsUntilLimited(direct, 1000);
      expect(limitedAt).toBeDefined();
      // From the named proxy the header is believed: each call comes from another client.
      expect(await callsUntilLimited(proxied, (limitedAt ?? 0) + 5)).toBeUndefined();
    });

    it('is ignored when it comes from an address that is not the named proxy', async () => {
      expect(await callsUntilLimited(configured, 1000)).toBeDefined();
    });
  });

  describe('the origin of a state-changing request', () => {
    it('refuses an X-Forwarded-Host that agrees with a foreign Origin unless the proxy is trusted', async () => {
      const user = await buildUser(direct.app);
      const forged = await direct.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie: user.cookie, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual(refused);
      const me = await direct.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: user.cookie },
      });
      expect(me.statusCode).toBe(200);

      const viaProxy = await proxied.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { origin: 'https://bible.example.org', 'x-forwarded-host': 'bible.example.org' },
      });
      expect(viaProxy.statusCode).toBe(200);
    });

    it('compares the Origin with PUBLIC_ORIGIN when it is set, whatever the Host', async () => {
      const send = (origin: string, host = 'internal:3000') =>
        configured.app.inject({ method: 'POST', url: '/api/logout', headers: { origin, host } });
      expect((await send('https://bible.example.org')).statusCode).toBe(200);
      for (const origin of [
        'http://bible.example.org',
        'https://bible.example.org:8443',
        'https://evil.example',
        'http://internal:3000',
      ]) {
        const response = await send(origin);
        expect(response.statusCode, origin).toBe(403);
        expect(response.json()).toEqual(refused);
      }
    });

    it('checks every state-changing request, not only paths spelled /api/', async () => {
      const user = await buildUser(direct.app);
      for (const url of ['/%61pi/logout', '/anything', '/api/admin/anything']) {
        const response = await direct.app.inject({
          method: 'POST',
          url,
          headers: { cookie: user.cookie, origin: 'https://evil.example' },
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(refused);
      }
      const me = await direct.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { cookie: user.cookie },
      });
      expect(me.statusCode).toBe(200);
    });
  });

  describe('security headers (decision 241)', () => {
    const documentOnly = [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];

    it('gives an API answer the headers that act on data, and a policy that allows nothing', async () => {
      for (const url of ['/api/health', '/api/no-such-route']) {
        const response = await direct.app.inject({ method: 'GET', url });
        expect(response.headers['content-security-policy'], url).toBe(
          "default-src 'none';frame-ancestors 'none'",
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['strict-transport-security']).toContain('max-age=');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
        for (const name of documentOnly) expect(response.headers[name], name).toBeUndefined();
      }
    });

    it('gives everything else the whole set, the site policy included', async () => {
      for (const url of ['/robots.txt', '/no-such-page', '/API/health']) {
        const response = await direct.app.inject({ method: 'GET', url });
        expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        for (const name of documentOnly) expect(response.headers[name], `${url} ${name}`).toBeDefined();
      }
    });
  });
});
