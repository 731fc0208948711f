import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, precompressDirectory, precompressedMismatches } from '../http/precompress';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { chooseEncoding } from './static-assets';

const kinds = await databaseKinds();

/** A small web build: a script and a style sheet worth compressing, a font, a tiny file, a source map. */
function webBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'oc-static-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>OpenConcordance</title>');
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "שָׁלוֹם ${i}";`).join('\n');
  writeFileSync(path.join(root, 'assets', 'index-AbCd1234.js'), script);
  writeFileSync(path.join(root, 'assets', 'index-AbCd1234.css'), 'body { margin: 0 }\n'.repeat(200));
  writeFileSync(path.join(root, 'assets', 'font-XyZ98765.woff2'), randomBytes(4096));
  writeFileSync(path.join(root, 'assets', 'tiny-QwEr4567.js'), 'export {};');
  writeFileSync(path.join(root, '.source-hash'), '0123456789abcdef\n');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"OpenConcordance"}');
  writeFileSync(
    path.join(root, 'assets', 'index-AbCd1234.js.map'),
    `{"version":3,"x":"${'a'.repeat(5000)}"}`,
  );
  writeFileSync(
    path.join(root, 'favicon.svg'),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
  );
  return root;
}

describe('precompressing the web build', () => {
  it('writes a brotli and a gzip form beside each compressible file, each decompressing to its original', () => {
    const root = webBuild();
    try {
      const outcome = precompressDirectory(root);
      expect(outcome.compressed.sort()).toEqual([
        'assets/index-AbCd1234.css',
        'assets/index-AbCd1234.js',
        'favicon.svg',
      ]);
      expect(outcome.bytes.br).toBeLessThan(outcome.bytes.original / 4);
      for (const relative of outcome.compressed) {
        const original = readFileSync(path.join(root, relative));
        expect(brotliDecompressSync(readFileSync(path.join(root, `${relative}.br`))).equals(original)).toBe(
          true,
        );
        expect(gunzipSync(readFileSync(path.join(root, `${relative}.gz`))).equals(original)).toBe(true);
      }
      // Neither the font (compressed already), nor the tiny file, nor the source map.
      expect(filesUnder(root).filter((file) => /\.(br|gz)$/.test(file))).toHaveLength(6);
      expect(precompressedMismatches(root)).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds a compressed form that is damaged, or unpacks past its original without being held whole', () => {
    const root = webBuild();
    try {
      precompressDirectory(root);
      const script = path.join(root, 'assets', 'index-AbCd1234.js');
      writeFileSync(`${script}.gz`, Buffer.from('not gzip at all'));
      // 64 MB of zeros behind the original's bytes: unpacking stops a byte past the original's size.
      const longer = Buffer.concat([readFileSync(script), Buffer.alloc(64 * 1024 * 1024)]);
      writeFileSync(
        `${script}.br`,
        brotliCompressSync(longer, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      );
      expect(precompressedMismatches(root).sort()).toEqual([
        'assets/index-AbCd1234.js.br',
        'assets/index-AbCd1234.js.gz',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds a compressed form that does not match its original, or has no original', () => {
    const root = webBuild();
    try {
      precompressDirectory(root);
      writeFileSync(path.join(root, 'assets', 'index-AbCd1234.css'), 'body { margin: 1px }');
      writeFileSync(path.join(root, 'stray.js.gz'), readFileSync(path.join(root, 'favicon.svg.gz')));
      expect(precompressedMismatches(root).sort()).toEqual([
        'assets/index-AbCd1234.css.br',
        'assets/index-AbCd1234.css.gz',
        'stray.js.gz',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('choosing an encoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['BR', 'br'],
  ])('Accept-Encoding %j → %j', (header, expected) => {
    expect(chooseEncoding(header, { br: true, gzip: true })).toBe(expected);
  });

  it('offers only the forms the file has', () => {
    expect(chooseEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
    expect(chooseEncoding('br', { br: false, gzip: true })).toBeUndefined();
  });
});

describe.each(kinds)('serving the built files, on %s', (kind) => {
  let harness: TestApp;
  const root = webBuild();
  precompressDirectory(root);
  const script = readFileSync(path.join(root, 'assets', 'index-AbCd1234.js'));
  beforeAll(async () => {
    harness = await createTestApp(kind, { nodeEnv: 'production', apiDocs: false }, { webRoot: root });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    harness.app.inject({ method: 'GET', url, headers });

  it('sends the brotli form to a client that accepts it, with immutable caching for hashed files', async () => {
    const answer = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(answer.rawPayload.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(answer.rawPayload).equals(script)).toBe(true);
    // The security headers are on static files too.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends gzip to a gzip-only client, the original to one that accepts neither', async () => {
    const gzip = await get('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(script)).toBe(true);
    const plain = await get('/assets/index-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, with the same ETag whatever the encoding', async () => {
    const first = await get('/assets/index-AbCd1234.css', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get('/assets/index-AbCd1234.css')).headers.etag).toBe(etag);
    const again = await get('/assets/index-AbCd1234.css', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('revalidates files outside /assets, sends a font as it is, and never a source map', async () => {
    const favicon = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(favicon.headers['content-type']).toBe('image/svg+xml');
    expect(favicon.headers['content-encoding']).toBe('br');
    const font = await get('/assets/font-XyZ98765.woff2', { 'accept-encoding': 'br' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
    expect(font.headers['content-type']).toBe('font/woff2');
    const map = await get('/assets/index-AbCd1234.js.map');
    expect(map.statusCode).toBe(404);
    // A compressed form is not a file of its own: the path gets what any unknown page gets (the shell).
    const compressed = await get('/assets/index-AbCd1234.js.br');
    expect(compressed.headers['content-type']).toContain('text/html');
    // So does a file the build never wrote, and the build's own stamps (dotfiles) are never sent.
    const unknown = await get('/assets/nothing-12345678.js');
    expect(unknown.headers['content-type']).toContain('text/html');
    expect(unknown.body).not.toContain('export');
    const stamp = await get('/.source-hash');
    expect(stamp.headers['content-type']).toContain('text/html');
    expect(stamp.body).not.toContain('0123456789abcdef');
  });

  it('serves the service worker never from a cache unasked, the manifest, and the bare shell (decision 413)', async () => {
    const worker = await get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
    expect(manifest.headers['content-security-policy']).toContain("manifest-src 'self'");
    // The shell the worker keeps for offline navigations: index.html as built, byte for byte.
    const shell = await get('/app-shell.html');
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toBe(readFileSync(path.join(root, 'index.html'), 'utf8'));
  });
});
