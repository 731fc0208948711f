import type { Database } from '../db/database';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { SearchService } from '../search/search.service';
import type { SettingsService } from '../settings/settings.service';
import { InterlinearService } from './interlinear.service';
import { LookupService } from './lookup.service';
import { ReaderRepository } from './reader.repository';
import { ReaderService } from './reader.service';
import { ReferenceDataStore } from './reference-data';

export interface ReaderServices {
  chapters: ReaderService;
  lookups: LookupService;
  interlinear: InterlinearService;
  /** The verse maps (KJV and the Hebrew Bible's numbering) and glosses, shared with the commentaries. */
  referenceData: ReferenceDataStore;
}

/** The app's services the reader is built on; built once at start (`app.services` fits). */
export interface ReaderDependencies {
  indexes: IndexRegistry;
  search: SearchService;
  settings: SettingsService;
}

/** The reader's services over the in-memory versions and one store of verse maps and glosses. */
export function createReaderServices(
  db: Database,
  { indexes, search, settings }: ReaderDependencies,
  options: { stampCheckMs?: number } = {},
): ReaderServices {
  const referenceData = new ReferenceDataStore(new ReaderRepository(db), options.stampCheckMs);
  return {
    chapters: new ReaderService(search, referenceData),
    lookups: new LookupService(search, indexes, settings, referenceData),
    interlinear: new InterlinearService(search, referenceData),
    referenceData,
  };
}
