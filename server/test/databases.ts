import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';

export type DatabaseKind = 'pglite' | 'postgres';

/** The server used by the PostgreSQL half of the integration suite. */
export const postgresAdminUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The database kinds the integration tests run on. PGlite always; the PostgreSQL server when it answers.
 * In CI the server is required, so a missing server fails the run instead of silently halving it.
 */
export async function databaseKinds(): Promise<DatabaseKind[]> {
  if (await postgresReachable()) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error(`CI requires the PostgreSQL server at ${postgresAdminUrl}`);
  console.warn(
    `PostgreSQL is not reachable at ${postgresAdminUrl}: running the integration tests on PGlite only`,
  );
  return ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
  url?: string;
}

let pgliteSnapshot: Promise<Blob> | undefined;

/** The migrated PGlite data directory of the suite's global setup, read once per worker (or none). */
function migratedPglite(): Promise<Blob> | undefined {
  const file = process.env.OC_TEST_PGLITE_SNAPSHOT;
  if (!file) return undefined;
  return (pgliteSnapshot ??= readFile(file).then((bytes) => new Blob([bytes])));
}

/**
 * A fresh, migrated database of the given kind: in-memory PGlite, or a new database on the server. Under the
 * integration suite's global setup both start as copies of a database migrated once (decision 325); run
 * otherwise, each is migrated here.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://', snapshot: await migratedPglite() });
    return { ...handle, destroy: () => handle.close() };
  }
  const name = `oc_test_${randomBytes(6).toString('hex')}`;
  const template = process.env.OC_TEST_POSTGRES_TEMPLATE;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    ...handle,
    url: url.toString(),
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
