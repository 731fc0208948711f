import type { VerseAllResponse, VerseInVersion } from '../../core/api/verse-all';
import { verseKey } from '../../core/bible/books';
import { pairingSystem } from '../../core/bible/verse-pairing';
import { formatReference } from '../../core/reference/format-reference';
import { segmentVerse } from '../../core/search/segments';
import { wordChanges } from '../../core/verse-all/word-diff';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { CommentaryService } from '../commentary/commentary.service';
import type { DictionaryService } from '../dictionary/dictionary.service';
import type { TopicsService } from '../topics/topics.service';
import type { CrossReferencesService } from '../cross-references/cross-references.service';
import { AppError, errors } from '../errors';
import { resolveBook } from '../reader/reader.service';
import type { ReferenceDataStore } from '../reader/reference-data';

/** Languages shown as the original-language line (Hebrew, Aramaic, Greek). */
const ORIGINAL_LANGUAGES = new Set(['he', 'hbo', 'heb', 'arc', 'grc', 'el']);
/** Cross-references shown on the page, strongest first (the panel in the reader shows them all). */
export const PAGE_LINKS = 10;
/** The base every version is compared with. */
const BASE = 'kjv';

export interface VerseAllDeps {
  versions: () => Promise<LoadedVersion[]>;
  referenceData: ReferenceDataStore;
  crossReferences: () => CrossReferencesService;
  commentary: () => CommentaryService;
  topics: () => TopicsService;
  dictionary: () => DictionaryService;
}

/**
 * One verse in every installed version (issue 38, decision 310): each version's text through the verse maps,
 * the English ones compared word by word with the KJV, the Hebrew and Greek with their Strong's numbers, and
 * the verse's strongest cross-references and its commentary notes. All from what is loaded in memory.
 */
export class VerseAllService {
  constructor(private readonly deps: VerseAllDeps) {}

  async verse(bookText: string, chapter: number, verse: number): Promise<VerseAllResponse> {
    const book = resolveBook(bookText);
    const key = verseKey(book.number, chapter, verse);
    const reference = formatReference(key);
    const [loaded, { pairing }] = await Promise.all([
      this.deps.versions(),
      this.deps.referenceData.current(),
    ]);
    const ordered = [...loaded].sort(
      (a, b) => Number(b.version.code === BASE) - Number(a.version.code === BASE),
    );
    const kjvText = ordered[0]?.version.code === BASE ? ordered[0].text(key) : undefined;
    const versions: VerseInVersion[] = ordered.map((version) => {
      const system = pairingSystem(version.version.versification);
      const keys = system === 'KJV' ? [key] : pairing.pair(key, 'KJV', system);
      const found = keys.filter((each) => version.has(each));
      const text = found.length ? found.map((each) => version.text(each) ?? '').join(' ') : null;
      const original = ORIGINAL_LANGUAGES.has(version.version.language);
      const entry: VerseInVersion = {
        code: version.version.code,
        name: version.version.name,
        language: version.version.language,
        direction: version.version.direction,
        reference: found.length ? found.map(formatReference).join(', ') : reference,
        renumbered: found.length > 0 && (found.length !== 1 || found[0] !== key),
        text,
        original,
      };
      if (text !== null && original) {
        entry.segments = found.flatMap((each) => {
          const stored = version.verse(each)!;
          return segmentVerse(stored.text, stored.tokens);
        });
      }
      if (
        text !== null &&
        kjvText !== undefined &&
        version.version.code !== BASE &&
        version.version.language === 'en'
      )
        entry.changes = wordChanges(kjvText, text);
      return entry;
    });
    if (!versions.some((entry) => entry.text !== null))
      throw errors.passageNotFound(`No installed version has ${reference}`);
    const [crossReferences, commentary, topics, dictionary] = await Promise.all([
      this.crossReferences(book.osis, chapter, verse),
      this.commentary(book.osis, chapter, verse),
      this.deps.topics().topicsForVerse(key),
      kjvText === undefined ? [] : this.deps.dictionary().entriesForText(kjvText),
    ]);
    return {
      reference,
      book: book.osis,
      chapter,
      verse,
      versions,
      crossReferences,
      commentary,
      topics,
      dictionary,
    };
  }

  private async crossReferences(book: string, chapter: number, verse: number) {
    try {
      const answer = await this.deps.crossReferences().verse(BASE, book, chapter, verse, {
        limit: PAGE_LINKS,
        negative: false,
        direction: 'from',
      });
      return {
        total: answer.total,
        links: answer.links.map((link) => ({
          reference: link.reference,
          book: link.book,
          chapter: link.chapter,
          verse: link.verse,
          votes: link.votes,
          text: link.found ? link.preview.map((each) => each.text).join(' ') : null,
        })),
        credit: { text: answer.credit.text, url: answer.credit.url, licence: answer.credit.licence },
      };
    } catch (error) {
      // Cross-references off, removed, or the KJV not installed: the page goes without them.
      if (error instanceof AppError && error.statusCode < 500) return null;
      throw error;
    }
  }

  private async commentary(book: string, chapter: number, verse: number) {
    try {
      const answer = await this.deps.commentary().verse(book, chapter, verse);
      return answer.notes.map((note) => ({
        source: note.source.name,
        heading: note.heading,
        html: note.html,
      }));
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) return [];
      throw error;
    }
  }
}
