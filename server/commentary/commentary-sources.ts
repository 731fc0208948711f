import type { CommentaryId, CommentarySource } from '../../core/api/commentary';
import { openInstalledCommentary, type SwordCommentary } from '../../ingest/readers/sword-commentary';
import { SWORD_LIBRARY } from '../../ingest/readers/sword-conf';

/** The commentaries the reader shows beside the chapter, with their SWORD module and credit (decision 300). */
export const COMMENTARY_SOURCES: Record<CommentaryId, CommentarySource & { module: string }> = {
  mhcc: {
    id: 'mhcc',
    module: 'MHCC',
    name: "Matthew Henry's Concise Commentary",
    author: 'Matthew Henry (1662–1714)',
    licence: 'Public domain',
    credit: 'CrossWire SWORD module MHCC (Debian package sword-comm-mhcc)',
  },
  scofield: {
    id: 'scofield',
    module: 'Scofield',
    name: 'Scofield Reference Notes (1917 edition)',
    author: 'C. I. Scofield (1843–1921)',
    licence: 'Public domain',
    credit: 'CrossWire SWORD module Scofield, from Wikisource (Debian package sword-comm-scofield)',
  },
  tdavid: {
    id: 'tdavid',
    module: 'TDavid',
    name: 'The Treasury of David',
    author: 'C. H. Spurgeon (1834–1892)',
    licence: 'Public domain',
    credit: 'CrossWire SWORD module TDavid (Debian package sword-comm-tdavid)',
  },
};

/** The credit fields of a source, without its module name. */
export function presentSource(id: CommentaryId): CommentarySource {
  const { module: _module, ...source } = COMMENTARY_SOURCES[id];
  return source;
}

/**
 * The installed commentary modules, each opened on first use and read at request time (decision 190). A
 * module that is not installed is remembered as missing and left out of every answer.
 */
export class CommentaryModules {
  private readonly opened = new Map<CommentaryId, SwordCommentary | null>();

  constructor(
    private readonly libraryRoot = SWORD_LIBRARY,
    private readonly onMissing: (id: CommentaryId, error: unknown) => void = () => {},
  ) {}

  module(id: CommentaryId): SwordCommentary | undefined {
    if (!this.opened.has(id)) {
      try {
        this.opened.set(id, openInstalledCommentary(COMMENTARY_SOURCES[id].module, this.libraryRoot));
      } catch (error) {
        this.onMissing(id, error);
        this.opened.set(id, null);
      }
    }
    return this.opened.get(id) ?? undefined;
  }
}
