import {
  COMMENTARY_IDS,
  type ChapterCommentaryResponse,
  type CommentaryId,
  type VerseCommentaryResponse,
} from '../../core/api/commentary';
import type { BookInfo } from '../../core/bible/books';
import { type PairingSystem, pairingSystem } from '../../core/bible/verse-pairing';
import { KJV } from '../../core/bible/versification';
import type { LoadedVersion } from '../bible-index/loaded-version';
import { errors } from '../errors';
import { CACHE_BUDGET } from '../http/cache-budget';
import { KeptJson } from '../http/kept-json';
import { LruCache } from '../http/lru-cache';
import { chapterKeys, resolveBook } from '../reader/reader.service';
import type { ReferenceData, ReferenceDataStore } from '../reader/reference-data';
import { mapNotes } from './commentary-mapping';
import { type KjvNote, kjvNotes } from './commentary-notes';
import type { SwordCommentary } from '../../ingest/readers/sword-commentary';
import { presentSource } from './commentary-sources';

/** Stands for a commentary that is not loaded among the objects an answer was built from. */
const MISSING = {};

export interface CommentaryQuery {
  source?: CommentaryId;
  version?: string;
}

export interface CommentaryDependencies {
  /** A commentary's opened module while it is imported (its study source), else undefined. */
  module: (id: CommentaryId) => SwordCommentary | undefined;
  /** The installed version with a code (400 unknown, 404 not installed): the reader's. */
  version: (code: string) => Promise<LoadedVersion>;
  referenceData: Pick<ReferenceDataStore, 'current'>;
  /** Whether the administrator left a commentary turned on (settings). */
  enabled: (id: CommentaryId) => Promise<boolean>;
}

/** What a chapter's answer is built from, found before it is built: a kept answer is looked up by them. */
interface ChapterInputs {
  book: BookInfo;
  chapter: number;
  loaded: LoadedVersion | undefined;
  system: PairingSystem;
  data: ReferenceData | undefined;
  /** The modules loaded now (an import again opens new ones) and, when mapped, the version and verse map. */
  sources: object[];
}

/**
 * The commentaries beside the chapter (decision 300): per chapter, each installed commentary's notes by verse
 * or range, as safe HTML, numbered as the asked version numbers its verses. A chapter's notes are read from
 * the modules once while they stay popular (kept per KJV chapter, shared by every version), and the answers
 * the reader asks for are kept as their JSON only (decision 410): an answer's object is built again from the
 * kept notes when the verse page asks for it, at the cost of a few arrays.
 */
export class CommentaryService {
  private readonly kept = new KeptJson(CACHE_BUDGET.commentaries.answers, CACHE_BUDGET.commentaries.bytes);
  /** The notes of one KJV chapter per commentary, shared by the versions that draw on it. */
  private readonly kjvChapters = new LruCache<string, { module: SwordCommentary; notes: KjvNote[] }>(
    CACHE_BUDGET.commentaries.answers * 3,
    CACHE_BUDGET.commentaries.bytes,
  );

  constructor(private readonly deps: CommentaryDependencies) {}

  /** The chapter's answer as JSON, kept while the modules, version and verse map it was built from stay. */
  async chapterJson(bookText: string, chapter: number, query: CommentaryQuery = {}): Promise<Buffer> {
    const on = await this.enabledIds();
    const key = `${query.version ?? 'kjv'} ${bookText} ${chapter} ${query.source ?? '*'} ${on.join(',')}`;
    const inputs = await this.inputs(bookText, chapter, query.version);
    return this.kept.answer(key, inputs.sources, () => this.filter(this.build(inputs), on, query.source));
  }

  /** One commentary's (or every one's) notes on a chapter. */
  async chapter(
    bookText: string,
    chapter: number,
    query: CommentaryQuery = {},
  ): Promise<ChapterCommentaryResponse> {
    const answer = this.build(await this.inputs(bookText, chapter, query.version));
    return this.filter(answer, await this.enabledIds(), query.source);
  }

  /** The notes covering one verse, every commentary's in turn. */
  async verse(
    bookText: string,
    chapter: number,
    verse: number,
    query: CommentaryQuery = {},
  ): Promise<VerseCommentaryResponse> {
    const answer = await this.chapter(bookText, chapter, query);
    if (!answer.verses.includes(verse)) {
      const last = answer.verses.at(-1) ?? 0;
      throw errors.passageNotFound(`${answer.reference} has ${last} verse${last === 1 ? '' : 's'}`);
    }
    return {
      reference: `${answer.reference}:${verse}`,
      book: answer.book,
      chapter,
      verse,
      version: answer.version,
      notes: answer.commentaries.flatMap(({ source, notes }) =>
        notes.filter((note) => note.from <= verse && verse <= note.to).map((note) => ({ ...note, source })),
      ),
    };
  }

  private async enabledIds(): Promise<CommentaryId[]> {
    const flags = await Promise.all(COMMENTARY_IDS.map((id) => this.deps.enabled(id)));
    return COMMENTARY_IDS.filter((_id, index) => flags[index]);
  }

  private filter(
    answer: ChapterCommentaryResponse,
    on: readonly CommentaryId[],
    source: CommentaryId | undefined,
  ): ChapterCommentaryResponse {
    return {
      ...answer,
      commentaries: answer.commentaries.filter(
        (entry) => on.includes(entry.source.id) && (!source || entry.source.id === source),
      ),
      available: answer.available.filter((entry) => on.includes(entry.id)),
    };
  }

  private async inputs(bookText: string, chapter: number, versionCode?: string): Promise<ChapterInputs> {
    const book = resolveBook(bookText);
    const loaded = versionCode ? await this.deps.version(versionCode) : undefined;
    const system = pairingSystem(loaded?.version.versification ?? 'KJV');
    const mapped = system !== 'KJV' && book.number <= 39;
    const data = mapped ? await this.deps.referenceData.current() : undefined;
    const modules = COMMENTARY_IDS.map((id) => this.deps.module(id) ?? MISSING);
    const sources: object[] = [...modules, ...(loaded && mapped ? [loaded] : []), ...(data ? [data] : [])];
    return { book, chapter, loaded, system, data, sources };
  }

  /** Every commentary's notes on the chapter, from the kept KJV chapters (read from the modules when not). */
  private build({ book, chapter, loaded, system, data }: ChapterInputs): ChapterCommentaryResponse {
    const verseKeys = data ? Array.from(chapterKeys(loaded!, book, chapter)) : this.kjvKeys(book, chapter);
    const commentaries = COMMENTARY_IDS.flatMap((id) => {
      const module = this.deps.module(id);
      if (!module) return [];
      const notesOf = (kjvChapter: number) => this.notesOf(id, module, book, kjvChapter);
      const notes = data
        ? mapNotes(notesOf, data.pairing, system, book.number, chapter, verseKeys)
        : [...notesOf(chapter)];
      return notes.length ? [{ source: presentSource(id), notes }] : [];
    });
    return {
      reference: `${book.name} ${chapter}`,
      book: book.osis,
      chapter,
      version: loaded?.version.code ?? 'kjv',
      verses: verseKeys.map((verseKey) => verseKey % 1000),
      commentaries,
      available: COMMENTARY_IDS.filter((id) => this.deps.module(id)).map(presentSource),
    };
  }

  private notesOf(id: CommentaryId, module: SwordCommentary, book: BookInfo, chapter: number): KjvNote[] {
    const key = `${id} ${book.osis} ${chapter}`;
    const kept = this.kjvChapters.get(key);
    if (kept?.module === module) return kept.notes;
    const notes = kjvNotes(id, module, book.osis, chapter);
    this.kjvChapters.set(key, { module, notes }, htmlWeight(notes));
    return notes;
  }

  /** The verse keys of a KJV chapter; 404 naming what the KJV has. */
  private kjvKeys(book: BookInfo, chapter: number): number[] {
    const chapters = KJV.chapterCount(book.osis);
    if (!chapters) throw errors.passageNotFound(`The commentaries have no notes on ${book.name}`);
    if (chapter > chapters)
      throw errors.passageNotFound(`${book.name} has ${chapters} chapter${chapters === 1 ? '' : 's'}`);
    const count = KJV.verseCount(book.osis, chapter);
    return Array.from({ length: count }, (_v, index) => book.number * 1_000_000 + chapter * 1000 + index + 1);
  }
}

/** What a list of notes weighs in memory, about: its HTML's UTF-16. */
function htmlWeight(notes: readonly { html: string }[]): number {
  return notes.reduce((total, note) => total + note.html.length * 2, 0);
}
