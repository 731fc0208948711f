import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, PGLITE_START_PARAMS } from '../db/database';
import { postgresAdminUrl, postgresReachable } from './databases';

const migrationsFolder = path.join(import.meta.dirname, '..', 'db', 'migrations');

/**
 * Migrates one database of each kind before the integration files start, so that each file copies a
 * migrated database instead of building its own (decision 325): a PGlite data directory dumped to a file
 * (loading it skips `initdb` and the migrations: about 0.3 s instead of 1.5-2.8 s per database) and a
 * template database on the server (`create database … template`). The files find both through the
 * environment; `server/test/databases.ts` falls back to migrating when they are absent.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'oc-test-'));
  const client = new PGlite({ startParams: PGLITE_START_PARAMS, extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(client), { migrationsFolder });
  const snapshot = path.join(folder, 'pglite.tar');
  writeFileSync(snapshot, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  process.env.OC_TEST_PGLITE_SNAPSHOT = snapshot;

  let template: string | undefined;
  if (await postgresReachable()) {
    template = `oc_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${template}`);
    const url = new URL(postgresAdminUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await handle.close();
    process.env.OC_TEST_POSTGRES_TEMPLATE = template;
  }

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (template) await adminQuery(`drop database if exists ${template} with (force)`);
  };
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
