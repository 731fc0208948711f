import type { FastifyBaseLogger } from 'fastify';
import { VERSION_CATALOGUE } from '../../core/bible/version-catalogue';
import { BIBLE_CHANGED_CHANNEL } from '../bible-data/import.repository';
import type { DatabaseHandle } from '../db/database';
import type { IndexSnapshots } from './index-snapshot';
import { LoadedVersion } from './loaded-version';
import type { InstalledVersion, VerseTextRepository } from './verse-text.repository';

/**
 * The in-memory indexes of every installed version. Each is built from the database on first use (or at
 * start by `warmUp`), or read from its snapshot when one was kept for this edition (decision 247), and loaded
 * again when an import on any instance announces a new edition.
 */
export class IndexRegistry {
  private readonly loaded = new Map<string, Promise<LoadedVersion | undefined>>();
  /** The loads of `loaded` that have finished, for callers that take a kept answer without waiting. */
  private readonly ready = new Map<string, LoadedVersion>();
  private installedList: Promise<InstalledVersion[]> | undefined;
  private stopListening: (() => Promise<void>) | undefined;
  /** Told of each announced change once it is applied here. */
  private readonly followers = new Set<(code: string) => void>();
  /** The edition being read, if any: the next waits for it. */
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly repository: VerseTextRepository,
    private readonly log: FastifyBaseLogger,
    /** Where loaded versions are kept on disk between starts (decision 247); none keeps nothing. */
    private readonly snapshots?: IndexSnapshots,
  ) {}

  /**
   * The loaded version, or undefined when it is not installed. Only installed versions are ever held: a code
   * nobody installed (any text a request names) is answered from the list of installed versions and kept
   * nowhere.
   */
  get(code: string): Promise<LoadedVersion | undefined> {
    return this.loaded.get(code) ?? this.loadInstalled(code);
  }

  /** The version if its load has finished; undefined while it loads or if it is not installed (decision 245). */
  loadedNow(code: string): LoadedVersion | undefined {
    return this.ready.get(code);
  }

  /** The codes of the versions held in memory (loaded or loading). */
  held(): string[] {
    return [...this.loaded.keys()];
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

  /**
   * Builds the indexes of `codes` now (every installed version when none are named), so their first searches
   * are fast; the others are built on first use (decision 155).
   */
  async warmUp(codes?: readonly string[]): Promise<void> {
    const started = performance.now();
    const versions = codes
      ? (await Promise.all([...new Set(codes)].map((code) => this.get(code)))).filter(
          (version): version is LoadedVersion => version !== undefined,
        )
      : await this.all();
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
    this.ready.delete(code);
    this.installedList = undefined;
  }

  /**
   * Follows imports made by any instance sharing the database. An import announced while the LISTEN connection
   * was lost (a database restart) goes unheard: once it is back, the editions held are compared with the
   * installed ones and those replaced or removed meanwhile are followed as if announced (decision 396).
   */
  async listen(database: DatabaseHandle): Promise<void> {
    const changed = (code: string): void => {
      this.log.info({ version: code }, 'version changed: rebuilding its index');
      this.invalidate(code);
      // A version removed (no longer installed) loads as nothing: its snapshot here goes too.
      void this.get(code)
        .then((loaded) => (loaded ? undefined : this.snapshots?.remove(code)))
        .catch((error: unknown) => this.log.error({ err: error, version: code }, 'index rebuild failed'));
      for (const follower of this.followers) follower(code);
    };
    this.stopListening = await database.listen(BIBLE_CHANGED_CHANNEL, changed, {
      onLost: () => undefined,
      onBack: () =>
        void this.changedUnheard()
          .then((codes) => codes.forEach(changed))
          .catch((error: unknown) => this.log.error({ err: error }, 'installed editions not compared')),
    });
  }

  /**
   * The versions held whose edition is no longer the installed one, after a time nothing was heard; and those
   * still loading, which may be reading an edition replaced meanwhile (loaded again: a moment's work after a
   * database restart, never a stale text).
   */
  private async changedUnheard(): Promise<string[]> {
    this.installedList = undefined;
    const current = new Map(
      (await this.installed()).map((version) => [version.code, version.currentEditionId]),
    );
    const stale = [...this.ready.values()]
      .filter((loaded) => current.get(loaded.version.code) !== loaded.version.currentEditionId)
      .map((loaded) => loaded.version.code);
    const loading = [...this.loaded.keys()].filter((code) => !this.ready.has(code));
    return [...stale, ...loading];
  }

  /**
   * Calls `follower` with a version's code each time a change an import announced has been applied here (the
   * version dropped, its new edition loading); returns the way to stop. On a PostgreSQL server the
   * announcement comes on its own connection, some time after the import's commit (decision 252).
   */
  follow(follower: (code: string) => void): () => void {
    this.followers.add(follower);
    return () => void this.followers.delete(follower);
  }

  async close(): Promise<void> {
    await this.stopListening?.();
  }

  private async loadInstalled(code: string): Promise<LoadedVersion | undefined> {
    const installed = await this.installed();
    if (!installed.some((version) => version.code === code)) return undefined;
    // Another request may have started the load while the list was read.
    let entry = this.loaded.get(code);
    if (!entry) {
      const loading = this.load(code);
      this.loaded.set(code, loading);
      // A failed load (database down), or a version removed meanwhile, is forgotten: the next request asks again.
      const forget = () => {
        if (this.loaded.get(code) === loading) this.loaded.delete(code);
      };
      const settle = (loaded: LoadedVersion | undefined) => {
        if (!loaded) return forget();
        if (this.loaded.get(code) === loading) this.ready.set(code, loaded);
      };
      void loading.then(settle, forget);
      entry = loading;
    }
    return entry;
  }

  /**
   * Editions are read one after another (decision 218): an edition's rows (the KJV's tokens alone are some
   * 70 MB of objects) live only until it is packed, so loading every version at once peaks at one edition's
   * rows instead of all of them, and the process keeps less of that peak afterwards.
   */
  private async load(code: string): Promise<LoadedVersion | undefined> {
    const previous = this.reading;
    let done!: () => void;
    this.reading = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous;
      const version = await this.repository.installedVersion(code);
      if (!version) return undefined;
      const kept = this.readSnapshot(version);
      if (kept) return kept;
      const loaded = LoadedVersion.fromRows(
        version,
        await this.repository.editionVerses(version.currentEditionId),
      );
      if (this.snapshots) {
        void this.snapshots
          .write(loaded)
          .catch((error: unknown) =>
            this.log.warn({ err: error, version: code }, 'search index snapshot not written'),
          );
      }
      return loaded;
    } finally {
      done();
    }
  }

  /** The version from its snapshot, or undefined (logged unless there was none yet) to build it instead. */
  private readSnapshot(version: InstalledVersion): LoadedVersion | undefined {
    if (!this.snapshots) return undefined;
    try {
      const started = performance.now();
      const read = this.snapshots.read(version);
      if (read instanceof LoadedVersion) {
        this.log.debug(
          { version: version.code, ms: Math.round(performance.now() - started) },
          'search index read from its snapshot',
        );
        return read;
      }
      if (read.miss !== 'missing')
        this.log.info({ version: version.code, why: read.why }, 'search index snapshot not used: rebuilding');
    } catch (error) {
      this.log.warn({ err: error, version: version.code }, 'search index snapshot unreadable: rebuilding');
    }
    return undefined;
  }
}
