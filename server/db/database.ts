import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite embedded or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs a statement that only checks the connection. */
  ping(): Promise<void>;
  /**
   * Calls `handler` for every NOTIFY on `channel`, from any instance sharing the database; answers a
   * function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and brings its schema up to date: a PostgreSQL server when a URL is given, otherwise
 * the embedded PGlite cluster in `dataDir/pglite` (or in memory when `dataDir` is 'memory://').
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A restarted server drops idle connections; the pool replaces them, so the app survives the restart.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, handler) => listenOnServer(options.databaseUrl!, channel, handler),
      close: once(() => pool.end()),
    };
  }
  let dataPath: string | undefined;
  if (options.dataDir !== 'memory://') {
    dataPath = path.join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite(dataPath);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return () => stop();
    },
    close: once(() => client.close()),
  };
}

/** Closing twice is harmless: the second call gets the first call's promise. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

const RECONNECT_MS = 2_000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). When the server restarts
 * the connection is opened again, so notifications resume without restarting the app.
 */
async function listenOnServer(
  url: string,
  channel: string,
  handler: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', () => {
      void next.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS).unref();
    });
    await next.connect();
    // The channel name is checked above: LISTEN takes an identifier, which cannot be a bound parameter.
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
