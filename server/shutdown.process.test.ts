import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer } from './test/start-server';

/** A raw connection that sends a request's headers and reads what comes back. */
function openRequest(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.write(
    'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  return { socket, received: () => received, closed };
}

/** Answers once a new connection to the port is refused: the instance has stopped listening. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.on('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('the server process on SIGTERM (decision 360)', () => {
  let dataDir: string;
  let server: ReturnType<typeof startServer>;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'oc-shutdown-'));
    server = startServer(dataDir);
    port = Number((await server.address).port);
  }, 120_000);
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'says ready once loaded, stops listening, finishes the request under way, cuts one past the grace and exits 0',
    { timeout: 90_000 },
    async () => {
      const base = `http://127.0.0.1:${port}`;
      await vi.waitFor(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), {
        timeout: 60_000,
        interval: 100,
      });
      expect(await (await fetch(`${base}/api/ready`)).json()).toEqual({
        ready: true,
        state: 'ready',
        message: 'Ready.',
      });

      // Two requests under way: the server has read their headers (it said "100 Continue") but not their bodies.
      const body = JSON.stringify({ username: 'nobody-here', password: 'not-the-password' });
      const finishing = openRequest(port, body);
      const hanging = openRequest(port, body);
      await vi.waitFor(() => {
        expect(finishing.received()).toContain('100 Continue');
        expect(hanging.received()).toContain('100 Continue');
      });

      const signalled = performance.now();
      server.child.kill('SIGTERM');
      await vi.waitFor(async () => expect(await refused(port)).toBe(true), { timeout: 10_000, interval: 20 });

      // The first request gets its whole answer after the port closed. A second request sent behind it on the
      // same kept-alive connection is answered too, not refused with a 503 a proxy would count against the
      // instance, and the connection is closed after it (decision 396).
      finishing.socket.write(`${body}GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await finishing.closed;
      const [, login, health] = finishing.received().split(/(?=HTTP\/1\.1 )/);
      expect(login).toMatch(/^HTTP\/1\.1 401 Unauthorized/);
      expect(health).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(health).toMatch(/\r\nconnection: close\r\n/i);

      // The second never sends its body: the grace ends it, and the process still exits cleanly.
      expect(await server.exit).toBe(0);
      const stoppedAfterMs = performance.now() - signalled;
      await hanging.closed;
      expect(hanging.received()).not.toMatch(/HTTP\/1\.1 [2-5]\d\d/);
      expect(stoppedAfterMs).toBeGreaterThanOrEqual(9_900);
      expect(stoppedAfterMs).toBeLessThan(20_000);
    },
  );
});
