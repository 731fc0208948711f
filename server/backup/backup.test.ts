import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthRepository } from '../auth/auth.repository';
import { AuthService } from '../auth/auth.service';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { readMigrations } from '../db/migrate';
import { migrationsFolder } from '../db/database';
import { createTestDatabase, databaseKinds, postgresAdminUrl, type TestDatabase } from '../test/databases';
import { BACKUP_MAGIC, BackupRefused } from './backup-file';
import { countDifferences, countTables, createBackup, restoreBackup, type BackupTarget } from './backup';

const kinds = await databaseKinds();
const latest = readMigrations(migrationsFolder).at(-1)!;

/** Rows a site holds beyond what the migrations write: two administrators (a user row each). */
async function seed(database: DatabaseHandle): Promise<string[]> {
  const auth = new AuthService(new AuthRepository(database.db));
  const names = ['backup-admin-one', 'backup-admin-two'];
  for (const name of names) await auth.createAdmin(name, `pw-${name}-long-enough`);
  return names;
}

/** Rows of every table, read straight from the database. */
async function counts(database: DatabaseHandle): Promise<Record<string, number>> {
  return countTables(async (text) => {
    const result = await database.db.execute(text);
    return (result as unknown as { rows: Record<string, unknown>[] }).rows;
  });
}

/** A copy of `file` changed by `edit`, in the scratch folder. */
function variant(folder: string, file: string, name: string, edit: (bytes: Buffer) => Buffer): string {
  const out = path.join(folder, name);
  writeFileSync(out, edit(readFileSync(file)));
  return out;
}

/** The file with its header's schema moved past this version's last migration. */
function fromANewerVersion(bytes: Buffer): Buffer {
  const magicEnd = bytes.indexOf(0x0a);
  const headerEnd = bytes.indexOf(0x0a, magicEnd + 1);
  const header = JSON.parse(bytes.subarray(magicEnd + 1, headerEnd).toString()) as {
    schema: { migration: string; createdAt: number };
  };
  header.schema = { migration: '0099_from_the_future', createdAt: latest.createdAt + 1 };
  return Buffer.concat([
    bytes.subarray(0, magicEnd + 1),
    Buffer.from(JSON.stringify(header)),
    bytes.subarray(headerEnd),
  ]);
}

describe.each(kinds)('backup and restore on %s (decision 362)', (kind) => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'oc-backup-'));
  const file = path.join(scratch, 'site.backup');
  let source: TestDatabase | DatabaseHandle;
  let sourceCounts: Record<string, number>;
  let sourceTarget: BackupTarget;
  /** An empty place to restore into, and how to open it afterwards. */
  let emptyTarget: () => Promise<{
    target: BackupTarget;
    open(): Promise<DatabaseHandle>;
    isEmpty(): Promise<boolean>;
  }>;
  const dropLater: string[] = [];

  beforeAll(async () => {
    if (kind === 'postgres') {
      const database = await createTestDatabase('postgres');
      source = database;
      sourceTarget = { databaseUrl: database.url!, dataDir: 'memory://' };
      await seed(database);
      sourceCounts = await counts(database);
      emptyTarget = async () => {
        const name = `oc_restore_${process.pid}_${dropLater.length}_${Date.now()}`;
        const admin = new pg.Client({ connectionString: postgresAdminUrl });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        dropLater.push(name);
        const url = new URL(postgresAdminUrl);
        url.pathname = `/${name}`;
        return {
          target: { databaseUrl: url.toString(), dataDir: 'memory://' },
          open: () => openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' }),
          isEmpty: async () => {
            const client = new pg.Client({ connectionString: url.toString() });
            await client.connect();
            const { rows } = await client.query(
              "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
            );
            await client.end();
            return rows[0].n === 0;
          },
        };
      };
    } else {
      const dataDir = path.join(scratch, 'source');
      const database = await openDatabase({ dataDir });
      await seed(database);
      sourceCounts = await counts(database);
      await database.close();
      source = database;
      sourceTarget = { dataDir };
      emptyTarget = async () => {
        const dataDir = mkdtempSync(path.join(scratch, 'restored-'));
        return {
          target: { dataDir },
          open: () => openDatabase({ dataDir }),
          isEmpty: async () =>
            !existsSync(path.join(dataDir, 'pglite')) ||
            readdirSync(path.join(dataDir, 'pglite')).length === 0,
        };
      };
    }
    await createBackup(sourceTarget, file);
  }, 120_000);

  afterAll(async () => {
    if (kind === 'postgres') await (source as TestDatabase)?.destroy();
    if (dropLater.length) {
      const admin = new pg.Client({ connectionString: postgresAdminUrl });
      await admin.connect();
      for (const name of dropLater) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  it('writes a file that says what it is, and counts every table as the database holds it', () => {
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, BACKUP_MAGIC.length).toString()).toBe(BACKUP_MAGIC);
    const header = JSON.parse(
      bytes.toString('utf8', BACKUP_MAGIC.length + 1, bytes.indexOf(0x0a, BACKUP_MAGIC.length + 1)),
    );
    expect(header).toMatchObject({ kind, schema: { migration: latest.name, createdAt: latest.createdAt } });
    expect(header.tables).toEqual(sourceCounts);
    expect(sourceCounts['public.users']).toBeGreaterThanOrEqual(2);
    expect(sourceCounts['drizzle.__drizzle_migrations']).toBe(readMigrations(migrationsFolder).length);
  });

  it(
    'restores into an empty database the same counts of every table, and the same accounts',
    { timeout: 120_000 },
    async () => {
      const empty = await emptyTarget();
      const outcome = await restoreBackup(empty.target, file);
      expect(countDifferences(outcome)).toEqual([]);
      expect(outcome.tables).toEqual(sourceCounts);
      const restored = await empty.open();
      try {
        expect(await counts(restored)).toEqual(sourceCounts);
        const auth = new AuthRepository(restored.db);
        expect(await auth.findUserByUsername('backup-admin-two')).toMatchObject({ role: 'admin' });
      } finally {
        await restored.close();
      }
    },
  );

  it.each([
    [
      'not ours',
      (bytes: Buffer) => Buffer.concat([Buffer.from('PGDMP'), bytes]),
      /is not an OpenConcordance backup/,
    ],
    [
      'cut short',
      (bytes: Buffer) => bytes.subarray(0, bytes.length - 100),
      /is cut short: its data has \d+ bytes, the header says \d+/,
    ],
    [
      'damaged',
      (bytes: Buffer) => {
        const copy = Buffer.from(bytes);
        copy[copy.length - 10] = (copy[copy.length - 10]! + 1) % 256;
        return copy;
      },
      /is damaged: its data does not match the checksum/,
    ],
    [
      'from a newer version',
      fromANewerVersion,
      /comes from a newer version of OpenConcordance \(its schema has migration 0099_from_the_future/,
    ],
  ])(
    'refuses a file %s with its reason, and changes nothing',
    { timeout: 60_000 },
    async (name, edit, reason) => {
      const empty = await emptyTarget();
      const bad = variant(scratch, file, name.replaceAll(' ', '-'), edit);
      const refused = restoreBackup(empty.target, bad);
      await expect(refused).rejects.toThrow(BackupRefused);
      await expect(refused).rejects.toThrow(reason);
      expect(await empty.isEmpty()).toBe(true);
    },
  );

  it('refuses to restore over a database that is not empty', { timeout: 60_000 }, async () => {
    const copy = path.join(scratch, 'copy.backup');
    copyFileSync(file, copy);
    const empty = await emptyTarget();
    await restoreBackup(empty.target, copy);
    await expect(restoreBackup(empty.target, copy)).rejects.toThrow(/not empty|already holds a database/);
  });
});

describe('a backup of an embedded database that was never created', () => {
  it('is refused with a message naming the folder, not a stack trace', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backup-nothing-'));
    try {
      const backup = createBackup({ dataDir }, path.join(dataDir, 'x.backup'));
      await expect(backup).rejects.toThrow(BackupRefused);
      await expect(backup).rejects.toThrow(
        `There is no embedded database in ${path.join(dataDir, 'pglite')}`,
      );
      expect(existsSync(path.join(dataDir, 'x.backup'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
