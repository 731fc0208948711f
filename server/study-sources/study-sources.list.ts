import { CrossReferencesSource } from '../cross-references/cross-references.source';
import { CommentarySource } from '../commentary/commentary.source';
import { EastonsSource } from '../dictionary/eastons.source';
import type { DictionaryService } from '../dictionary/dictionary.service';
import { NavesSource } from '../topics/naves.source';
import type { TopicsService } from '../topics/topics.service';
import type { StudySource } from './study-source';

/** The study sources of one app, each made fresh (tests build many apps). */
export interface StudySourceSet {
  crossReferences: CrossReferencesSource;
  /** Matthew Henry, Scofield and the Treasury of David (server/commentary/). */
  commentaries: { mhcc: CommentarySource; scofield: CommentarySource; tdavid: CommentarySource };
  eastons?: EastonsSource;
  naves?: NavesSource;
  all: StudySource[];
}

/** Every study source; add yours here (and its setting in study-sources.settings.ts). */
export function createStudySources(
  served: { dictionary?: DictionaryService; topics?: TopicsService; swordLibrary?: string } = {},
): StudySourceSet {
  const crossReferences = new CrossReferencesSource();
  const commentaries = {
    mhcc: new CommentarySource('mhcc', served.swordLibrary),
    scofield: new CommentarySource('scofield', served.swordLibrary),
    tdavid: new CommentarySource('tdavid', served.swordLibrary),
  };
  const eastons = served.dictionary && new EastonsSource(served.dictionary);
  const naves = served.topics && new NavesSource(served.topics);
  return {
    crossReferences,
    commentaries,
    ...(eastons ? { eastons } : {}),
    ...(naves ? { naves } : {}),
    all: [
      crossReferences,
      commentaries.mhcc,
      commentaries.scofield,
      commentaries.tdavid,
      ...(eastons ? [eastons] : []),
      ...(naves ? [naves] : []),
    ],
  };
}
