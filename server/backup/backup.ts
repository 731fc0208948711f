import { spawn } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  DatabaseInUseError,
  lockDataDirectory,
  migrationsFolder,
  PGLITE_EXTENSIONS,
  PGLITE_START_PARAMS,
} from '../db/database';
import { readMigrations } from '../db/migrate';
import { BackupRefused, readBackupFile, writeBackupFile, type BackupHeader } from './backup-file';
import { requestDataDirDump } from './control-socket';

/** Where the database is: a PostgreSQL server, or the embedded one under `dataDir` (as the site's settings say). */
export interface BackupTarget {
  databaseUrl?: string;
  dataDir: string;
}

/** Debian's tools (package postgresql-client), which follow the server's version through pg_wrapper. */
export const POSTGRES_TOOLS = { dump: '/usr/bin/pg_dump', restore: '/usr/bin/pg_restore' };

/** Runs one statement and answers its rows. */
type Rows = (text: string) => Promise<Record<string, unknown>[]>;

/** The row count of every table of ours (the schema's and drizzle's list of migrations), by `schema.table`. */
export async function countTables(rows: Rows): Promise<Record<string, number>> {
  const tables = await rows(
    "select table_schema as schema, table_name as name from information_schema.tables where table_type = 'BASE TABLE' " +
      "and table_schema in ('public', 'drizzle') order by 1, 2",
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const quoted = `"${String(schema)}"."${String(name).replaceAll('"', '""')}"`;
    const [row] = await rows(`select count(*)::int as n from ${quoted}`);
    counts[`${String(schema)}.${String(name)}`] = Number(row!.n);
  }
  return counts;
}

/** The last migration the database has, by name when this version knows it. */
async function schemaOf(rows: Rows): Promise<BackupHeader['schema']> {
  const [last] = await rows(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!last) throw new Error('The database has no schema yet: start the site once before backing it up.');
  const createdAt = Number(last.created_at);
  const known = readMigrations(migrationsFolder).find((migration) => migration.createdAt === createdAt);
  return { migration: known?.name ?? `unknown (created at ${createdAt})`, createdAt };
}

/** The newest migration this version knows: a backup with a newer schema is refused. */
function latestMigration() {
  const migrations = readMigrations(migrationsFolder);
  return migrations.at(-1)!;
}

/** Runs a tool, its output to `stdout` for the caller; settles when it exits, rejecting with its error output. */
function runTool(command: string, args: string[], input?: Readable) {
  const child = spawn(command, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  if (input) input.pipe(child.stdin!);
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} failed (${code}): ${errors.trim()}`)),
    );
  });
  return { stdout: child.stdout!, exited };
}

/**
 * Writes a backup of the database to `file` (decision 362). A PostgreSQL server is dumped by `pg_dump` from a
 * snapshot exported by a read-only transaction whose counts go in the header, so the site may keep serving
 * and the counts are those of the dump. The embedded database is PGlite's own dump of its data directory, taken
 * by the running site when there is one (decision 397).
 */
export async function createBackup(
  target: BackupTarget,
  file: string,
  options: { live?: boolean } = {},
): Promise<BackupHeader> {
  const createdAt = new Date().toISOString();
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const rows: Rows = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      await client.query('begin transaction isolation level repeatable read, read only');
      const [{ snapshot }] = (await rows('select pg_export_snapshot() as snapshot')) as [
        { snapshot: string },
      ];
      const header = {
        kind: 'postgres' as const,
        schema: await schemaOf(rows),
        createdAt,
        tables: await countTables(rows),
      };
      const dump = runTool(POSTGRES_TOOLS.dump, [
        '--format=custom',
        `--snapshot=${snapshot}`,
        '--no-owner',
        '--no-privileges',
        `--dbname=${target.databaseUrl}`,
      ]);
      return await writeBackupFile(file, header, dump.stdout, dump.exited);
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
  }
  return backUpEmbedded(target.dataDir, file, createdAt, options.live === true);
}

/**
 * The embedded database's backup. When no process holds it, this one opens it, counts its tables and dumps it.
 * When the site holds it (PGlite serves one process), the site dumps its own data directory over its control
 * socket (decision 397) and the header's schema and counts are read from that dump, opened here in memory: the
 * rows the site writes meanwhile are in neither, so restore's count check holds.
 */
async function backUpEmbedded(
  dataDir: string,
  file: string,
  createdAt: string,
  live: boolean,
): Promise<BackupHeader> {
  const dataPath = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(dataPath, 'PG_VERSION')))
    throw new BackupRefused(
      `There is no embedded database in ${dataPath} to back up: the site has not been started with DATA_DIR=${dataDir} (or DATABASE_URL names the database to back up).`,
    );
  let unlock: () => void;
  try {
    unlock = lockDataDirectory(dataDir);
  } catch (error) {
    if (!(error instanceof DatabaseInUseError)) throw error;
    // Asked for only: on a site with every edition the dump holds the site's database for a minute or more
    // and needs some 1 GB more memory in the site (decision 397's figures), past the embedded budget.
    if (!live)
      throw new DatabaseInUseError(
        `${error.message} Or back it up while the site serves with npm run backup -- --live FILE: the site ` +
          'pauses its database while it dumps it (about a minute for every edition installed, on two cores) ' +
          'and needs about twice the size of DATA_DIR/pglite in memory meanwhile.',
        error.holder,
      );
    const dump = await requestDataDirDump(dataDir, `the process ${error.holder}`);
    const copy = new PGlite({
      loadDataDir: dump,
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
    let header: Omit<BackupHeader, 'payload'>;
    try {
      const rows: Rows = async (text) => (await copy.query<Record<string, unknown>>(text)).rows;
      header = { kind: 'pglite', schema: await schemaOf(rows), createdAt, tables: await countTables(rows) };
    } finally {
      await copy.close();
    }
    return writeBackupFile(file, header, Readable.fromWeb(dump.stream() as never));
  }
  const client = new PGlite({
    dataDir: dataPath,
    startParams: PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
  });
  try {
    const rows: Rows = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
    const header = {
      kind: 'pglite' as const,
      schema: await schemaOf(rows),
      createdAt,
      tables: await countTables(rows),
    };
    const dump = await client.dumpDataDir('gzip');
    return await writeBackupFile(file, header, Readable.fromWeb(dump.stream() as never));
  } finally {
    await client.close();
    unlock();
  }
}

/** What a restore found: the header's counts and the restored database's, which must be equal. */
export interface RestoreOutcome {
  header: BackupHeader;
  tables: Record<string, number>;
}

/**
 * Restores `file` into an empty database (decision 362): a new PostgreSQL database (`createdb`) or an empty
 * `DATA_DIR`. The file is checked whole first (`readBackupFile`); a server's restore is one transaction, and
 * an embedded one is written to a folder removed again if it fails, so a refused or failed restore changes
 * nothing. Answers the restored counts, compared by the caller with the header's.
 */
export async function restoreBackup(target: BackupTarget, file: string): Promise<RestoreOutcome> {
  const { header, payloadOffset } = await readBackupFile(file, latestMigration());
  const payload = () => createReadStream(file, { start: payloadOffset });
  if (target.databaseUrl) {
    if (header.kind !== 'postgres')
      throw new BackupRefused(
        `${file} is a backup of the embedded database: restore it with DATABASE_URL unset, into DATA_DIR.`,
      );
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const rows: Rows = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      const [{ n }] = (await rows(
        "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
      )) as [{ n: number }];
      if (n > 0)
        throw new BackupRefused(
          'The database DATABASE_URL names is not empty: restore into a new database (createdb), then point the site at it.',
        );
      const restore = runTool(
        POSTGRES_TOOLS.restore,
        [
          '--single-transaction',
          '--exit-on-error',
          '--no-owner',
          '--no-privileges',
          `--dbname=${target.databaseUrl}`,
        ],
        payload(),
      );
      restore.stdout.resume();
      await restore.exited;
      return { header, tables: await countTables(rows) };
    } finally {
      await client.end();
    }
  }
  if (header.kind !== 'pglite')
    throw new BackupRefused(`${file} is a backup of a PostgreSQL server: restore it with DATABASE_URL set.`);
  const dataPath = path.join(target.dataDir, 'pglite');
  if (existsSync(dataPath) && readdirSync(dataPath).length > 0)
    throw new BackupRefused(
      `${dataPath} already holds a database: restore into an empty DATA_DIR, or move that folder away first.`,
    );
  mkdirSync(dataPath, { recursive: true });
  const unlock = lockDataDirectory(target.dataDir);
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of payload()) chunks.push(chunk as Buffer);
    const client = new PGlite({
      dataDir: dataPath,
      startParams: PGLITE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
      loadDataDir: new Blob([new Uint8Array(Buffer.concat(chunks))]),
    });
    try {
      const rows: Rows = async (text) => (await client.query<Record<string, unknown>>(text)).rows;
      return { header, tables: await countTables(rows) };
    } finally {
      await client.close();
    }
  } catch (error) {
    rmSync(dataPath, { recursive: true, force: true });
    throw error;
  } finally {
    unlock();
  }
}

/** The tables whose restored count differs from the backup's, as readable lines (none when they agree). */
export function countDifferences(outcome: RestoreOutcome): string[] {
  const names = new Set([...Object.keys(outcome.header.tables), ...Object.keys(outcome.tables)]);
  return [...names]
    .sort()
    .filter((name) => outcome.header.tables[name] !== outcome.tables[name])
    .map(
      (name) =>
        `${name}: ${outcome.header.tables[name] ?? 'absent'} in the backup, ${outcome.tables[name] ?? 'absent'} restored`,
    );
}
