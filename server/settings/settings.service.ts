import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { systemSettings } from '../db/schema/index';
import { SYSTEM_SETTINGS } from './settings.catalogue';

const defaults = new Map(SYSTEM_SETTINGS.map((setting) => [setting.key, setting.defaultValue]));

/** The one way the code reads settings: the stored value when an administrator set one, else the default. */
export class SettingsService {
  constructor(private readonly db: Database) {}

  async getMany(keys: readonly string[]): Promise<Record<string, string>> {
    const rows = await this.db
      .select({ key: systemSettings.key, value: systemSettings.value })
      .from(systemSettings)
      .where(inArray(systemSettings.key, [...keys]));
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    return Object.fromEntries(keys.map((key) => [key, stored.get(key) ?? defaults.get(key) ?? '']));
  }

  async get(key: string): Promise<string> {
    return (await this.getMany([key]))[key] ?? '';
  }

  async getBoolean(key: string): Promise<boolean> {
    return (await this.get(key)) === 'true';
  }
}
