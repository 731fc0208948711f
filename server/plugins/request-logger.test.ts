import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from './request-logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('the request logger', () => {
  it('logs with the request id, at the levels of its parent, and makes no child for a quiet request', async () => {
    const { lines, logger } = capture();
    let children = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    }) as typeof logger.child;
    const app = Fastify({
      loggerInstance: logger,
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: requestLoggerFactory,
      genReqId: () => 'request-1',
    });
    app.get('/quiet', async (request) => ({ level: request.log.level }));
    app.get('/loud', async (request) => {
      request.log.debug('not written');
      request.log.warn({ part: 'x' }, 'written');
      return {};
    });
    await app.ready();
    children = 0;
    expect((await app.inject('/quiet')).json()).toEqual({ level: 'info' });
    expect(children).toBe(0);
    await app.inject('/loud');
    expect(children).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, reqId: 'request-1', part: 'x', msg: 'written' }),
    ]);
    await app.close();
  });
});
