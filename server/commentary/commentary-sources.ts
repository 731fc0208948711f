import type { CommentaryId, CommentarySource } from '../../core/api/commentary';

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
