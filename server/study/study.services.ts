import type { Database } from '../db/database';
import type { ReferenceDataStore } from '../reader/reference-data';
import type { SearchService } from '../search/search.service';
import { CACHE_BUDGET } from '../http/cache-budget';
import { StudyCache } from './study-cache';
import { StudyPlaces } from './study-places';
import { StudyRepository } from './study.repository';
import { StudyService } from './study.service';

/** The saved verses' service over the database, the loaded versions and the reader's verse maps. */
export function createStudyService(db: Database, search: SearchService, verseMaps: ReferenceDataStore) {
  return new StudyService(
    new StudyRepository(db),
    new StudyPlaces((code) => search.version(code), verseMaps),
    new StudyCache(CACHE_BUDGET.studyReaders.bytes),
  );
}
