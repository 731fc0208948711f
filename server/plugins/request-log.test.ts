import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectInnerCall } from '../http/inner-calls';
import { RequestTally, SLOW_REQUEST_MS, registerRequestLog } from './request-log';

interface Line {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A Fastify app logging into an array, its request log registered as in server/app.ts. */
function appLoggingTo(lines: Line[], level: string): FastifyInstance {
  // Fastify times a request with performance.now() (node:perf_hooks' object, the global one): the slow route
  // moves that clock on instead of waiting.
  const realNow = performance.now.bind(performance);
  let skipped = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => realNow() + skipped);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level }, stream) as unknown as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app, { periodMs: 60_000 });
  app.get('/fine', async () => ({ ok: true }));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/slow', async () => {
    skipped += SLOW_REQUEST_MS + 50;
    return { ok: true };
  });
  return app;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
  app = undefined;
});

describe('the request log', () => {
  it('logs server errors and slow requests on their own, summarises the rest at close', async () => {
    const lines: Line[] = [];
    app = appLoggingTo(lines, 'info');
    for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: '/fine' });
    await app.inject({ method: 'GET', url: '/nowhere' });
    await app.inject({ method: 'GET', url: '/broken?token=x' });
    await app.inject({ method: 'GET', url: '/slow' });
    expect(
      lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toEqual([]);
    const failed = lines.find((line) => line.msg === 'request failed');
    expect(failed).toMatchObject({
      level: 50,
      method: 'GET',
      route: '/broken',
      url: '/broken?token=…',
      status: 500,
    });
    expect(failed?.reqId).toBeTruthy();
    expect(lines.find((line) => line.msg === 'slow request')).toMatchObject({ level: 40, route: '/slow' });
    await app.close();
    app = undefined;
    const summary = lines.find((line) => line.msg === 'requests');
    expect(summary).toMatchObject({
      level: 30,
      requests: 23,
      status: { '2xx': 21, '3xx': 0, '4xx': 1, '5xx': 1 },
    });
    expect(summary?.p99Ms).toBeGreaterThanOrEqual(1_000);
  });

  it("leaves the calls a page's render makes out of the tally, and marks one that failed (decision 280)", async () => {
    const lines: Line[] = [];
    app = appLoggingTo(lines, 'info');
    for (let i = 0; i < 3; i++) await injectInnerCall(app, { method: 'GET', url: '/fine' });
    await injectInnerCall(app, { method: 'GET', url: '/broken' });
    await app.inject({ method: 'GET', url: '/fine' });
    expect(lines.find((line) => line.msg === 'request failed')).toMatchObject({
      route: '/broken',
      inner: true,
    });
    await app.close();
    app = undefined;
    expect(lines.find((line) => line.msg === 'requests')).toMatchObject({
      requests: 1,
      status: { '2xx': 1, '3xx': 0, '4xx': 0, '5xx': 0 },
    });
  });

  it('logs every request at debug', async () => {
    const lines: Line[] = [];
    app = appLoggingTo(lines, 'debug');
    await app.inject({ method: 'GET', url: '/fine' });
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ level: 20, status: 200 });
  });
});

describe('the tally', () => {
  it('gives the bucket under which half and 99% of the requests were answered, then starts again', () => {
    const tally = new RequestTally();
    for (let i = 0; i < 98; i++) tally.add(200, 0.4);
    tally.add(404, 30);
    tally.add(503, 7_000);
    expect(tally.take()).toEqual({
      requests: 100,
      status: { '2xx': 98, '3xx': 0, '4xx': 1, '5xx': 1 },
      p50Ms: 1,
      p99Ms: 50,
      maxMs: 7_000,
    });
    expect(tally.take()).toBeUndefined();
  });
});
