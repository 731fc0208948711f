import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/database';
import type { Config } from '../config';
import { testConfig, type TestApp } from './app';

/** A second app on the database of `first` (a PostgreSQL server's), as another instance behind a proxy. */
export async function secondInstance(
  first: TestApp,
  overrides: Partial<Config> = {},
): Promise<{ app: TestApp['app']; close(): Promise<void> }> {
  if (!first.database.url) throw new Error('Two instances share a database only on a PostgreSQL server');
  const database: DatabaseHandle = await openDatabase({
    databaseUrl: first.database.url,
    dataDir: 'memory://',
  });
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: false,
    webRoot: '/nonexistent',
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Ends the server connections LISTENing on `channel` in the database of `first`, as a network fault or a server
 * restart would; answers their pids (each instance listens again on a new connection some seconds later).
 */
export async function cutListeners(first: TestApp, channel: string): Promise<number[]> {
  const cut = await listeners(first, channel);
  await first.database.pool!.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [cut]);
  return cut;
}

/** The pids of the connections LISTENing on `channel` now. */
export async function listeners(first: TestApp, channel: string): Promise<number[]> {
  const { rows } = await first.database.pool!.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and query = $1',
    [`LISTEN ${channel}`],
  );
  return rows.map((row) => row.pid);
}
