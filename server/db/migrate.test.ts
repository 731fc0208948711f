import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postgresAdminUrl, postgresReachable } from '../test/databases';
import { migrationsFolder } from './database';
import { readMigrations } from './migrate';

const run = promisify(execFile);
const reachable = await postgresReachable();
if (!reachable && process.env.CI) throw new Error(`CI requires the PostgreSQL server at ${postgresAdminUrl}`);

interface ChildOutcome {
  applied?: string[];
  error?: string;
  name?: string;
}

/** One process opening the database, as an instance's start does. */
async function startInstance(url: string, folder = migrationsFolder): Promise<ChildOutcome> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/test/migrate-child.ts'], {
    env: { ...process.env, DATABASE_URL: url, MIGRATIONS_FOLDER: folder },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ChildOutcome;
}

/** A folder with the committed migrations and one more whose second statement fails. */
function foldersWithABrokenMigration(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'oc-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Record<string, unknown>[] };
  const last = journal.entries.at(-1)!;
  journal.entries.push({
    ...last,
    idx: journal.entries.length,
    when: Number(last.when) + 1,
    tag: '0099_broken',
  });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(
    path.join(folder, '0099_broken.sql'),
    'CREATE TABLE "half_done" ("id" integer);\n--> statement-breakpoint\nALTER TABLE "no_such_table" ADD COLUMN "x" integer;',
  );
  return folder;
}

describe.runIf(reachable)('migrations with several instances on the PostgreSQL server (decision 361)', () => {
  const name = `oc_migrate_${process.pid}_${Date.now()}`;
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  let brokenFolder: string;

  beforeAll(async () => {
    await admin.connect();
    brokenFolder = foldersWithABrokenMigration();
  });
  beforeEach(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(brokenFolder, { recursive: true, force: true });
  });

  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  it(
    'three instances starting at once: one migrates, the others wait and then start',
    { timeout: 120_000 },
    async () => {
      const outcomes = await Promise.all([1, 2, 3].map(() => startInstance(url.toString())));
      const names = readMigrations(migrationsFolder).map((migration) => migration.name);
      expect(outcomes.every((outcome) => outcome.error === undefined)).toBe(true);
      const applied = outcomes.map((outcome) => outcome.applied!).sort((a, b) => b.length - a.length);
      expect(applied).toEqual([names, [], []]);
      expect(await query('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([
        { n: names.length },
      ]);
    },
  );

  it(
    'a failing migration stops every start with its name and leaves the database as it was',
    { timeout: 120_000 },
    async () => {
      expect((await startInstance(url.toString())).applied).toHaveLength(
        readMigrations(migrationsFolder).length,
      );
      const before = await query('select count(*)::int as n from drizzle.__drizzle_migrations');

      const outcomes = await Promise.all([1, 2, 3].map(() => startInstance(url.toString(), brokenFolder)));
      for (const outcome of outcomes) {
        expect(outcome.name).toBe('MigrationError');
        expect(outcome.error).toMatch(
          /^Migration 0099_broken failed: relation "no_such_table" does not exist\./,
        );
      }
      expect(await query('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual(before);
      // Its first statement went with the transaction.
      expect(await query(`select to_regclass('public.half_done') as found`)).toEqual([{ found: null }]);
    },
  );
});
