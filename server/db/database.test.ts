import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openDatabase } from './database';

describe('the embedded database lock', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oc-lock-'));
  const lockFile = path.join(dataDir, 'pglite.lock');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second process while the first holds the database', async () => {
    // The parent of the test worker is alive, so it stands for another process holding the lock.
    writeFileSync(lockFile, String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseInUseError);
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `in use by another process (pid ${process.ppid})`,
    );
  });

  it('takes over a lock left by a process that died, and releases it on close', async () => {
    writeFileSync(lockFile, '4194303');
    const database = await openDatabase({ dataDir });
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    await database.ping();
    await database.close();
    expect(() => readFileSync(lockFile)).toThrow();
  }, 60_000);
});

describe('the embedded database settings', () => {
  it('starts with a small buffer cache, its other settings as PGlite sets them (decision 219)', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const setting = async (name: string) => {
        const result = await database.db.execute(sql.raw(`select current_setting('${name}') as value`));
        return (result as unknown as { rows: { value: string }[] }).rows[0]!.value;
      };
      expect(await setting('shared_buffers')).toBe('16MB');
      expect(await setting('max_worker_processes')).toBe('0');
      expect(await setting('search_path')).toBe('public');
    } finally {
      await database.close();
    }
  }, 60_000);
});
