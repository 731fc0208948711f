import type { GrammarHit, GrammarResponse } from '../../core/api/grammar';
import { bookByNumber } from '../../core/bible/books';
import { pairingSystem } from '../../core/bible/verse-pairing';
import {
  grammarCounts,
  matchedWords,
  positiveWordNodes,
  type Renderings,
} from '../../core/grammar/grammar-counts';
import type { WordSearch } from '../../core/grammar/word-search';
import { describeFeatures } from '../../core/morphology/grammar-vocabulary';
import { formatReference } from '../../core/reference/format-reference';
import { hasWordLevelTerms } from '../../core/search/grammar-query';
import { mentionsPersonalTerms } from '../../core/search/personal-terms';
import { fieldData } from '../../core/search/query-fields';
import { errors } from '../errors';
import { CACHE_BUDGET } from '../http/cache-budget';
import { KeptJson } from '../http/kept-json';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { ReferenceDataStore } from '../reader/reference-data';
import type { SearchService } from '../search/search.service';
import { GrammarTexts, hasGrammar, type Reading } from './grammar-texts';

export interface GrammarOptions {
  q: string;
  version?: string;
  page: number;
  limit: number;
  /** The Hebrew Bible's written words (ketiv, the default) or the words read in their place (qere). */
  reading?: Reading;
}

/** What the Hebrew Bible's counts count where the text has a ketiv and a qere (decisions 353, 406). */
const COUNTED: Record<Reading, string> = {
  ketiv:
    'The written text (ketiv) is counted. Choose the read text (qere) to count the margin’s readings in place of the words they correct.',
  qere: 'The read text (qere) is counted: the margin’s readings take the place of the words they correct. Verses show the written text, so a qere word is listed but not lit in it.',
};

/**
 * A query whose answer also depends on what no source object marks (a reader's marks, the topics' setting):
 * never kept.
 */
const UNKEPT_QUERY = /(?:^|[\s(])topic:/i;

/** The grammatical concordance: counts, breakdowns and a page of hits for `lemma:`, `root:`, `morph:`, `near:`. */
export class GrammarService {
  constructor(
    private readonly search: SearchService,
    private readonly texts: GrammarTexts,
    private readonly registry: IndexRegistry,
    private readonly referenceData: ReferenceDataStore,
  ) {}

  /** Answers' JSON, kept (decision 400): a repeated query skips its counts and its serialisation. */
  private readonly kept = new KeptJson(
    CACHE_BUDGET.grammarAnswers.answers,
    CACHE_BUDGET.grammarAnswers.bytes,
  );

  /**
   * `answer`'s JSON, kept by the query and options with every object it was built from (the loaded
   * text and its word search, the KJV, the reference data, the renderings, the query fields): a replaced one
   * builds it afresh (decision 400).
   */
  async answerJson(options: GrammarOptions): Promise<Buffer> {
    // The query as written, since the answer repeats it.
    const q = options.q;
    if (UNKEPT_QUERY.test(q) || mentionsPersonalTerms(q))
      return Buffer.from(JSON.stringify(await this.answer(options)));
    const loaded = await this.search.version(options.version ?? defaultText(options.q));
    const reading = GrammarTexts.hasQere(loaded) ? (options.reading ?? 'ketiv') : undefined;
    const words = await this.wordsFor(loaded, reading);
    const renderings = await this.texts.renderingsOf(loaded, words);
    const sources = this.sources(loaded, words, await this.referenceData.current(), renderings);
    return this.kept.answer(keptKey(loaded, reading, options), sources, () => this.answer(options));
  }

  /**
   * The kept JSON of `answerJson`, found without a promise (the route's look-up by URL, decisions 251 and 409):
   * undefined when anything it was built from is not at hand without waiting, or was replaced.
   */
  keptJson(options: GrammarOptions): Buffer | undefined {
    const q = options.q;
    if (UNKEPT_QUERY.test(q) || mentionsPersonalTerms(q)) return undefined;
    const loaded = this.search.loadedNow(options.version ?? defaultText(q));
    if (!loaded) return undefined;
    const reading = GrammarTexts.hasQere(loaded) ? (options.reading ?? 'ketiv') : undefined;
    const built = this.texts.builtNow(loaded, reading);
    const reference = this.referenceData.currentNow();
    if (!built || !reference) return undefined;
    const sources = this.sources(loaded, built.words, reference, built.renderings ?? undefined);
    return this.kept.get(keptKey(loaded, reading, options), sources);
  }

  /** What a kept answer was built from, in one order for both ways of finding it. */
  private sources(
    loaded: LoadedVersion,
    words: WordSearch,
    reference: object,
    renderings: Renderings | undefined,
  ): object[] {
    const kjv = this.registry.loadedNow('kjv');
    const sources: object[] = [loaded, words, reference, fieldData()];
    if (kjv) sources.push(kjv);
    if (renderings) sources.push(renderings);
    return sources;
  }

  /** Answers and bytes of JSON kept. */
  get keptSize(): { answers: number; bytes: number } {
    return this.kept.size;
  }

  /** The word search of a version for the one box; a 400 naming the parsed texts when it has none. */
  async wordsFor(loaded: LoadedVersion, reading?: Reading): Promise<WordSearch> {
    const words = this.texts.wordsOf(loaded, reading);
    if (words) return words;
    throw errors.invalidQuery(await this.notParsedMessage(loaded.version.name));
  }

  /** The same, or undefined for a version without grammar (a search of every version skips it). */
  wordsIfParsed(loaded: LoadedVersion): Promise<WordSearch> | undefined {
    return this.texts.wordsOf(loaded);
  }

  async answer(options: GrammarOptions): Promise<GrammarResponse> {
    const query = this.search.parse(options.q);
    if (query?.kind !== 'search' || !hasWordLevelTerms(query.root)) {
      throw errors.invalidQuery(
        'The grammatical concordance needs lemma:, root:, morph: or near:, for example lemma:ἀγαπάω morph:"aorist imperative"',
      );
    }
    const loaded = await this.search.version(options.version ?? defaultText(options.q));
    const reading = GrammarTexts.hasQere(loaded) ? (options.reading ?? 'ketiv') : undefined;
    const words = await this.wordsFor(loaded, reading);
    const verses = loaded.index.matchingVerses(query, words);
    const matched = matchedWords(words, positiveWordNodes(query.root), verses);
    const renderings = await this.texts.renderingsOf(loaded, words);
    const counts = grammarCounts(words.index, verses, matched, renderings);
    const first = (options.page - 1) * options.limit;
    const pageVerses = verses.subarray(first, first + options.limit);
    return {
      query: options.q,
      version: loaded.version.code,
      versionName: loaded.version.name,
      direction: loaded.version.direction,
      reading: reading ?? null,
      counted: reading ? COUNTED[reading] : 'Every word of the text is counted.',
      verses: counts.verses,
      words: counts.words,
      byBook: counts.byBook.map((row) => ({
        book: bookByNumber(row.book)?.osis ?? String(row.book),
        name: bookByNumber(row.book)?.name ?? `Book ${row.book}`,
        verses: row.verses,
        words: row.words,
      })),
      byForm: counts.byForm,
      byRendering: counts.byRendering,
      page: options.page,
      limit: options.limit,
      results: await this.hits(loaded, words, pageVerses, matched, renderings),
    };
  }

  private async hits(
    loaded: LoadedVersion,
    words: WordSearch,
    verses: Uint32Array,
    matched: Uint32Array,
    renderings: Renderings | undefined,
  ): Promise<GrammarHit[]> {
    const index = words.index;
    const kjv = this.registry.loadedNow('kjv');
    const { pairing } = await this.referenceData.current();
    const from = pairingSystem(loaded.version.versification);
    let at = 0;
    return Array.from(verses, (verse): GrammarHit => {
      const key = index.keys[verse]!;
      while (at < matched.length && index.verseOf[matched[at]!]! < verse) at++;
      let firstWord = matched[at] ?? 0;
      while (firstWord > 0 && index.verseOf[firstWord - 1] === verse) firstWord--;
      const hitWords: GrammarHit['words'] = [];
      for (; at < matched.length && index.verseOf[matched[at]!] === verse; at++) {
        const word = matched[at]!;
        const code = index.codes[index.form[word]!]!;
        const lemma = index.lemmas[index.lemma[word]!]!;
        hitWords.push({
          position: index.writtenPosition(word, firstWord),
          text: index.surfaces[index.surface[word]!]!,
          start: index.spanStart[word]!,
          end: index.spanEnd[word]!,
          lemma: lemma.lemma,
          strongs: lemma.strongs ?? null,
          code: code.code,
          parsing: code.features ? describeFeatures(code.features) : code.code,
          rendering: renderings?.texts[renderings.ids[word]!] || null,
        });
      }
      const kjvKeys = pairing.pair(key, from, 'KJV');
      const kjvText =
        kjv &&
        kjvKeys
          .map((kjvKey) => kjv.text(kjvKey) ?? '')
          .join(' ')
          .trim();
      return {
        id: key,
        reference: formatReference(key),
        text: loaded.text(key) ?? '',
        words: hitWords,
        kjv: kjvText ? { reference: kjvKeys.map(formatReference).join('; '), text: kjvText } : null,
      };
    });
  }

  /** A version without word-level grammar: the message names those that have it. */
  private async notParsedMessage(name: string): Promise<string> {
    const parsed = (await this.registry.all()).filter(hasGrammar);
    const names = parsed.map((version) => `${version.version.name} (${version.version.code})`).join(', ');
    return names
      ? `${name} has no word-level grammar: lemma:, root:, morph: and near: search ${names}`
      : `${name} has no word-level grammar, and no text with it (Hebrew Bible, SBLGNT, Textus Receptus) is installed`;
  }
}

function keptKey(loaded: LoadedVersion, reading: Reading | undefined, options: GrammarOptions): string {
  return `${loaded.version.code}|${reading ?? ''}|${options.page}|${options.limit}|${options.q}`;
}

/** The text a query asks of when it names none: the Hebrew Bible for Hebrew letters, H numbers or `root:`. */
function defaultText(q: string): string {
  return /\p{Script=Hebrew}|\bH\d|root:|morph:"?[HA][A-Z]/u.test(q) ? 'wlc' : 'sblgnt';
}
