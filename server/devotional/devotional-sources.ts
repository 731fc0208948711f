import type { FastifyBaseLogger } from 'fastify';
import { parseNaveReferences, type TopicReference } from '../../core/devotional/naves';
import type { DevotionalTopic } from '../../core/devotional/topics';
import { NAVE_HEADWORDS } from '../../core/devotional/topics';
export type { TopicReference };
import { openInstalledCommentary, type SwordCommentary } from '../../ingest/readers/sword-commentary';
import { SWORD_LIBRARY } from '../../ingest/readers/sword-conf';
import { openInstalledZLd, type ZLdDictionary } from '../../ingest/readers/sword-zld';

/** The public-domain modules the devotional reads, with the names they are credited by. */
export const COMMENTARIES = {
  mhcc: {
    module: 'MHCC',
    name: "Matthew Henry's Concise Commentary",
    license: 'Public domain (Debian package sword-comm-mhcc)',
  },
  tdavid: {
    module: 'TDavid',
    name: "C. H. Spurgeon's Treasury of David",
    license: 'Public domain (Debian package sword-comm-tdavid)',
  },
} as const;
export type CommentaryId = keyof typeof COMMENTARIES;
export const NAVE_NAME = "Nave's Topical Bible";

/**
 * The installed SWORD modules of the devotional, opened on first use and read at request time (decision
 * 190). A missing module is logged once and its part of the reading is left out.
 */
export class DevotionalSources {
  private readonly commentaries = new Map<CommentaryId, SwordCommentary | null>();
  private nave: ZLdDictionary | null | undefined;
  private readonly topicRefs = new Map<string, TopicReference[]>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly libraryRoot = SWORD_LIBRARY,
  ) {}

  commentary(id: CommentaryId): SwordCommentary | undefined {
    if (!this.commentaries.has(id)) {
      try {
        this.commentaries.set(id, openInstalledCommentary(COMMENTARIES[id].module, this.libraryRoot));
      } catch (error) {
        this.log.warn({ err: error }, `devotional: commentary ${COMMENTARIES[id].module} is not installed`);
        this.commentaries.set(id, null);
      }
    }
    return this.commentaries.get(id) ?? undefined;
  }

  private naves(): ZLdDictionary | undefined {
    if (this.nave === undefined) {
      try {
        this.nave = openInstalledZLd('Nave', this.libraryRoot);
      } catch (error) {
        this.log.warn({ err: error }, "devotional: Nave's Topical Bible is not installed");
        this.nave = null;
      }
    }
    return this.nave ?? undefined;
  }

  /** The verse references Nave's lists under a topic's headword (following a "See" cross-reference). */
  topicReferences(topic: DevotionalTopic): TopicReference[] {
    const headword = NAVE_HEADWORDS[topic];
    let refs = this.topicRefs.get(headword);
    if (!refs) {
      const entry = this.naves()?.get(headword) ?? '';
      refs = parseNaveReferences(entry);
      this.topicRefs.set(headword, refs);
    }
    return refs;
  }
}
