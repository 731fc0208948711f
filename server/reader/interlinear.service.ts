import type { InterlinearResponse, InterlinearVerse } from '../../core/api/reader';
import { formatReference } from '../../core/reference/format-reference';
import { errors } from '../errors';
import { KeptJson } from '../http/kept-json';
import type { SearchService } from '../search/search.service';
import { outlineOf } from './chapter-outline';
import { alignReverse, originalWords } from './interlinear.align';
import { InterlinearGlosses } from './interlinear-glosses';
import { presentVersion } from './reader.present';
import { chapterLink, presentBook } from '../../core/bible/chapter-links';
import { chapterKeys, resolveBook } from './reader.service';
import type { ReferenceDataStore } from './reference-data';
import { verseSegments } from './segment-cache';
import { pairingSystem } from '../../core/bible/verse-pairing';
import { CACHE_BUDGET } from '../http/cache-budget';

/**
 * The original texts an interlinear can show, by testament; the first installed is the default. The Greek
 * defaults to the SBLGNT, printed with its accents and breathings; the only Textus Receptus to be had here has
 * none (decision 263).
 */
export const ORIGINAL_SOURCES = { OT: ['wlc'], NT: ['sblgnt', 'tr'] } as const;

/** The interlinear: original words with number, morphology and gloss, and the reverse interlinear. */
export class InterlinearService {
  constructor(
    private readonly search: SearchService,
    private readonly referenceData: ReferenceDataStore,
  ) {}

  private readonly glosses = new InterlinearGlosses();

  /** Interlinears' JSON: 200 chapters, at most 24 MB. */
  private readonly kept = new KeptJson(CACHE_BUDGET.interlinears.answers, CACHE_BUDGET.interlinears.bytes);

  /**
   * What a chapter in the English version's numbering, aligned with the Hebrew (OT) or Greek (NT) text, is
   * built from; 400 for a source of the other testament or an English text without Strong's numbers.
   */
  private async sources(bookText: string, options: { source?: string; english?: string }) {
    const book = resolveBook(bookText);
    const allowed: readonly string[] = ORIGINAL_SOURCES[book.testament];
    const sourceCode = options.source ?? (await this.firstInstalled(allowed));
    if (!allowed.includes(sourceCode)) {
      const testament = book.testament === 'OT' ? 'Old' : 'New';
      throw errors.validation(`source must be ${allowed.join(' or ')} for the ${testament} Testament`);
    }
    const english = await this.search.version(options.english ?? 'kjv');
    if (!english.version.hasStrongs) {
      throw errors.validation(
        `${english.version.name} has no Strong's numbers to align with the original text`,
      );
    }
    const source = await this.search.version(sourceCode);
    // The glosses weigh the KJV's renderings whichever English is shown (it may be another tagged text).
    const kjv =
      english.version.code === 'kjv' ? english : await this.search.version('kjv').catch(() => undefined);
    return { book, english, source, kjv, data: await this.referenceData.current() };
  }

  /** The first of `codes` that is installed, else the first (whose absence the caller then reports). */
  private async firstInstalled(codes: readonly string[]): Promise<string> {
    for (const code of codes) {
      const installed = await this.search.version(code).then(
        () => true,
        () => false,
      );
      if (installed) return code;
    }
    return codes[0]!;
  }

  /** A chapter's interlinear (see `chapterJson` for the same as kept JSON). */
  async chapter(
    bookText: string,
    chapter: number,
    options: { source?: string; english?: string },
  ): Promise<InterlinearResponse> {
    return this.build(await this.sources(bookText, options), chapter);
  }

  /**
   * The chapter's interlinear as JSON, kept for its next reader while the same texts and reference data are
   * loaded (decision 216): the alignment and the 50-200 KB of JSON cost 2-5 ms a chapter.
   */
  async chapterJson(
    bookText: string,
    chapter: number,
    options: { source?: string; english?: string },
  ): Promise<Buffer> {
    const sources = await this.sources(bookText, options);
    const { book, english, source, kjv, data } = sources;
    const key = `${book.number} ${chapter} ${english.version.code} ${source.version.code}`;
    return this.kept.answer(key, [english, source, data, ...(kjv ? [kjv] : [])], () =>
      this.build(sources, chapter),
    );
  }

  private build(
    { book, english, source, kjv, data }: Awaited<ReturnType<InterlinearService['sources']>>,
    chapter: number,
  ): InterlinearResponse {
    const keys = chapterKeys(english, book, chapter);
    const { pairing, glosses } = data;
    const glossOf = (numbers: readonly string[], verb: boolean) =>
      this.glosses.glossOf(numbers, verb, glosses, source, kjv);
    const from = pairingSystem(english.version.versification);
    const to = pairingSystem(source.version.versification);
    const verses = Array.from(keys).flatMap((key): InterlinearVerse[] => {
      if (!english.has(key)) return [];
      const sourceKeys = pairing.pair(key, from, to);
      const tokens = sourceKeys.flatMap((sourceKey) => source.tokens(sourceKey));
      const words = originalWords(tokens, glosses, glossOf);
      const { english: pieces, unmatched } = alignReverse(verseSegments(english, key) ?? [], words);
      const moved = sourceKeys.length !== 1 || sourceKeys[0] !== key;
      return [
        {
          id: key,
          verse: key % 1000,
          reference: formatReference(key),
          originalReference: moved ? sourceKeys.map(formatReference).join('; ') || null : null,
          words,
          english: pieces,
          unmatched,
        },
      ];
    });
    const outline = outlineOf(english);
    const previous = outline.neighbour(book.number, chapter, -1);
    const next = outline.neighbour(book.number, chapter, 1);
    return {
      reference: `${book.name} ${chapter}`,
      book: presentBook(book, outline.chapters(book.number)),
      chapter,
      source: presentVersion(source.version),
      english: presentVersion(english.version),
      verses,
      previous: previous ? chapterLink(previous.book, previous.chapter) : null,
      next: next ? chapterLink(next.book, next.chapter) : null,
    };
  }
}
