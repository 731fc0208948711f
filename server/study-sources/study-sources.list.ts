import { CrossReferencesSource } from '../cross-references/cross-references.source';
import type { StudySource } from './study-source';

/** The study sources of one app, each made fresh (tests build many apps). */
export interface StudySourceSet {
  crossReferences: CrossReferencesSource;
  all: StudySource[];
}

/** Every study source; add yours here (and its setting in study-sources.settings.ts). */
export function createStudySources(): StudySourceSet {
  const crossReferences = new CrossReferencesSource();
  return { crossReferences, all: [crossReferences] };
}
