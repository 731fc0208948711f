import type { FastifyBaseLogger } from 'fastify';
import { bookByNumber, splitVerseKey, verseKey } from '../../core/bible/books';
import { KJV } from '../../core/bible/versification';
import { headwordKey } from '../../core/dictionary/eastons';
import { nearestNames } from '../../core/dictionary/nearest-headwords';
import { formatRange } from '../../core/reference/format-reference';
import { mergeRanges, type VerseRange } from '../../core/reference/verse-range';
import { readNaveTopic, type NaveTopic } from '../../core/topics/nave-topic';
import { findConf, SWORD_LIBRARY } from '../../ingest/readers/sword-conf';
import { openInstalledZLd, type ZLdDictionary } from '../../ingest/readers/sword-zld';
import { LruCache } from '../http/lru-cache';
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
  /** The module, kept open: a topic is parsed from it when asked (decision 382). */
  module: ZLdDictionary;
  /** headwordKey → topic index. */
  byKey: Map<string, number>;
  keys: string[];
  names: string[];
  /**
   * verse → topics as three typed arrays: the verses cited, ascending; the topics citing `verses[i]` (indexes,
   * in topic order) are `verseTopics[verseStarts[i]] .. verseTopics[verseStarts[i + 1] - 1]`.
   */
  verses: Int32Array;
  verseStarts: Uint32Array;
  verseTopics: Uint16Array | Uint32Array;
  /** Topics parsed lately, with their verses merged once asked (kept: `topic:` searches repeat). */
  parsed: LruCache<number, { topic: NaveTopic; merged?: VerseRange[] }>;
  report: TopicsReport;
}

/** Inflated blocks of the module kept, and topics kept parsed (decision 382). */
const KEPT_BLOCKS = 16;
const KEPT_TOPICS = 300;

/**
 * Nave's Topical Bible as topics, read from the installed SWORD module (decision 305): each topic's lines and
 * verses parsed from the module when asked and a few hundred kept; verse → topics packed in typed arrays
 * (decision 382).
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
    const module = openInstalledZLd('Nave', this.libraryRoot, KEPT_BLOCKS);
    const byKey = new Map<string, number>();
    const keys: string[] = [];
    const names: string[] = [];
    const byVerse = new Map<number, number[]>();
    const report: TopicsReport = { topics: 0, lines: 0, references: 0, unread: 0, versesCited: 0 };
    for (const entry of module.entries()) {
      const topic = readNaveTopic(entry.key, entry.text);
      const index = report.topics++;
      const key = headwordKey(topic.headword);
      if (!byKey.has(key)) byKey.set(key, index);
      keys.push(key);
      names.push(topic.headword);
      report.lines += topic.lines.length;
      report.unread += topic.unread;
      for (const line of topic.lines) {
        report.references += line.ranges.length;
        for (const range of line.ranges) {
          for (const verse of versesOf(range)) {
            let list = byVerse.get(verse);
            if (!list) byVerse.set(verse, (list = []));
            if (list.at(-1) !== index) list.push(index);
          }
        }
      }
    }
    report.versesCited = byVerse.size;
    const verses = Int32Array.from(byVerse.keys()).sort();
    const verseStarts = new Uint32Array(verses.length + 1);
    let pairs = 0;
    verses.forEach((verse, at) => {
      verseStarts[at] = pairs;
      pairs += byVerse.get(verse)!.length;
    });
    verseStarts[verses.length] = pairs;
    const verseTopics = report.topics <= 0xffff ? new Uint16Array(pairs) : new Uint32Array(pairs);
    verses.forEach((verse, at) => verseTopics.set(byVerse.get(verse)!, verseStarts[at]!));
    this.loaded = {
      module,
      byKey,
      keys,
      names,
      verses,
      verseStarts,
      verseTopics,
      parsed: new LruCache(KEPT_TOPICS),
      report,
    };
    this.log.info(report, "topics: Nave's Topical Bible read");
    return this.loaded;
  }

  /** The topic at an index, parsed from the module (kept while asked often). */
  private parsedAt(loaded: Loaded, index: number): { topic: NaveTopic; merged?: VerseRange[] } {
    let parsed = loaded.parsed.get(index);
    if (!parsed) {
      const entry = loaded.module.entryAt(index);
      parsed = { topic: readNaveTopic(entry.key, entry.text) };
      loaded.parsed.set(index, parsed);
    }
    return parsed;
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
    return this.parsedAt(loaded, index).topic;
  }

  /**
   * The topic of a headword, whatever the administrator's switch says: for the devotional's verse of the day,
   * which reads Nave's through this service (decision 345). Undefined when the module is not installed.
   */
  topicByHeadword(headword: string): NaveTopic | undefined {
    const loaded = this.load();
    const index = loaded?.byKey.get(headwordKey(headword));
    return index === undefined ? undefined : this.parsedAt(loaded!, index).topic;
  }

  /** Every verse the topic cites, merged in canonical order (kept with the topic: `topic:` searches repeat). */
  async topicVerses(name: string): Promise<VerseRange[]> {
    const topic = await this.topic(name);
    const loaded = this.loaded!;
    const parsed = this.parsedAt(loaded, loaded.byKey.get(headwordKey(topic.headword))!);
    parsed.merged ??= mergeRanges(parsed.topic.lines.flatMap((line) => line.ranges));
    return parsed.merged;
  }

  /** The headwords of the topics citing a verse (BBCCCVVV key), in Nave's order; for the verse page. */
  async topicsForVerse(key: number): Promise<string[]> {
    if (!(await this.enabled())) return [];
    const loaded = this.load();
    if (!loaded) return [];
    const at = binarySearch(loaded.verses, key);
    if (at < 0) return [];
    const headwords: string[] = [];
    for (let i = loaded.verseStarts[at]!; i < loaded.verseStarts[at + 1]!; i++)
      headwords.push(loaded.names[loaded.verseTopics[i]!]!);
    return headwords;
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

/** The place of `key` in an ascending array, or -1. */
function binarySearch(sorted: Int32Array, key: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = sorted[middle]!;
    if (value === key) return middle;
    if (value < key) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
