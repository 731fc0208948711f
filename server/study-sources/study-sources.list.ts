import { CrossReferencesSource } from '../cross-references/cross-references.source';
import { CommentarySource } from '../commentary/commentary.source';
import type { StudySource } from './study-source';

/** The study sources of one app, each made fresh (tests build many apps). */
export interface StudySourceSet {
  crossReferences: CrossReferencesSource;
  /** Matthew Henry, Scofield and the Treasury of David (server/commentary/). */
  commentaries: { mhcc: CommentarySource; scofield: CommentarySource; tdavid: CommentarySource };
  all: StudySource[];
}

/** Every study source; add yours here (and its setting in study-sources.settings.ts). */
export function createStudySources(): StudySourceSet {
  const crossReferences = new CrossReferencesSource();
  const commentaries = {
    mhcc: new CommentarySource('mhcc'),
    scofield: new CommentarySource('scofield'),
    tdavid: new CommentarySource('tdavid'),
  };
  return {
    crossReferences,
    commentaries,
    all: [crossReferences, commentaries.mhcc, commentaries.scofield, commentaries.tdavid],
  };
}
