import type { FastifyBaseLogger } from 'fastify';
import { bookByNumber, splitVerseKey, verseKey } from '../../core/bible/books';
import { KJV } from '../../core/bible/versification';
import { headwordKey } from '../../core/dictionary/eastons';
import { nearestNames } from '../../core/dictionary/nearest-headwords';
import { formatRange } from '../../core/reference/format-reference';
import { mergeRanges, type VerseRange } from '../../core/reference/verse-range';
import { readNaveTopic, type NaveTopic } from '../../core/topics/nave-topic';
import { findConf, SWORD_LIBRARY } from '../../ingest/readers/sword-conf';
import { openInstalledZLd } from '../../ingest/readers/sword-zld';
import { AppError } from '../errors';

export const NAVE_CREDIT =
  "Nave's Topical Bible (Orville J. Nave, 1896), public domain; Debian package sword-dict-naves";

/** What the import of Nave's read: shown in the import report and the study-source registry. */
export interface TopicsReport {
  topics: number;
  lines: number;
  references: number;
  /** References naming no KJV verse, left out. */
  unread: number;
  /** Verses cited by at least one topic. */
  versesCited: number;
}

/** A verse range with what the reader's link needs. */
export interface LinkedRange {
  reference: string;
  book: string;
  chapter: number;
  verse: number;
  start: number;
  end: number;
}

export function linkedRange(range: VerseRange): LinkedRange {
  const { book, chapter, verse } = splitVerseKey(range.start);
  return {
    reference: formatRange(range),
    book: bookByNumber(book)?.name ?? String(book),
    chapter,
    verse,
    start: range.start,
    end: range.end,
  };
}

/** The verse keys of a range, across chapters by the KJV's verse counts. */
function* versesOf(range: VerseRange): Generator<number> {
  let key = range.start;
  while (key <= range.end) {
    yield key;
    const { book, chapter, verse } = splitVerseKey(key);
    const osis = bookByNumber(book)?.osis ?? '';
    key = verse < KJV.verseCount(osis, chapter) ? key + 1 : verseKey(book, chapter + 1, 1);
  }
}

/** How many verses the ranges hold. */
export function countVerses(ranges: readonly VerseRange[]): number {
  let count = 0;
  for (const range of ranges) for (const _key of versesOf(range)) count++;
  return count;
}

interface Loaded {
  topics: NaveTopic[];
  /** headwordKey → topic index. */
  byKey: Map<string, number>;
  keys: string[];
  names: string[];
  /** verse key → indexes of the topics citing it, in topic order. */
  byVerse: Map<number, number[]>;
  /** Each topic's verses merged, computed once on first ask. */
  merged: (VerseRange[] | undefined)[];
  report: TopicsReport;
}

/**
 * Nave's Topical Bible as topics, read from the installed SWORD module on first use and kept in memory
 * (decision 305): topic → lines → verses, and verse → topics.
 */
export class TopicsService {
  private loaded: Loaded | null | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    readonly libraryRoot = SWORD_LIBRARY,
    /** Whether the administrator has turned the source on (a setting); checked on every call. */
    private readonly enabled: () => Promise<boolean> | boolean = () => true,
  ) {}

  /** The in-memory topics, or null when the module is not installed; read on first use. */
  load(): Loaded | null {
    if (this.loaded !== undefined) return this.loaded;
    try {
      return this.read();
    } catch (error) {
      this.log.warn({ err: error }, "topics: Nave's Topical Bible is not installed");
      this.loaded = null;
      return null;
    }
  }

  /** Reads the installed module again (the study-source registry's import); throws when it is missing. */
  read(): Loaded {
    {
      const nave = openInstalledZLd('Nave', this.libraryRoot);
      const topics: NaveTopic[] = [];
      for (const entry of nave.entries()) topics.push(readNaveTopic(entry.key, entry.text));
      const byKey = new Map<string, number>();
      const byVerse = new Map<number, number[]>();
      const report: TopicsReport = {
        topics: topics.length,
        lines: 0,
        references: 0,
        unread: 0,
        versesCited: 0,
      };
      topics.forEach((topic, index) => {
        const key = headwordKey(topic.headword);
        if (!byKey.has(key)) byKey.set(key, index);
        report.lines += topic.lines.length;
        report.unread += topic.unread;
        for (const line of topic.lines) {
          report.references += line.ranges.length;
          for (const range of line.ranges) {
            for (const key of versesOf(range)) {
              let list = byVerse.get(key);
              if (!list) byVerse.set(key, (list = []));
              if (list.at(-1) !== index) list.push(index);
            }
          }
        }
      });
      report.versesCited = byVerse.size;
      this.loaded = {
        topics,
        byKey,
        keys: topics.map((topic) => headwordKey(topic.headword)),
        names: topics.map((topic) => topic.headword),
        byVerse,
        merged: [],
        report,
      };
      this.log.info(report, "topics: Nave's Topical Bible read");
    }
    return this.loaded;
  }

  /** Whether the module is installed. */
  installed(): boolean {
    try {
      findConf(this.libraryRoot, 'Nave');
      return true;
    } catch {
      return false;
    }
  }

  /** Frees the data (the registry's removal). */
  unload(): void {
    this.loaded = undefined;
  }

  isLoaded(): boolean {
    return Boolean(this.loaded);
  }

  async isOn(): Promise<boolean> {
    return (await this.enabled()) && this.load() !== null;
  }

  private async need(): Promise<Loaded> {
    const loaded = (await this.enabled()) ? this.load() : null;
    if (!loaded)
      throw new AppError(404, 'topics_unavailable', "Nave's Topical Bible is not available on this site");
    return loaded;
  }

  report(): TopicsReport | undefined {
    return this.load()?.report;
  }

  /** The topic named (any case, spaces, hyphens), or 404 with the nearest topics' names. */
  async topic(name: string): Promise<NaveTopic> {
    const loaded = await this.need();
    const index = loaded.byKey.get(headwordKey(name));
    if (index === undefined) {
      const suggestions = nearestNames(headwordKey(name), loaded.keys, loaded.names);
      const hint = suggestions.length ? `. Did you mean ${suggestions.join(', ')}?` : '';
      throw new AppError(
        404,
        'unknown_topic',
        `No topic named ${name} in Nave's Topical Bible${hint}`,
        {},
        suggestions,
      );
    }
    return loaded.topics[index]!;
  }

  /**
   * The topic of a headword, whatever the administrator's switch says: for the devotional's verse of the day,
   * which reads Nave's through this service (decision 345). Undefined when the module is not installed.
   */
  topicByHeadword(headword: string): NaveTopic | undefined {
    const loaded = this.load();
    const index = loaded?.byKey.get(headwordKey(headword));
    return index === undefined ? undefined : loaded!.topics[index];
  }

  /** Every verse the topic cites, merged in canonical order (kept: `topic:` searches repeat). */
  async topicVerses(name: string): Promise<VerseRange[]> {
    const topic = await this.topic(name);
    const loaded = this.loaded!;
    const index = loaded.byKey.get(headwordKey(topic.headword))!;
    let merged = loaded.merged[index];
    if (!merged) {
      merged = mergeRanges(topic.lines.flatMap((line) => line.ranges));
      loaded.merged[index] = merged;
    }
    return merged;
  }

  /** The headwords of the topics citing a verse (BBCCCVVV key), in Nave's order; for the verse page. */
  async topicsForVerse(key: number): Promise<string[]> {
    if (!(await this.enabled())) return [];
    const loaded = this.load();
    return (loaded?.byVerse.get(key) ?? []).map((index) => loaded!.topics[index]!.headword);
  }

  /** Topics whose name starts with (or nearly matches) `q`, for the index's search; at most `limit`. */
  async find(q: string, limit: number): Promise<string[]> {
    const loaded = await this.need();
    const key = headwordKey(q);
    if (!key) return [];
    const starting = loaded.names.filter((_, index) => loaded.keys[index]!.startsWith(key));
    return starting.length ? starting.slice(0, limit) : nearestNames(key, loaded.keys, loaded.names, limit);
  }

  /** The headwords starting with a letter, for the topic index. */
  async byLetter(letter: string): Promise<string[]> {
    const loaded = await this.need();
    const key = headwordKey(letter);
    return loaded.names.filter((_, index) => loaded.keys[index]!.startsWith(key));
  }
}
