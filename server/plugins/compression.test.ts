import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { registerCompression } from './compression';

const kinds = await databaseKinds();

describe('compressing answers', () => {
  let app: FastifyInstance;
  let kept: ReturnType<typeof registerCompression>;
  let word = 'love';
  beforeAll(async () => {
    app = Fastify({ logger: false });
    kept = registerCompression(app);
    app.get('/verses', async () => ({ verses: Array.from({ length: 300 }, (_, i) => `${word} ${i}`) }));
    app.get('/small', async () => ({ ok: true }));
    app.get('/picture', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('sends brotli or gzip as the client accepts, decompressing to the plain answer', async () => {
    const plain = await get('/verses');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const br = await get('/verses', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    const gzip = await get('/verses', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('serves a kept form only for the same answer: changed data gets a new form', async () => {
    word = 'love';
    const first = await get('/verses', { 'accept-encoding': 'br' });
    expect((await get('/verses', { 'accept-encoding': 'br' })).rawPayload.equals(first.rawPayload)).toBe(
      true,
    );
    word = 'hope';
    const changed = await get('/verses', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('"hope 299"');
    expect(brotliDecompressSync(changed.rawPayload).toString()).not.toContain('love');
    word = 'love';
  });

  it('keeps nothing asked with a session cookie', async () => {
    kept.clear();
    await get('/verses', { 'accept-encoding': 'br', cookie: 'session=abc' });
    expect(kept.size).toBe(0);
    await get('/verses', { 'accept-encoding': 'br' });
    expect(kept.size).toBe(1);
  });

  it('leaves small answers and types that do not compress as they are', async () => {
    const small = await get('/small', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const picture = await get('/picture', { 'accept-encoding': 'br' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.length).toBe(4096);
  });
});

describe.each(kinds)('the app compresses its JSON, on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(() => harness?.close());

  it('answers the version list in brotli to a browser, the same JSON once decompressed', async () => {
    const plain = await harness.app.inject({ method: 'GET', url: '/api/versions' });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await harness.app.inject({
      method: 'GET',
      url: '/api/versions',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });
});
