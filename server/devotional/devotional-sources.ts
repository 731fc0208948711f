import type { FastifyBaseLogger } from 'fastify';
import { topicReferences, type TopicReference } from '../../core/devotional/naves';
import type { DevotionalTopic } from '../../core/devotional/topics';
import { NAVE_HEADWORDS } from '../../core/devotional/topics';
import type { NaveTopic } from '../../core/topics/nave-topic';
import type { SwordCommentary } from '../../ingest/readers/sword-commentary';
import { COMMENTARY_SOURCES } from '../commentary/commentary-sources';
import type { CommentarySource } from '../commentary/commentary.source';
import type { TopicsService } from '../topics/topics.service';
export type { TopicReference };

/** The public-domain commentaries the devotional quotes, with the names and licences it credits them by. */
export const COMMENTARIES = {
  mhcc: {
    name: "Matthew Henry's Concise Commentary",
    license: 'Public domain (Debian package sword-comm-mhcc)',
  },
  tdavid: {
    name: "C. H. Spurgeon's Treasury of David",
    license: 'Public domain (Debian package sword-comm-tdavid)',
  },
} as const;
export type CommentaryId = keyof typeof COMMENTARIES;
export const NAVE_NAME = "Nave's Topical Bible";

/** The areas that read the SWORD modules the devotional quotes: one reader of each module in the process. */
export interface DevotionalReaders {
  /** Matthew Henry and the Treasury of David as the commentary area opens them. */
  commentaries: Record<CommentaryId, Pick<CommentarySource, 'reading'>>;
  /** Nave's topics as the topics area reads them. */
  topics: Pick<TopicsService, 'topicByHeadword'>;
}

/**
 * The installed SWORD modules of the devotional, read at request time (decision 190) through the commentary
 * and topics areas, which own their readers (decision 345). A missing module is logged once and its part of
 * the reading is left out.
 */
export class DevotionalSources {
  private readonly warned = new Set<CommentaryId>();
  private readonly topicRefs = new WeakMap<NaveTopic, TopicReference[]>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly readers: DevotionalReaders,
  ) {}

  commentary(id: CommentaryId): SwordCommentary | undefined {
    return this.readers.commentaries[id].reading((error) => {
      if (this.warned.has(id)) return;
      this.warned.add(id);
      this.log.warn(
        { err: error },
        `devotional: commentary ${COMMENTARY_SOURCES[id].module} is not installed`,
      );
    });
  }

  /** The verse references Nave's lists under a topic's headword, each within one chapter. */
  topicReferences(topic: DevotionalTopic): TopicReference[] {
    const naveTopic = this.readers.topics.topicByHeadword(NAVE_HEADWORDS[topic]);
    if (!naveTopic) return [];
    let refs = this.topicRefs.get(naveTopic);
    if (!refs) {
      refs = topicReferences(naveTopic);
      this.topicRefs.set(naveTopic, refs);
    }
    return refs;
  }
}
