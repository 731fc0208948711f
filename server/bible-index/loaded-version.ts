import { VerseIndex } from '../../core/search/index';
import type { StoredToken } from '../db/schema/index';
import type { EditionVerse, InstalledVersion } from './verse-text.repository';
import type { KeptVerse } from '../search/verse-json';

/**
 * One installed version held in memory: its search index and its verse texts and tokens, so that a search
 * never waits on the database.
 */
export class LoadedVersion {
  readonly index: VerseIndex;
  private readonly keys: Uint32Array;
  private readonly texts: string[];
  private readonly tokens: (StoredToken[] | undefined)[];
  /**
   * Search results' fixed fields and their JSON, by verse key, made as verses are first found: dropped with
   * the version when an import replaces it, and never more than two per verse.
   */
  readonly keptResults = { plain: new Map<number, KeptVerse>(), tagged: new Map<number, KeptVerse>() };

  constructor(
    readonly version: InstalledVersion,
    rows: readonly EditionVerse[],
  ) {
    this.index = VerseIndex.fromRows(rows, version.language);
    this.keys = Uint32Array.from(rows, (row) => row.key);
    this.texts = rows.map((row) => row.text);
    // Texts without Strong's numbers need no tokens at all: keeps untagged versions small.
    this.tokens = version.hasStrongs ? rows.map((row) => row.tokens) : [];
  }

  get editionId(): number {
    return this.version.currentEditionId;
  }

  /** The text and tokens of a verse, or undefined when this version lacks it. */
  verse(key: number): { text: string; tokens: StoredToken[] } | undefined {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < key) low = middle + 1;
      else high = middle;
    }
    if (this.keys[low] !== key) return undefined;
    return { text: this.texts[low]!, tokens: this.tokens[low] ?? [] };
  }
}
