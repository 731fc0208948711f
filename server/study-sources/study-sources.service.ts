import { fieldsChanged } from '../../core/search/query-fields';
import type { FastifyBaseLogger } from 'fastify';
import type { SettingsService } from '../settings/settings.service';
import { StudySourceDataError, type StudySource, type StudySourceReport } from './study-source';
import type { StudySourceRow, StudySourcesRepository } from './study-sources.repository';

/** What the registry says of one source: the bot, the command line and the admin read it. */
export interface StudySourceStatus {
  id: string;
  title: string;
  credit: string;
  creditUrl: string;
  licence: string;
  settingKey: string;
  /** never imported, imported, or removed by an administrator. */
  state: 'new' | 'imported' | 'removed';
  /** Whether this instance serves it now. */
  loaded: boolean;
  /** Whether its shipped data is on this machine. */
  shipped: boolean;
  installHint: string;
  /** Whether the data served is an uploaded replacement. */
  uploaded: boolean;
  report?: StudySourceReport;
  /** The last load that failed on this instance. */
  error?: string;
}

export interface StudySourcesOptions {
  /** How often each instance looks for changes another made (upload, removal); 0 turns it off. */
  refreshMs?: number;
}

/**
 * The registry of study sources (study-source.ts): imports each on the first start, loads the imported ones
 * on every start, removes and imports again, takes an uploaded replacement, and follows the changes other
 * instances (or the command line) record in the `study_sources` table.
 */
export class StudySourcesService {
  /** The row's time each loaded source was loaded from, so that a change is seen once. */
  private readonly applied = new Map<string, number>();
  private readonly errors = new Map<string, string>();
  /** Each source's setting as last read (`enabledNow`), and the settings' `changes` when it was read. */
  private readonly switches = new Map<string, boolean>();
  private readonly switchesRead = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private hasStarted = false;

  /** Whether `start` ran in this process (the server's start; tests that do not need sources skip it). */
  get started(): boolean {
    return this.hasStarted;
  }

  constructor(
    readonly sources: readonly StudySource[],
    private readonly repository: StudySourcesRepository,
    private readonly settings: SettingsService,
    private readonly log?: FastifyBaseLogger,
  ) {}

  get(id: string): StudySource | undefined {
    return this.sources.find((source) => source.id === id);
  }

  /** Whether a source serves readers: loaded, and not turned off in the settings. */
  async enabled(id: string): Promise<boolean> {
    const source = this.get(id);
    if (!source?.isLoaded()) return false;
    const changes = this.settings.changes;
    const on = await this.settings.getBoolean(source.settingKey);
    const before = this.switches.get(id);
    this.switches.set(id, on);
    this.switchesRead.set(id, changes);
    // Kept search answers built with the source's data (`xref:`) are dropped when it is turned on or off.
    if ((before ?? true) !== on) fieldsChanged();
    return on;
  }

  /**
   * `enabled` without waiting, for code that cannot (the search index's fields): the switch as last read,
   * at most the refresh interval ago.
   */
  enabledNow(id: string): boolean {
    return !!this.get(id)?.isLoaded() && this.switches.get(id) !== false;
  }

  /**
   * Whether a source is on, known without waiting and beyond doubt: its switch was read on, and no setting has
   * changed since (for answers sent from memory before any promise, decision 409). False means "ask `enabled`".
   */
  enabledSurely(id: string): boolean {
    return (
      !!this.get(id)?.isLoaded() &&
      this.switches.get(id) === true &&
      this.switchesRead.get(id) === this.settings.changes
    );
  }

  /**
   * Loads what is imported; with `importNew`, first imports the sources never imported whose data is on this
   * machine (the first start). Answers the reports of the imports it made.
   */
  async start(
    options: { importNew: boolean; refreshMs?: number } = { importNew: true },
  ): Promise<StudySourceReport[]> {
    this.hasStarted = true;
    const made: StudySourceReport[] = [];
    const rows = new Map((await this.repository.all()).map((row) => [row.id, row]));
    for (const source of this.sources) {
      const row = rows.get(source.id);
      if (!row) {
        if (options.importNew && source.shipped().available) made.push(await this.import(source.id));
        continue;
      }
      await this.apply(source, row);
    }
    const refreshMs = options.refreshMs ?? 30_000;
    if (refreshMs > 0 && !this.timer) {
      this.timer = setInterval(() => {
        this.refresh().catch((error: unknown) => this.log?.error({ err: error }, 'study sources refresh'));
      }, refreshMs);
      this.timer.unref();
    }
    return made;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Imports (again) a source's shipped data and records it; an uploaded replacement is dropped. */
  async import(id: string): Promise<StudySourceReport> {
    const source = this.required(id);
    const report = await source.load();
    await this.repository.imported(id, report, null);
    await this.markApplied(id);
    return report;
  }

  /**
   * Replaces a source's data by an uploaded file: checked and loaded first, so a refused file (the error names
   * its line) leaves the old data served and recorded.
   */
  async replace(id: string, upload: Uint8Array): Promise<StudySourceReport> {
    const source = this.required(id);
    const report = await source.load(upload);
    await this.repository.imported(id, report, upload);
    await this.markApplied(id);
    return report;
  }

  /** Stops serving a source and records that it was removed (a later start does not import it again). */
  async remove(id: string): Promise<void> {
    this.required(id).unload();
    await this.repository.removed(id);
    await this.markApplied(id);
  }

  /** The source that accepts an uploaded file, by its name and first line. */
  recognise(fileName: string, firstLine: string): StudySource | undefined {
    return this.sources.find((source) => source.recognises?.(fileName, firstLine));
  }

  /** Follows what other instances or the command line recorded since. */
  async refresh(): Promise<void> {
    for (const source of this.sources) await this.enabled(source.id);
    for (const row of await this.repository.all()) {
      const source = this.get(row.id);
      if (source && this.applied.get(row.id) !== row.updatedAt.getTime()) await this.apply(source, row);
    }
  }

  async statuses(): Promise<StudySourceStatus[]> {
    const rows = new Map((await this.repository.all()).map((row) => [row.id, row]));
    return this.sources.map((source) => {
      const row = rows.get(source.id);
      const shipped = source.shipped();
      const error = this.errors.get(source.id);
      return {
        id: source.id,
        title: source.title,
        credit: source.credit,
        creditUrl: source.creditUrl,
        licence: source.licence,
        settingKey: source.settingKey,
        state: row?.state ?? 'new',
        loaded: source.isLoaded(),
        shipped: shipped.available,
        installHint: shipped.installHint,
        uploaded: !!row?.upload,
        ...(row?.report ? { report: row.report as unknown as StudySourceReport } : {}),
        ...(error ? { error } : {}),
      };
    });
  }

  private async apply(source: StudySource, row: StudySourceRow): Promise<void> {
    this.applied.set(source.id, row.updatedAt.getTime());
    if (row.state === 'removed') {
      source.unload();
      return;
    }
    try {
      await source.load(row.upload ?? undefined);
      this.errors.delete(source.id);
    } catch (error) {
      const message = error instanceof StudySourceDataError ? error.message : String(error);
      this.errors.set(source.id, message);
      this.log?.error({ err: error, source: source.id }, 'study source failed to load');
    }
  }

  private async markApplied(id: string): Promise<void> {
    const row = await this.repository.get(id);
    if (row) this.applied.set(id, row.updatedAt.getTime());
    this.errors.delete(id);
  }

  private required(id: string): StudySource {
    const source = this.get(id);
    if (!source) throw new StudySourceDataError(`unknown study source: ${id}`);
    return source;
  }
}
