import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { JobQueue } from '../jobs/job-queue';
import type { MailService } from '../mail/mail.service';
import type { SettingsService } from '../settings/settings.service';
import type { StudySourcesService } from '../study-sources/study-sources.service';

/** A problem one check found, in plain words for an administrator. */
export interface Finding {
  /** Stable id of the problem: the same problem found again reopens its task instead of adding one. */
  fingerprint: string;
  elementType: string;
  location: string;
  issue: string;
  /** What the administrator (or the bot) should do. */
  remedy: string;
  severity: 'warning' | 'error';
  /**
   * The issue is in the site's own words and its administrators' (no address, message or text a visitor sent),
   * so the alert mail may quote it; otherwise the mail only counts it (decision 257).
   */
  quotable?: boolean;
  /** A safe repair the bot does itself; answers what it did, in one sentence. */
  repair?: () => Promise<string>;
}

/** What the checks may look at. */
export interface CheckContext {
  db: Database;
  config: Config;
  settings: SettingsService;
  indexes: IndexRegistry;
  mail: MailService;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  /** Checks that the database answers (the app's own handle, or a test's). */
  ping: () => Promise<void>;
  /** The programs of the speech engine. */
  speechPrograms: readonly string[];
  /** The study sources' registry (absent in tests of other checks). */
  studySources?: StudySourcesService;
}

/** One check of the bot, governed by the directive seeded with its key. */
export interface Check {
  key: string;
  /** The seeded directive, in plain words. */
  directive: string;
  /** The seeded priority (0-100). */
  priority: number;
  run(context: CheckContext): Promise<Finding[]>;
}

/** Bytes as the dashboard shows sizes: bytes below 1 KB, KB to one decimal, MB above. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
