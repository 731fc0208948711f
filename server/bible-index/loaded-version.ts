import { VerseIndex } from '../../core/search/index';
import type { StoredToken } from '../db/schema/index';
import { LruCache } from '../http/lru-cache';
import type { EditionVerse, InstalledVersion } from './verse-text.repository';
import type { KeptVerse } from '../../core/search/verse-json';
import { PackedVerses } from './packed-verses';
import { CACHE_BUDGET } from '../http/cache-budget';

/**
 * Search results' fixed fields kept per version and per kind (plain, tagged): some 700 bytes each, so at most
 * about 210 KB a kind and a version, 4.6 MB with every shipped version (decisions 218, 248).
 */
export const KEPT_RESULTS_PER_KIND = CACHE_BUDGET.keptResultsPerKind;

/**
 * One installed version held in memory: its search index and its verse texts and tokens, so that a search
 * never waits on the database. Texts and tokens are packed (decision 217) and decoded verse by verse.
 */
export class LoadedVersion {
  /**
   * Search results' fixed fields and their JSON, by verse key, made as verses are first found: dropped with
   * the version when an import replaces it, the least recently used first beyond `KEPT_RESULTS_PER_KIND`.
   */
  readonly keptResults = {
    plain: new LruCache<number, KeptVerse>(KEPT_RESULTS_PER_KIND),
    tagged: new LruCache<number, KeptVerse>(KEPT_RESULTS_PER_KIND),
  };

  constructor(
    readonly version: InstalledVersion,
    readonly index: VerseIndex,
    readonly verses: PackedVerses,
  ) {}

  /** Builds the index and packs the texts of an edition's rows (in key order). */
  static fromRows(version: InstalledVersion, rows: readonly EditionVerse[]): LoadedVersion {
    // Texts without Strong's numbers need no tokens at all: keeps untagged versions small.
    return new LoadedVersion(
      version,
      VerseIndex.fromRows(rows, version.language),
      PackedVerses.pack(rows, version.hasStrongs),
    );
  }

  get editionId(): number {
    return this.version.currentEditionId;
  }

  /** Whether this version has the verse. */
  has(key: number): boolean {
    return this.verses.find(key) >= 0;
  }

  /** The text and tokens of a verse (decoded on each call), or undefined when this version lacks it. */
  verse(key: number): { text: string; tokens: StoredToken[] } | undefined {
    const at = this.verses.find(key);
    if (at < 0) return undefined;
    return { text: this.verses.text(at), tokens: this.verses.tokens(at) };
  }

  /** The text of a verse, without decoding its tokens. */
  text(key: number): string | undefined {
    const at = this.verses.find(key);
    return at < 0 ? undefined : this.verses.text(at);
  }

  /** The tokens of a verse (none when it is missing or the version keeps no tokens), decoded on each call. */
  tokens(key: number): StoredToken[] {
    const at = this.verses.find(key);
    return at < 0 ? [] : this.verses.tokens(at);
  }

  /** Bytes held by the packed texts and tokens. */
  get verseBytes(): number {
    return this.verses.bytes;
  }
}
