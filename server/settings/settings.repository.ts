import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { settingChanges, systemSettings } from '../db/schema/index';

/** Told to every instance sharing the database when a setting changes; the payload is the key. */
export const SETTINGS_CHANGED_CHANNEL = 'settings_changed';

export type SettingRow = typeof systemSettings.$inferSelect;
export type NewSettingRow = typeof systemSettings.$inferInsert;
export type SettingChangeRow = typeof settingChanges.$inferSelect;

export interface ChangeAuthor {
  id: string | null;
  username: string;
}

export interface RecordedChange {
  action: 'create' | 'update' | 'delete';
  oldValue: string | null;
  newValue: string | null;
}

/** The only SQL of system settings and their changes. */
export class SettingsRepository {
  constructor(private readonly db: Database) {}

  async storedValues(): Promise<Map<string, string>> {
    const rows = await this.db
      .select({ key: systemSettings.key, value: systemSettings.value })
      .from(systemSettings);
    return new Map(rows.map((row) => [row.key, row.value]));
  }

  async all(): Promise<SettingRow[]> {
    return this.db.select().from(systemSettings).orderBy(systemSettings.key);
  }

  async find(key: string): Promise<SettingRow | undefined> {
    const [row] = await this.db.select().from(systemSettings).where(eq(systemSettings.key, key));
    return row;
  }

  /** The latest change of each key (one query; the newest id wins on equal times). */
  async latestChanges(): Promise<Map<string, SettingChangeRow>> {
    const rows = await this.db
      .selectDistinctOn([settingChanges.key])
      .from(settingChanges)
      .orderBy(settingChanges.key, desc(settingChanges.changedAt), desc(settingChanges.id));
    return new Map(rows.map((row) => [row.key, row]));
  }

  /** Inserts or updates the row, records the change and tells every instance, in one transaction. */
  async save(row: NewSettingRow, author: ChangeAuthor, change: RecordedChange): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(systemSettings)
        .values({ ...row, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: systemSettings.key,
          set: { value: row.value, updatedAt: new Date() },
        });
      await tx.insert(settingChanges).values(changeRow(row.key, author, change));
      await tx.execute(sql`select pg_notify(${SETTINGS_CHANGED_CHANNEL}, ${row.key})`);
    });
  }

  /** Inserts a new row; answers false when the key exists already. */
  async create(row: NewSettingRow, author: ChangeAuthor, change: RecordedChange): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(systemSettings)
        .values({ ...row, updatedAt: new Date() })
        .onConflictDoNothing({ target: systemSettings.key })
        .returning({ key: systemSettings.key });
      if (inserted.length === 0) return false;
      await tx.insert(settingChanges).values(changeRow(row.key, author, change));
      await tx.execute(sql`select pg_notify(${SETTINGS_CHANGED_CHANNEL}, ${row.key})`);
      return true;
    });
  }

  async remove(key: string, author: ChangeAuthor, change: RecordedChange): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(systemSettings)
        .where(and(eq(systemSettings.key, key), eq(systemSettings.isSystem, false)));
      await tx.insert(settingChanges).values(changeRow(key, author, change));
      await tx.execute(sql`select pg_notify(${SETTINGS_CHANGED_CHANNEL}, ${key})`);
    });
  }
}

function changeRow(key: string, author: ChangeAuthor, change: RecordedChange) {
  return {
    key,
    action: change.action,
    changedById: author.id,
    changedByUsername: author.username,
    oldValue: change.oldValue,
    newValue: change.newValue,
  };
}
