import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';

/** The connection the migrations run on: one session, so that its lock and its transaction hold. */
export interface MigrationSession {
  /** Runs statements that answer nothing (several at once are allowed). */
  exec(text: string): Promise<void>;
  /** Runs one statement with bound parameters and answers its rows. */
  rows(text: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

/** One migration of the folder: its name (the file's, without `.sql`), its statements and drizzle's keys. */
export interface Migration {
  name: string;
  statements: string[];
  hash: string;
  /** drizzle-kit's timestamp; a database has every migration up to its highest `created_at`. */
  createdAt: number;
}

/** A migration failed: the start stops, naming it; its transaction left the database as it was. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * The key of the advisory lock that one instance holds while it migrates (decision 361): any fixed number;
 * this one spells "OCmi".
 */
export const MIGRATION_LOCK_KEY = 0x4f436d69;

/** The committed migrations in order, named after their files (drizzle's reader, plus the names). */
export function readMigrations(folder: string): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => ({
    name: journal.entries[index]!.tag,
    statements: migration.sql,
    hash: migration.hash,
    createdAt: migration.folderMillis,
  }));
}

/**
 * Brings the schema up to date, as drizzle's migrator does and in its table (`drizzle.__drizzle_migrations`),
 * with two differences (decision 361): on a server, the session holds an advisory lock throughout, so of
 * several instances starting at once one migrates and the others wait, then find nothing left to do; and
 * a failing statement stops the start with the migration's name, every pending migration being one
 * transaction, so the database is left as it was. Answers the names of the migrations applied.
 */
export async function migrate(
  session: MigrationSession,
  migrations: readonly Migration[],
  options: { lock: boolean },
): Promise<string[]> {
  if (options.lock) await session.rows('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  try {
    await session.exec(
      'create schema if not exists drizzle; create table if not exists drizzle.__drizzle_migrations ' +
        '(id serial primary key, hash text not null, created_at bigint)',
    );
    const [last] = await session.rows(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const applied = last ? Number(last.created_at) : Number.NEGATIVE_INFINITY;
    const pending = migrations.filter((migration) => migration.createdAt > applied);
    if (!pending.length) return [];
    await session.exec('begin');
    try {
      for (const migration of pending) {
        for (const statement of migration.statements) {
          try {
            await session.exec(statement);
          } catch (error) {
            throw new MigrationError(
              `Migration ${migration.name} failed: ${(error as Error).message}. ` +
                'No migration was applied; the database is as it was before this start.',
              { cause: error },
            );
          }
        }
        await session.rows('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
          migration.hash,
          migration.createdAt,
        ]);
      }
      await session.exec('commit');
    } catch (error) {
      await session.exec('rollback').catch(() => undefined);
      throw error;
    }
    return pending.map((migration) => migration.name);
  } finally {
    if (options.lock)
      await session.rows('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
  }
}
