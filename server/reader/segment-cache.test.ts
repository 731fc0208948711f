import { describe, expect, it } from 'vitest';
import { segmentVerse } from '../../core/search/segments';
import { LoadedVersion } from '../bible-index/loaded-version';
import type { EditionVerse } from '../bible-index/verse-text.repository';
import { testInstalledVersion } from '../test/installed-version';
import { SEGMENTS_KEPT, segmentsKept, verseSegments } from './segment-cache';

function loadedVersion(editionId: number, rows: EditionVerse[]): LoadedVersion {
  const version = testInstalledVersion({
    code: `test${editionId}`,
    currentEditionId: editionId,
    verseCount: rows.length,
  });

  return LoadedVersion.fromRows(version, rows);
}

const rows: EditionVerse[] = Array.from({ length: SEGMENTS_KEPT + 300 }, (_, index) => ({
  key: 1001001 + index,
  text: `In the beginning, verse ${index + 1}.`,
  tokens: [{ t: 'beginning', s: ['H7225'] }],
}));

describe('the kept verse segments', () => {
  it('keeps at most SEGMENTS_KEPT verses over every edition, and gives the same segments again', () => {
    const first = loadedVersion(1, rows);
    const second = loadedVersion(2, rows.slice(0, 500));
    for (const row of rows) expect(verseSegments(first, row.key)).toEqual(segmentVerse(row.text, row.tokens));
    for (const row of rows.slice(0, 500)) verseSegments(second, row.key);
    expect(segmentsKept()).toBe(SEGMENTS_KEPT);
    // The oldest were dropped; asked again, they are made again, the same.
    expect(verseSegments(first, rows[0]!.key)).toEqual(segmentVerse(rows[0]!.text, rows[0]!.tokens));
    expect(segmentsKept()).toBe(SEGMENTS_KEPT);
  });

  it('keeps editions apart: the same key in another edition is its own verse', () => {
    const older = loadedVersion(3, [{ key: 43003016, text: 'For God so loved the world', tokens: [] }]);
    const newer = loadedVersion(4, [
      { key: 43003016, text: 'For God so loved the world,', tokens: [{ t: 'God', s: ['G2316'] }] },
    ]);
    expect(verseSegments(older, 43003016)).toEqual([{ text: 'For God so loved the world' }]);
    expect(verseSegments(newer, 43003016)).toEqual(
      segmentVerse('For God so loved the world,', [{ t: 'God', s: ['G2316'] }]),
    );
    expect(verseSegments(newer, 43003017)).toBeUndefined();
  });
});
