import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCAUGHT_EXCEPTION, UNHANDLED_REJECTION } from './bot/error-types';
import { guardProcess, PROCESS_PATH } from './process-guard';
import { createTestApp, type TestApp } from './test/app';
import { databaseKinds } from './test/databases';
import { buildUser, injectAs, type SignedInUser } from './test/factories';

const kinds = await databaseKinds();

describe.each(kinds)('failures outside any request (decision 253) on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    admin = await buildUser(harness.app, { role: 'admin' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const counted = async (errorType: string) => {
    await harness.app.services.bot.errorCounter.flush();
    const response = await injectAs(harness.app, 'GET', '/api/admin/bot/errors', admin.cookie);
    expect(response.statusCode).toBe(200);
    return (
      response.json() as { errors: { errorType: string; url: string; count: number; message: string }[] }
    ).errors.find((row) => row.errorType === errorType && row.url === PROCESS_PATH);
  };

  it('counts a rejection nobody handled in the ADMIN BOT’s errors and lets the server go on', async () => {
    const target = new EventEmitter();
    const exits: number[] = [];
    const stop = guardProcess(harness.app, { target, exit: (code) => exits.push(code) });
    try {
      target.emit('unhandledRejection', new TypeError('Invalid URL'), Promise.resolve());
      target.emit('unhandledRejection', new TypeError('Invalid URL'), Promise.resolve());
      expect(exits).toEqual([]);
      expect(await counted(UNHANDLED_REJECTION)).toMatchObject({
        count: 2,
        message: 'TypeError: Invalid URL',
      });
      expect((await harness.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      stop();
    }
  });

  it('counts and writes an uncaught exception, then ends the process to be started again', async () => {
    const target = new EventEmitter();
    const exited = new Promise<number>((resolve) => {
      const stop = guardProcess(harness.app, {
        target,
        exit: (code) => {
          stop();
          resolve(code);
        },
      });
    });
    target.emit('uncaughtException', new Error('state unknown'));
    expect(await exited).toBe(1);
    // Written before the exit, not left in memory.
    const response = await injectAs(harness.app, 'GET', '/api/admin/bot/errors', admin.cookie);
    const row = (
      response.json() as { errors: { errorType: string; url: string; count: number }[] }
    ).errors.find((each) => each.errorType === UNCAUGHT_EXCEPTION && each.url === PROCESS_PATH);
    expect(row).toMatchObject({ count: 1 });
  });
});
