import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { CONNECTION_LIMITS, connectionCap, openFilesLimit, type ConnectionLimits } from './connection-limits';

describe('the connection cap', () => {
  it('leaves a quarter of the open-file limit, at most 1,000, to the rest of the process', () => {
    expect(connectionCap(1_024)).toBe(768);
    expect(connectionCap(20_000)).toBe(19_000);
    expect(connectionCap(undefined)).toBe(4_000);
  });

  it("reads the soft limit from Linux's table, and nothing from an unreadable one", () => {
    const table =
      'Limit                     Soft Limit           Hard Limit           Units\n' +
      'Max open files            20000                524288               files\n';
    expect(openFilesLimit(() => table)).toBe(20_000);
    expect(openFilesLimit(() => table.replace('20000', 'unlimited'))).toBeUndefined();
    expect(
      openFilesLimit(() => {
        throw new Error('no /proc here');
      }),
    ).toBeUndefined();
  });
});

const kinds = await databaseKinds();

/** A connection that sends `text` and keeps what the server answers until it closes the connection. */
interface Held {
  socket: net.Socket;
  answer: () => string;
  closed: Promise<unknown>;
}

async function hold(port: number, text: string): Promise<Held> {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = once(socket, 'close');
  await once(socket, 'connect');
  if (text) await new Promise<void>((resolve) => socket.write(text, () => resolve()));
  return { socket, answer: () => answer, closed };
}

const slowHeaders = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n';
const halfBody =
  'POST /api/logout HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":';

describe.each(kinds)('slow connections on %s', (kind) => {
  let harness: TestApp | undefined;
  let held: Held[] = [];
  afterEach(async () => {
    for (const { socket } of held) socket.destroy();
    held = [];
    await harness?.close();
  });

  async function listening(limits: Partial<ConnectionLimits>): Promise<number> {
    harness = await createTestApp(kind, {}, { connections: { ...CONNECTION_LIMITS, ...limits } });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const address = harness.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return address.port;
  }

  it('answers while 500 connections send half a request, and closes them with 408 at the deadlines', async () => {
    const port = await listening({ headersMs: 1_000, requestMs: 2_000, checkEveryMs: 100 });
    for (let index = 0; index < 500; index++) held.push(await hold(port, index % 2 ? slowHeaders : halfBody));

    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);

    await Promise.all(held.map(({ closed }) => closed));
    const answers = held.map(({ answer }) => answer().split('\r\n')[0]);
    expect(new Set(answers)).toEqual(new Set(['HTTP/1.1 408 Request Timeout']));
    expect(held[0]!.answer()).toContain('{"message":"The request took too long to arrive"}');
  }, 30_000);

  it("answers 408 to a body still arriving at its route's deadline, long before the request's", async () => {
    const port = await listening({ requestMs: 600_000, bodyMs: 500, checkEveryMs: 100 });
    const slow = await hold(port, halfBody);
    held.push(slow);
    await slow.closed;
    expect(slow.answer().split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(slow.answer()).toContain('{"message":"The request took too long to arrive"}');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });

  it('closes connections past the cap as they open, and keeps the others', async () => {
    const port = await listening({ maxConnections: 20 });
    for (let index = 0; index < 25; index++) held.push(await hold(port, ''));
    let closedCount = 0;
    const open = held.map((connection) => {
      let closed = false;
      void connection.closed.then(() => {
        closed = true;
        closedCount += 1;
      });
      return () => !closed;
    });
    // The last five were over the cap: wait for them to close, then check that the first twenty did not.
    await Promise.all(held.slice(20).map(({ closed }) => closed));
    expect(open.slice(0, 20).every((isOpen) => isOpen())).toBe(true);
    expect(closedCount).toBe(5);
  });
});
