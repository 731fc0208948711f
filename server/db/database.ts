import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrate, readMigrations, type MigrationSession } from './migrate';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite embedded or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The server's pool (none when embedded), for the few hot statements prepared by name (decision 363). */
  pool?: pg.Pool;
  /** Runs a statement that only checks the connection. */
  ping(): Promise<void>;
  /**
   * Calls `handler` for every NOTIFY on `channel`, from any instance sharing the database; answers a
   * function that stops listening. `state` hears when the server's LISTEN connection is lost and when it is
   * back (notifications sent meanwhile are not heard); the embedded database never loses it.
   */
  listen(
    channel: string,
    handler: (payload: string) => void,
    state?: ListenState,
  ): Promise<() => Promise<void>>;
  /**
   * The embedded database's data directory as a gzipped tarball (PGlite's `dumpDataDir`, under its query mutex:
   * a point-in-time copy of the files), for a backup taken while the site serves (decision 397); none on a server.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Told when a LISTEN connection is lost and when it listens again. */
export interface ListenState {
  onLost(): void;
  onBack(): void;
}

/** The embedded database is open in another process: PGlite serves one process at a time. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';

  constructor(
    message: string,
    /** The process that holds it. */
    readonly holder: number,
  ) {
    super(message);
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the embedded database for this process. Two processes writing one PGlite cluster would corrupt it
 * (say, `npm run import` while the site runs), so the second is refused; a lock left by a dead process is
 * taken over.
 */
export function lockDataDirectory(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder && holder !== process.pid && processAlive(holder)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by another process (pid ${holder}). Stop the site before ` +
          'running this command, or use a PostgreSQL server (DATABASE_URL) to run several processes.',
        holder,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

/**
 * PGlite's own start parameters plus a 16 MB buffer cache instead of PostgreSQL's 128 MB (decision 219): the
 * embedded database runs in one process whose WASM memory only grows, its files sit in the system's page cache
 * anyway, and the server reads whole editions once (into its own indexes) and small rows after that.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The extensions the migrations create: btree_gin (0017, the search of a reader's own notes, decision 334). */
export const PGLITE_EXTENSIONS = { btree_gin };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and brings its schema up to date: a PostgreSQL server when a URL is given, otherwise
 * the embedded PGlite cluster in `dataDir/pglite` (or in memory when `dataDir` is 'memory://').
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** In memory only: start from this PGlite data directory (a `dumpDataDir` tarball) instead of an empty one. */
  snapshot?: Blob;
  /** Tests only: another folder of migrations. */
  migrationsFolder?: string;
  /** Told the names of the migrations this start applied (none when another instance did, or none was due). */
  onMigrated?: (names: string[]) => void;
}): Promise<DatabaseHandle> {
  const migrations = readMigrations(options.migrationsFolder ?? migrationsFolder);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A restarted server drops idle connections; the pool replaces them, so the app survives the restart.
    pool.on('error', () => undefined);
    // The pool listens for errors only on idle connections: one lost while checked out (a transaction between
    // two statements) was an uncaught exception that ended the process. Its statement fails instead, and the
    // pool drops the connection when it is handed back (decision 379).
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      const client = await pool.connect();
      try {
        // Several instances starting at once: one migrates, the others wait for its lock (decision 361).
        const applied = await migrate(serverSession(client), migrations, { lock: true });
        options.onMigrated?.(applied);
      } finally {
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, handler, state) => listenOnServer(options.databaseUrl!, channel, handler, state),
      close: once(() => pool.end()),
    };
  }
  let dataPath: string | undefined;
  let unlock = () => undefined as void;
  if (options.dataDir !== 'memory://') {
    dataPath = path.join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
    unlock = lockDataDirectory(options.dataDir);
  }
  // The options form: `new PGlite(undefined, options)` would drop the options (in memory).
  const client = new PGlite({
    dataDir: dataPath,
    startParams: PGLITE_START_PARAMS,
    extensions: PGLITE_EXTENSIONS,
    ...(options.snapshot && !dataPath ? { loadDataDir: options.snapshot } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  try {
    // One process holds the embedded database (lockDataDirectory): no lock to take.
    const session: MigrationSession = {
      exec: async (text) => void (await client.exec(text)),
      rows: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    };
    const applied = await migrate(session, migrations, { lock: false });
    options.onMigrated?.(applied);
  } catch (error) {
    await client.close().catch(() => undefined);
    unlock();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return () => stop();
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: once(async () => {
      await client.close();
      unlock();
    }),
  };
}

/** A pooled connection of the server as the migrations' one session. */
function serverSession(client: pg.PoolClient): MigrationSession {
  return {
    exec: async (text) => void (await client.query(text)),
    rows: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
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
  state?: ListenState,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let lost = false;
  // Tries again every RECONNECT_MS until the server answers: a restart can take longer than one wait, and a
  // single failed try must not leave the instance deaf to notifications until its own restart (decision 379).
  const retry = (): void => {
    if (!stopped) setTimeout(() => void connect().catch(retry), RECONNECT_MS).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      void next.end().catch(() => undefined);
      if (stopped) return;
      if (!lost) {
        lost = true;
        state?.onLost();
      }
      retry();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) handler(message.payload ?? '');
    });
    next.on('error', end);
    next.on('end', end);
    try {
      await next.connect();
      // The channel name is checked above: LISTEN takes an identifier, which cannot be a bound parameter.
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      ended = true;
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    if (lost) {
      lost = false;
      state?.onBack();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
