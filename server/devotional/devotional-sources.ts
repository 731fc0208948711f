import type { FastifyBaseLogger } from 'fastify';
import { KJV } from '../../core/bible/versification';
import type { DevotionalTopic } from '../../core/devotional/topics';
import { NAVE_HEADWORDS } from '../../core/devotional/topics';
import { openInstalledCommentary, type SwordCommentary } from '../../ingest/readers/sword-commentary';
import { SWORD_LIBRARY } from '../../ingest/readers/sword-conf';
import { openInstalledZLd, type ZLdDictionary } from '../../ingest/readers/sword-zld';

/** A verse range of one chapter, as Nave's lists them. */
export interface TopicReference {
  book: string;
  chapter: number;
  from: number;
  to: number;
}

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

/**
 * The `<ref osisRef="Ps.34.1-Ps.34.8">` references of a Nave's entry that lie within one chapter and exist in
 * the KJV versification, in entry order, each once.
 */
export function parseNaveReferences(entry: string): TopicReference[] {
  const seen = new Set<string>();
  const refs: TopicReference[] = [];
  for (const match of entry.matchAll(/osisRef="([\w]+)\.(\d+)\.(\d+)(?:-([\w]+)\.(\d+)\.(\d+))?"/g)) {
    const [, book, chapter, from, endBook, endChapter, to] = match;
    if (endBook && (endBook !== book || endChapter !== chapter)) continue;
    const ref = { book: book!, chapter: Number(chapter), from: Number(from), to: Number(to ?? from) };
    if (!KJV.isValid(ref.book, ref.chapter, ref.from) || !KJV.isValid(ref.book, ref.chapter, ref.to))
      continue;
    const key = `${ref.book}.${ref.chapter}.${ref.from}-${ref.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs;
}
