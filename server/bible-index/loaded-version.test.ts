import { describe, expect, it } from 'vitest';
import { presentVerse } from '../../core/search/present';
import { KEPT_RESULTS_PER_KIND, LoadedVersion } from './loaded-version';
import type { EditionVerse } from './verse-text.repository';
import { testInstalledVersion } from '../test/installed-version';

const version = testInstalledVersion();

// Genesis 1:1 to 1:(KEPT_RESULTS_PER_KIND + 500), each with one tagged word.
const rows: EditionVerse[] = Array.from({ length: KEPT_RESULTS_PER_KIND + 500 }, (_, index) => ({
  key: 1001001 + index,
  text: `Verse ${index + 1} of the beginning.`,
  tokens: [{ t: 'beginning', s: ['H7225'] }],
}));

describe('a loaded version', () => {
  const loaded = LoadedVersion.fromRows(version, rows);

  it('answers each verse, its text and its tokens, and nothing for a verse it lacks', () => {
    for (const row of [rows[0]!, rows.at(-1)!]) {
      expect(loaded.has(row.key)).toBe(true);
      expect(loaded.verse(row.key)).toStrictEqual({ text: row.text, tokens: row.tokens });
      expect(loaded.text(row.key)).toBe(row.text);
      expect(loaded.tokens(row.key)).toStrictEqual(row.tokens);
    }
    expect(loaded.has(2001001)).toBe(false);
    expect(loaded.verse(2001001)).toBeUndefined();
    expect(loaded.text(2001001)).toBeUndefined();
    expect(loaded.tokens(2001001)).toEqual([]);
  });

  it('keeps a bounded number of search results, the most recently used', () => {
    const first = JSON.stringify(presentVerse(loaded, rows[0]!.key, [], true));
    for (const row of rows) {
      presentVerse(loaded, row.key, [], false);
      presentVerse(loaded, row.key, [], true);
    }
    expect(loaded.keptResults.plain.size).toBe(KEPT_RESULTS_PER_KIND);
    expect(loaded.keptResults.tagged.size).toBe(KEPT_RESULTS_PER_KIND);
    expect(loaded.keptResults.plain.get(rows[0]!.key)).toBeUndefined();
    const last = rows.at(-1)!;
    expect(loaded.keptResults.plain.get(last.key)?.fields.text).toBe(last.text);
    // A result made again after being dropped is the same as before.
    expect(loaded.keptResults.tagged.get(rows[0]!.key)).toBeUndefined();
    expect(JSON.stringify(presentVerse(loaded, rows[0]!.key, [], true))).toBe(first);
    expect(first).toContain('{H7225}');
  });
});
