import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectInnerCall, isInnerCall } from './inner-calls';

describe('the mark of an inner call (decision 280)', () => {
  let app: FastifyInstance;
  let origin: string;
  /** The headers of the last inner call, as the route saw them. */
  let innerHeaders: Record<string, string> = {};
  beforeAll(async () => {
    app = Fastify();
    app.post('/api/echo', async (request) => {
      if (isInnerCall(request)) innerHeaders = { ...(request.headers as Record<string, string>) };
      return { inner: isInnerCall(request), ip: request.ip, body: request.body as unknown };
    });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is carried by the calls the server makes to itself, with their address and body', async () => {
    const answer = await injectInnerCall(app, {
      method: 'POST',
      url: '/api/echo',
      payload: { word: 'beginning' },
      remoteAddress: '203.0.113.9',
    });
    expect(answer.json()).toEqual({ inner: true, ip: '203.0.113.9', body: { word: 'beginning' } });
  });

  it('is never claimed by a request, whatever headers it sends', async () => {
    await injectInnerCall(app, { method: 'POST', url: '/api/echo', payload: {} });
    const claims = [
      innerHeaders,
      { 'x-inner-call': '1', 'x-render-in-browser': '1', 'user-agent': 'lightMyRequest' },
      { forwarded: 'for=127.0.0.1', 'x-forwarded-for': '127.0.0.1' },
    ];
    for (const headers of claims) {
      const sent = { ...headers, 'content-type': 'application/json' };
      delete (sent as Record<string, string>)['content-length'];
      delete (sent as Record<string, string>)['host'];
      const overHttp = await fetch(`${origin}/api/echo`, { method: 'POST', headers: sent, body: '{}' });
      expect(((await overHttp.json()) as { inner: boolean }).inner).toBe(false);
      // Nor another caller inside the process that uses the plain `inject`.
      const injected = await app.inject({ method: 'POST', url: '/api/echo', headers: sent, payload: '{}' });
      expect(injected.json<{ inner: boolean }>().inner).toBe(false);
    }
  });
});
