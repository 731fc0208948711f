import type { FastifyBaseLogger } from 'fastify';
import { VERSION_CATALOGUE } from '../../core/bible/version-catalogue';
import { BIBLE_CHANGED_CHANNEL } from '../bible/import.repository';
import type { DatabaseHandle } from '../db/database';
import { LoadedVersion } from './loaded-version';
import type { InstalledVersion, VerseTextRepository } from './verse-text.repository';

/**
 * The in-memory indexes of every installed version. Each is built from the database on first use (or at
 * start by `warmUp`) and rebuilt when an import on any instance announces a new edition.
 */
export class IndexRegistry {
  private readonly loaded = new Map<string, Promise<LoadedVersion | undefined>>();
  private installedList: Promise<InstalledVersion[]> | undefined;
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly repository: VerseTextRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The loaded version, or undefined when it is not installed. */
  get(code: string): Promise<LoadedVersion | undefined> {
    let entry = this.loaded.get(code);
    if (!entry) {
      entry = this.load(code);
      this.loaded.set(code, entry);
      // A failed load (database down) is forgotten so the next request tries again.
      entry.catch(() => this.loaded.delete(code));
    }
    return entry;
  }

  /** The installed versions, read once and again after each change an import announces. */
  installed(): Promise<InstalledVersion[]> {
    if (!this.installedList) {
      const list = this.repository.installedVersions();
      this.installedList = list;
      list.catch(() => {
        if (this.installedList === list) this.installedList = undefined;
      });
    }
    return this.installedList;
  }

  /** Every installed version, loaded, in the order of the version list (catalogued ones first). */
  async all(): Promise<LoadedVersion[]> {
    const order = (code: string) => {
      const position = VERSION_CATALOGUE.findIndex((entry) => entry.code === code);
      return position < 0 ? VERSION_CATALOGUE.length : position;
    };
    const versions = [...(await this.installed())].sort(
      (a, b) => order(a.code) - order(b.code) || a.code.localeCompare(b.code),
    );
    const loaded = await Promise.all(versions.map((version) => this.get(version.code)));
    return loaded.filter((version): version is LoadedVersion => version !== undefined);
  }

  /** Builds every index now, so the first searches are fast. */
  async warmUp(): Promise<void> {
    const started = performance.now();
    const versions = await this.all();
    this.log.info(
      {
        versions: versions.map((version) => version.version.code),
        ms: Math.round(performance.now() - started),
      },
      'search indexes built',
    );
  }

  /** Drops a version so the next search loads its new edition. */
  invalidate(code: string): void {
    this.loaded.delete(code);
    this.installedList = undefined;
  }

  /** Follows imports made by any instance sharing the database. */
  async listen(database: DatabaseHandle): Promise<void> {
    this.stopListening = await database.listen(BIBLE_CHANGED_CHANNEL, (code) => {
      this.log.info({ version: code }, 'version changed: rebuilding its index');
      this.invalidate(code);
      void this.get(code).catch((error: unknown) =>
        this.log.error({ err: error, version: code }, 'index rebuild failed'),
      );
    });
  }

  async close(): Promise<void> {
    await this.stopListening?.();
  }

  private async load(code: string): Promise<LoadedVersion | undefined> {
    const version = await this.repository.installedVersion(code);
    if (!version) return undefined;
    const rows = await this.repository.editionVerses(version.currentEditionId);
    return new LoadedVersion(version, rows);
  }
}
