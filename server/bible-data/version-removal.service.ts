import { VERSION_CODE_PATTERN, type InstalledVersion, type RemovedResponse } from '../../core/api/bible-data';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { ImportJobsRepository } from '../bible-data/import-jobs.repository';
import type { SettingsService } from '../settings/settings.service';
import { VersionRepository } from '../bible/version.repository';
import { presentInstalledVersion, presentVersionRemoved } from './bible-data.present';
import { ImportRepository } from './import.repository';

/** The version the search box falls back to when the setting names one that is not installed. */
const FALLBACK_VERSION = 'kjv';

/**
 * The administrators' list of installed versions and their removal (issue 35.11, decision 258): a version
 * goes whole (its editions and verses), announced as an import is, so every instance drops its index, its kept
 * answers and its snapshot. The default search version is refused: the search box would start on nothing.
 */
export class VersionRemovalService {
  private readonly versions: VersionRepository;
  private readonly bibles: ImportRepository;
  private readonly jobs: ImportJobsRepository;

  constructor(
    db: Database,
    private readonly settings: SettingsService,
    /** Codes of the versions the site ships (ingest/sources.ts), which `npm run import -- CODE` brings back. */
    private readonly shipped: ReadonlySet<string>,
  ) {
    this.versions = new VersionRepository(db);
    this.bibles = new ImportRepository(db);
    this.jobs = new ImportJobsRepository(db);
  }

  /** The installed versions by code, each saying whether it is shipped and whether it is the default. */
  async list(): Promise<InstalledVersion[]> {
    const rows = await this.versions.listInstalled();
    const defaultCode = await this.defaultSearchVersion(rows.map((row) => row.code));
    return rows
      .map((row) => presentInstalledVersion(row, this.shipped.has(row.code), row.code === defaultCode))
      .sort((a, b) => a.code.localeCompare(b.code));
  }

  /** Removes an installed version, unless it is the default search version or an import of it is under way. */
  async remove(code: string): Promise<RemovedResponse> {
    if (!VERSION_CODE_PATTERN.test(code)) throw errors.invalidVersionCode();
    const installed = await this.versions.listInstalled();
    if (!installed.some((row) => row.code === code)) throw errors.removableVersionMissing(code);
    if ((await this.defaultSearchVersion(installed.map((row) => row.code))) === code) {
      throw errors.defaultVersionNotRemovable(code);
    }
    if (await this.jobs.versionBusy(code)) throw errors.importRunningForVersion(code);
    const removed = await this.bibles.removeBible(code);
    if (!removed) throw errors.removableVersionMissing(code);
    return presentVersionRemoved(removed, code, this.shipped.has(code));
  }

  /** The version the search box starts with: the setting when it is installed, else the KJV (site.routes.ts). */
  private async defaultSearchVersion(installed: readonly string[]): Promise<string> {
    const wanted = (await this.settings.get('search.defaultVersion')).trim().toLowerCase();
    return installed.includes(wanted) ? wanted : FALLBACK_VERSION;
  }
}
