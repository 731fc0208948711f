import type { FastifyBaseLogger } from 'fastify';
import type { ReadingPlanId, Plan } from '../../core/devotional/plans';
import { DEVOTIONAL_ENTRIES_MAX } from '../../core/devotional/topics';
import { localDateTime } from '../../core/mail/word-of-day';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { Database } from '../db/database';
import type { SettingsService } from '../settings/settings.service';
import { DevotionalCalendar } from './devotional-calendar';
import { DevotionalCommentary } from './devotional-commentary';
import { DevotionalPreferencesService } from './devotional-preferences';
import { DailyReadings, planOf } from './devotional-reading';
import { ReadingHistory } from './devotional-history';
import { DevotionalSources, type DevotionalReaders } from './devotional-sources';
import { DevotionalRepository, type PreferencesRow } from './devotional.repository';

export interface DevotionalOptions {
  /** The clock of "today"; tests fix it. */
  now?: () => Date;
  /** Where the SWORD modules are installed (/usr/share/sword): read by the commentary and topics areas. */
  swordLibrary?: string;
  /** The most saved readings a reader keeps (DEVOTIONAL_ENTRIES_MAX). */
  entriesMax?: number;
}

/**
 * The daily devotional (issue 19), built once with one clock and one repository and split by responsibility:
 * the plans and the day's reading (`readings`), the commentaries (`commentary`), a reader's preferences
 * (`preferences`), saved readings and history (`history`) and the calendar feed (`calendar`).
 */
export class DevotionalService {
  readonly repository: DevotionalRepository;
  readonly sources: DevotionalSources;
  readonly commentary: DevotionalCommentary;
  readonly readings: DailyReadings;
  readonly preferences: DevotionalPreferencesService;
  readonly history: ReadingHistory;
  readonly calendar: DevotionalCalendar;

  constructor(
    db: Database,
    indexes: IndexRegistry,
    settings: SettingsService,
    log: FastifyBaseLogger,
    readers: DevotionalReaders,
    options: DevotionalOptions = {},
  ) {
    const now = options.now ?? (() => new Date());
    const today = (timeZone = 'UTC') => localDateTime(now(), timeZone).date;
    this.repository = new DevotionalRepository(db);
    this.sources = new DevotionalSources(log, readers);
    this.commentary = new DevotionalCommentary(this.sources);
    this.readings = new DailyReadings(this.repository, indexes, settings, this.commentary, today);
    this.preferences = new DevotionalPreferencesService(this.repository, today);
    this.history = new ReadingHistory(this.repository, today, options.entriesMax ?? DEVOTIONAL_ENTRIES_MAX);
    this.calendar = new DevotionalCalendar(this.repository, now, today);
  }

  /** The plan a reader follows (custom with their books), or undefined for a custom plan without books. */
  planOf(id: ReadingPlanId, prefs?: PreferencesRow): Plan | undefined {
    return planOf(id, prefs);
  }
}
