import type { SystemSetting } from '../../core/api/settings';
import { settingValueError, type SettingDataType } from '../../core/settings/values';
import type { Database, DatabaseHandle } from '../db/database';
import { AppError, errors } from '../errors';
import { SYSTEM_SETTINGS } from './settings.catalogue';
import {
  presentSetting,
  settingFromDefinition,
  settingFromRow,
  shownValue,
  type SettingShape,
} from './settings.present';
import { SETTINGS_CHANGED_CHANNEL, SettingsRepository, type ChangeAuthor } from './settings.repository';
import { ListenedCache } from '../db/listened-cache';

/** How long values read while changes go unheard are kept: the database is asked again after it. */
const UNHEARD_KEEP_MS = 1_000;

const catalogue = new Map(SYSTEM_SETTINGS.map((setting) => [setting.key, setting]));

/** The fields of a new setting (POST /api/system-settings), already shaped by the route's schema. */
export interface NewSetting extends Omit<SettingShape, 'isSystem'> {
  value: string;
}

const settingErrors = {
  notFound: (key: string) => new AppError(404, 'setting_not_found', `No setting with the key ${key}`),
  categoryNotFound: (category: string) =>
    new AppError(404, 'setting_category_not_found', `No settings in the category ${category}`),
  duplicate: (key: string) =>
    new AppError(409, 'setting_exists', `A setting with the key ${key} exists already`),
  systemUndeletable: (key: string) =>
    new AppError(
      403,
      'system_setting_undeletable',
      `${key} is a system setting the site relies on: it cannot be deleted (reset it to its default instead)`,
    ),
};

/**
 * The one way the code reads settings: the stored value when an administrator set one, else the default.
 * Stored values are cached in memory; a change on any instance (NOTIFY settings_changed) empties the cache.
 * While the LISTEN connection is lost (a database restart) values are kept a second at most, and the cache
 * starts afresh when it is back: a change made before this instance listened again is not missed (decision
 * 396).
 */
export class SettingsService {
  private readonly repository: SettingsRepository;
  private cache: Promise<Map<string, string>> | undefined;
  private generation = 0;
  /** The values of the last read that succeeded. */
  private lastRead: Map<string, string> | undefined;
  /** Emptied when its LISTEN connection is lost and when it is back; `hearing` false in between. */
  private readonly listened = new ListenedCache(() => this.invalidate());

  constructor(db: Database) {
    this.repository = new SettingsRepository(db);
  }

  /** Follows changes made by any instance sharing the database. */
  async listen(database: DatabaseHandle): Promise<void> {
    await this.listened.listen(database, SETTINGS_CHANGED_CHANNEL, () => this.invalidate());
  }

  async close(): Promise<void> {
    await this.listened.close();
  }

  invalidate(): void {
    this.generation += 1;
    this.cache = undefined;
  }

  /**
   * A number that changes whenever any setting may have changed on any instance; NaN while changes go unheard
   * (equal to nothing). A value read while it held a number is still the stored one as long as it holds it.
   */
  get changes(): number {
    return this.listened.hearing ? this.generation : Number.NaN;
  }

  private stored(): Promise<Map<string, string>> {
    if (this.cache) return this.cache;
    const generation = this.generation;
    // While the database is unreachable the last values read are answered: pages served from memory keep
    // rendering through a restart (decision 379), and no change can be saved meanwhile.
    let fresh = true;
    const loading = this.repository.storedValues().then(
      (values) => (this.lastRead = values),
      (error: unknown) => {
        if (!this.lastRead) throw error;
        fresh = false;
        return this.lastRead;
      },
    );
    this.cache = loading;
    // A failed load, or one overtaken by a change, is not kept: the next read asks again. The last values
    // answered for a failed load, or values read while changes go unheard, are kept a moment only.
    const forget = () => {
      if (this.cache === loading) this.cache = undefined;
    };
    loading.then(() => {
      if (this.generation !== generation) forget();
      else if (!fresh || !this.listened.hearing) setTimeout(forget, UNHEARD_KEEP_MS).unref();
    }, forget);
    return loading;
  }

  async getMany(keys: readonly string[]): Promise<Record<string, string>> {
    const stored = await this.stored();
    return Object.fromEntries(
      keys.map((key) => [key, stored.get(key) ?? catalogue.get(key)?.defaultValue ?? '']),
    );
  }

  async get(key: string): Promise<string> {
    return (await this.getMany([key]))[key] ?? '';
  }

  async getBoolean(key: string): Promise<boolean> {
    return (await this.get(key)) === 'true';
  }

  /** The value an administrator stored, or undefined when the setting is at its default. */
  async getStored(key: string): Promise<string | undefined> {
    return (await this.stored()).get(key);
  }

  // --- Administration ---

  /** Every category: those of the catalogue in its order, then the others alphabetically. */
  async categories(): Promise<string[]> {
    const rows = await this.repository.all();
    const fromCatalogue = [...new Set(SYSTEM_SETTINGS.map((setting) => setting.category))];
    const others = [...new Set(rows.map((row) => row.category))]
      .filter((category) => !fromCatalogue.includes(category))
      .sort();
    return [...fromCatalogue, ...others];
  }

  async category(category: string): Promise<SystemSetting[]> {
    const settings = (await this.list()).filter((setting) => setting.category === category);
    if (settings.length === 0) throw settingErrors.categoryNotFound(category);
    return settings;
  }

  async update(key: string, value: string, author: ChangeAuthor): Promise<SystemSetting> {
    const row = await this.repository.find(key);
    const definition = catalogue.get(key);
    if (!row && !definition) throw settingErrors.notFound(key);
    const shape = definition ? settingFromDefinition(definition) : settingFromRow(row!);
    const problem = settingValueError(shape.dataType, value, shape.options, {
      range: definition?.range,
      format: definition?.format,
    });
    if (problem) throw errors.validation(problem);
    const oldValue = row?.value ?? definition?.defaultValue ?? '';
    await this.repository.save(
      {
        key,
        value,
        category: shape.category,
        dataType: shape.dataType,
        label: shape.label,
        description: shape.description,
        defaultValue: shape.defaultValue,
        options: shape.options,
        isProtected: shape.isProtected,
        isSystem: shape.isSystem,
      },
      author,
      {
        action: 'update',
        oldValue: shownValue(oldValue, shape.isProtected),
        newValue: shownValue(value, shape.isProtected),
      },
    );
    this.invalidate();
    return this.one(key);
  }

  async create(setting: NewSetting, author: ChangeAuthor): Promise<SystemSetting> {
    if (catalogue.has(setting.key)) throw settingErrors.duplicate(setting.key);
    const options = setting.options && setting.options.length > 0 ? setting.options : null;
    if (options && setting.dataType !== 'string')
      throw errors.validation('options are allowed only for a string setting (a choice)');
    checkValue(setting.dataType, setting.value, options);
    if (setting.defaultValue !== null) {
      const problem = settingValueError(setting.dataType, setting.defaultValue, options);
      if (problem) throw errors.validation(problem.replace(/^value/, 'defaultValue'));
    }
    const created = await this.repository.create({ ...setting, options, isSystem: false }, author, {
      action: 'create',
      oldValue: null,
      newValue: shownValue(setting.value, setting.isProtected),
    });
    if (!created) throw settingErrors.duplicate(setting.key);
    this.invalidate();
    return this.one(setting.key);
  }

  async remove(key: string, author: ChangeAuthor): Promise<void> {
    if (catalogue.has(key)) throw settingErrors.systemUndeletable(key);
    const row = await this.repository.find(key);
    if (!row) throw settingErrors.notFound(key);
    if (row.isSystem) throw settingErrors.systemUndeletable(key);
    await this.repository.remove(key, author, {
      action: 'delete',
      oldValue: shownValue(row.value, row.isProtected),
      newValue: null,
    });
    this.invalidate();
  }

  private async one(key: string): Promise<SystemSetting> {
    const setting = (await this.list()).find((candidate) => candidate.key === key);
    if (!setting) throw settingErrors.notFound(key);
    return setting;
  }

  /** The catalogue merged with the stored rows, then the administrators' own settings by key. */
  private async list(): Promise<SystemSetting[]> {
    const [rows, changes] = await Promise.all([this.repository.all(), this.repository.latestChanges()]);
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const fromCatalogue = SYSTEM_SETTINGS.map((definition) =>
      presentSetting(
        settingFromDefinition(definition),
        byKey.get(definition.key),
        changes.get(definition.key),
      ),
    );
    const own = rows
      .filter((row) => !catalogue.has(row.key))
      .map((row) => presentSetting(settingFromRow(row), row, changes.get(row.key)));
    return [...fromCatalogue, ...own];
  }
}

function checkValue(dataType: SettingDataType, value: string, options: readonly string[] | null): void {
  const problem = settingValueError(dataType, value, options);
  if (problem) throw errors.validation(problem);
}
