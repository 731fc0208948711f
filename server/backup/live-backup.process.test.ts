import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database';
import { startServer, TEST_ADMIN_PASSWORD } from '../test/start-server';
import { countTables } from './backup';
import { BACKUP_MAGIC } from './backup-file';
import { CONTROL_SOCKET } from './control-socket';

/** A command-line entry point run as an operator runs it, with DATA_DIR set. */
function runCli(script: string, file: string, dataDir: string, options: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...options, file], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

/** One request over the site's control socket, as any other local program would send it. */
function askSocket(socketPath: string, method: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request({ socketPath, method, path: url, headers }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** The JSON header line of a backup file. */
function headerOf(file: string): { kind: string; tables: Record<string, number> } {
  const bytes = readFileSync(file);
  const start = BACKUP_MAGIC.length + 1;
  return JSON.parse(bytes.toString('utf8', start, bytes.indexOf(0x0a, start))) as {
    kind: string;
    tables: Record<string, number>;
  };
}

describe('a backup of the embedded database while the site serves (decision 397)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'oc-live-backup-'));
  const dataDir = path.join(scratch, 'site');
  const socketPath = path.join(dataDir, CONTROL_SOCKET);
  let server: ReturnType<typeof startServer>;
  let base: string;
  let cookie: string;

  const writeJournal = async (text: string) => {
    const response = await fetch(`${base}/api/study/marks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ kind: 'journal', text }),
    });
    return response.status;
  };

  beforeAll(async () => {
    mkdirSync(dataDir);
    // A socket file left by a site that was killed: the start replaces it.
    writeFileSync(socketPath, 'left by a process that died');
    server = startServer(dataDir, { LOG_LEVEL: 'info', DATABASE_URL: '' });
    base = (await server.address).origin;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: TEST_ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ');
  }, 120_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
  });

  it('offers the socket to the site’s own user only, and nothing but the dump', async () => {
    const socket = statSync(socketPath);
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(await askSocket(socketPath, 'GET', '/')).toMatchObject({ status: 404 });
    expect(await askSocket(socketPath, 'POST', '/data-dir-dump')).toMatchObject({ status: 404 });
    expect(
      await askSocket(socketPath, 'GET', '/data-dir-dump', { 'content-length': '5', 'x-body': 'x' }).catch(
        () => ({ status: 0 }),
      ),
    ).toMatchObject({ status: 413 });
    // The request is bounded: headers past 1 KB are refused by the parser.
    expect(
      await askSocket(socketPath, 'GET', '/data-dir-dump', { 'x-long': 'x'.repeat(4096) }),
    ).toMatchObject({ status: 431 });
  });

  it(
    'backs up while readers write, and restores into an empty DATA_DIR with every count of the header',
    { timeout: 180_000 },
    async () => {
      const before = Array.from({ length: 20 }, (_, n) => `written before the backup ${n}`);
      for (const text of before) expect(await writeJournal(text)).toBe(201);

      // A reader keeps writing for as long as the backup runs.
      let backingUp = true;
      const answeredDuring: number[] = [];
      const writer = (async () => {
        for (let n = 0; backingUp; n++)
          answeredDuring.push(await writeJournal(`written during the backup ${n}`));
      })();
      const file = path.join(scratch, 'site.backup');
      // Without --live the command refuses, naming the way and its cost, and writes nothing.
      const refused = await runCli('server/cli/backup.cli.ts', file, dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is in use by another process .*npm run backup -- --live FILE/s);
      expect(() => statSync(file)).toThrow(/ENOENT/);
      const backup = await runCli('server/cli/backup.cli.ts', file, dataDir, ['--live']);
      backingUp = false;
      await writer;
      expect(backup.stderr).toBe('');
      expect(backup.code).toBe(0);
      expect(backup.stdout).toMatch(/Backup written to .*embedded database/);
      expect(answeredDuring.length).toBeGreaterThan(0);
      expect(answeredDuring.every((status) => status === 201)).toBe(true);
      expect(server.output()).toContain('control socket: data directory dumped for a backup');

      const header = headerOf(file);
      expect(header.kind).toBe('pglite');
      expect(header.tables['public.study_marks']).toBeGreaterThanOrEqual(before.length);

      const restoredDir = path.join(scratch, 'restored');
      const restore = await runCli('server/cli/restore.cli.ts', file, restoredDir);
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      expect(restore.stdout).toContain('every count as in the backup');

      const restored = await openDatabase({ dataDir: restoredDir });
      try {
        const rows = async (text: string) =>
          (await restored.db.execute(text)) as unknown as { rows: Record<string, unknown>[] };
        expect(await countTables(async (text) => (await rows(text)).rows)).toEqual(header.tables);
        const notes = (await rows("select note from study_marks where kind = 'journal'")).rows.map(
          (row) => row.note,
        );
        expect(notes).toEqual(expect.arrayContaining(before));
      } finally {
        await restored.close();
      }
    },
  );

  it('removes its socket when it stops', { timeout: 60_000 }, async () => {
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(() => statSync(socketPath)).toThrow(/ENOENT/);
  });
});

describe('a backup of an embedded database held by a process that offers no socket (decision 397)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'oc-live-backup-old-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('says to stop the site or upgrade it, and writes no file', { timeout: 60_000 }, async () => {
    // A site too old to offer the socket: this live process holds the lock, and no socket answers.
    mkdirSync(path.join(scratch, 'pglite'));
    writeFileSync(path.join(scratch, 'pglite', 'PG_VERSION'), '17\n');
    writeFileSync(path.join(scratch, 'pglite.lock'), String(process.pid));
    const file = path.join(scratch, 'site.backup');
    const backup = await runCli('server/cli/backup.cli.ts', file, scratch, ['--live']);
    expect(backup.code).toBe(1);
    expect(backup.stderr.trim()).toBe(
      `The embedded database in ${scratch} is in use by the process ${process.pid}, which offers no live backup ` +
        `(${path.join(scratch, CONTROL_SOCKET)}: ENOENT). Stop the site or upgrade it, then run the backup again.`,
    );
    expect(() => statSync(file)).toThrow(/ENOENT/);
  });
});
