import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

/** A web build with a source map beside its script, as `vite build` with `sourcemap: true` wrote it. */
function webBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'oc-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>OpenConcordance</title>');
  writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
  writeFileSync(path.join(root, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  return root;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes a request to the socket exactly as given and reads the answer until the server closes. */
function rawRequest(port: number, text: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

describe.each(kinds)('what production exposes, on %s', (kind) => {
  let production: TestApp;
  let withDocs: TestApp;
  let port: number;
  const webRoot = webBuild();
  beforeAll(async () => {
    production = await createTestApp(kind, { nodeEnv: 'production', apiDocs: false }, { webRoot });
    await production.app.listen({ port: 0, host: '127.0.0.1' });
    port = (production.app.server.address() as AddressInfo).port;
    withDocs = await createTestApp(kind, { nodeEnv: 'production', apiDocs: true });
  });
  afterAll(async () => {
    await production?.close();
    await withDocs?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves no API documentation unless API_DOCS is on', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const response = await production.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: `No API route for GET ${url}` });
    }
    const documented = await withDocs.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(documented.statusCode).toBe(200);
    expect(documented.json()).toHaveProperty('paths');
  });

  it('serves the web build but never a source map', async () => {
    const script = await production.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(script.statusCode).toBe(200);
    const map = await production.app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ message: 'No API route for GET /assets/app.js.map' });
  });

  it.each([
    ['/%', 400, 'The address is not valid: check its percent-encoding'],
    ['/api/bible/kjv/Gen/%E0%A4%A', 400, 'The address is not valid: check its percent-encoding'],
    [`/api/concordance/${'H'.repeat(120)}`, 414, 'A part of the address is too long'],
  ])(
    'answers a URL the router cannot read (%s) with our error, headers and request id',
    async (target, status, message) => {
      const answer = await rawRequest(
        port,
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toEqual({ message });
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    },
  );

  it.each([
    [
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request headers are too large',
    ],
    [
      'GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: many\r\n\r\n',
      400,
      'The request could not be read',
    ],
  ])('answers a request Node cannot parse with our error and headers (%#)', async (text, status, message) => {
    const answer = await rawRequest(port, text);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ message });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});
