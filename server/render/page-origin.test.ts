import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { headTags } from './page-renderer';
import { RENDER_ALLOWANCE } from './render-allowance';

const kinds = await databaseKinds();

const TEMPLATE =
  '<!doctype html><html><head><title>Shell</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the server build of the web app that numbers its renders and, like the real one
 * (web/entry-server.tsx), takes the canonical path from the address it renders and puts what was searched in
 * the title and the page.
 */
const ECHO_ENTRY = `
let renders = 0;
export async function render(url) {
  renders += 1;
  const parsed = new URL(url, 'http://localhost');
  const q = parsed.searchParams.get('q') ?? '';
  return {
    html: '<main>render ' + renders + ' of ' + url.replace(/</g, '&lt;') + ' for ' + q.replace(/</g, '&lt;') + '</main>',
    state: { mutations: [], queries: [] },
    head: { title: 'Results for ' + q, description: 'A page', canonicalPath: parsed.pathname, type: 'website', notFound: false, siteName: 'OC' },
    status: 200,
    errors: [],
  };
}
`;

/** One request written by hand, so its target and Host can be anything; resolves with the whole answer. */
function rawRequest(port: number, target: string, host: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const hostLine = host === undefined ? '' : `Host: ${host}\r\n`;
    socket.end(Buffer.from(`GET ${target} HTTP/1.1\r\n${hostLine}Connection: close\r\n\r\n`, 'utf8'));
  });
}

describe.each(kinds)(
  'the pages’ origin and addresses, without PUBLIC_ORIGIN (decision 253) on %s',
  (kind) => {
    let harness: TestApp;
    let root: string;
    let port: number;
    beforeAll(async () => {
      root = mkdtempSync(path.join(tmpdir(), 'oc-page-origin-'));
      mkdirSync(path.join(root, 'web'));
      mkdirSync(path.join(root, 'ssr'));
      writeFileSync(path.join(root, 'web', 'index.html'), TEMPLATE);
      writeFileSync(path.join(root, 'ssr', 'entry-server.js'), ECHO_ENTRY);
      harness = await createTestApp(kind, { port: 3000 }, { webRoot: path.join(root, 'web') });
      await harness.app.listen({ port: 0, host: '127.0.0.1' });
      const address = harness.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });
    afterAll(async () => {
      vi.useRealTimers();
      await harness?.close();
      rmSync(root, { recursive: true, force: true });
    });

    const get = (url: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
      harness.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });
    const renderNumber = (body: string) => /render (\d+)/.exec(body)?.[1];

    it('answers every odd Host without an error and goes on serving (a malformed one stopped the server)', async () => {
      const hosts = [
        'x y',
        '',
        '[::1',
        'a'.repeat(300),
        'localhost:99999',
        'bïble.example',
        'ex ample:80',
        '::',
      ];
      for (const host of [...hosts, undefined]) {
        const answer = await rawRequest(port, '/about', host);
        expect(answer, `Host ${JSON.stringify(host)}`).toMatch(/^HTTP\/1\.1 [1-4]\d\d /);
      }
      const after = await fetch(`http://127.0.0.1:${port}/about`);
      expect(after.status).toBe(200);
      expect(await after.text()).toContain('<link rel="canonical" href="http://localhost:3000/about" />');
    });

    it('never writes the request’s Host into a page, robots.txt or the sitemap', async () => {
      const headers = { host: 'evil.example' };
      const page = await get('/about?host-test', headers);
      expect(page.body).toContain('<link rel="canonical" href="http://localhost:3000/about" />');
      expect(page.body).toContain('<meta property="og:url" content="http://localhost:3000/about" />');
      expect(page.body).not.toContain('evil.example');
      const robots = await get('/robots.txt', headers);
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(robots.body).not.toContain('evil.example');
      const sitemap = await get('/sitemap.xml', headers);
      expect(sitemap.body).toContain('<loc>http://localhost:3000/about</loc>');
      expect(sitemap.body).not.toContain('evil.example');
    });

    it('gives /.//evil.example/x a canonical link on the site', async () => {
      for (const target of ['/.//evil.example/x', '//evil.example/x']) {
        const answer = await rawRequest(port, target, 'localhost:3000');
        const canonical = /<link rel="canonical" href="([^"]*)"/.exec(answer)?.[1] ?? '';
        expect(new URL(canonical).origin, target).toBe('http://localhost:3000');
      }
      // Whatever path a page names as its own, the head keeps it on the site.
      const head = {
        title: 'T',
        description: 'D',
        type: 'website',
        notFound: false,
        siteName: 'OC',
      } as const;
      expect(headTags({ ...head, canonicalPath: '//evil.example/x' }, 'https://bible.example.org')).toContain(
        '<link rel="canonical" href="https://bible.example.org/evil.example/x" />',
      );
    });

    it("puts a searched text with $` $& $' into the page as it is", async () => {
      const q = "a$`b$&c$'d";
      const response = await get(`/simple-results?q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Results for a$`b$&amp;c$&#39;d</title>');
      expect(response.body).toContain(`for ${q}</main>`);
      // The template appears once: no part of it was copied into the page.
      expect(response.body.match(/<!doctype html>/g)).toHaveLength(1);
      expect(response.body.match(/<div id="root">/g)).toHaveLength(1);
    });

    it('keeps a page by its address, whatever query the page does not read', async () => {
      const first = renderNumber((await get('/simple-results?q=kept&version=kjv')).body);
      expect(renderNumber((await get('/simple-results?version=kjv&q=kept&nonce=1')).body)).toBe(first);
      expect(renderNumber((await get('/simple-results?q=kept&version=kjv&nonce=2')).body)).toBe(first);
      expect(renderNumber((await get('/about?nonce=3')).body)).toBe(renderNumber((await get('/about')).body));
      // What the page reads is another page.
      expect(renderNumber((await get('/simple-results?q=other&version=kjv')).body)).not.toBe(first);
    });

    it('sends the shell to an address that asks for more renders than a reader could', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const flooder = '203.0.113.9';
        for (let index = 0; index < RENDER_ALLOWANCE.renders; index += 1) {
          const response = await get(`/simple-results?q=flood-${index}`, {}, flooder);
          expect(renderNumber(response.body), `render ${index}`).toBeDefined();
        }
        const refused = await get('/simple-results?q=flood-beyond', {}, flooder);
        expect(refused.statusCode).toBe(200);
        expect(refused.body).toBe(TEMPLATE);
        // A kept page costs no render: the flooder still gets it, and another reader still gets pages rendered.
        expect(renderNumber((await get('/simple-results?q=flood-0', {}, flooder)).body)).toBeDefined();
        expect(
          renderNumber((await get('/simple-results?q=flood-beyond', {}, '198.51.100.7')).body),
        ).toBeDefined();
        // The next window gives the address its renders again.
        vi.setSystemTime(Date.now() + RENDER_ALLOWANCE.windowMs);
        expect(renderNumber((await get('/simple-results?q=flood-later', {}, flooder)).body)).toBeDefined();
      } finally {
        vi.useRealTimers();
      }
    });
  },
);
