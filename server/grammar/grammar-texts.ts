import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hebrewRoots } from '../../core/grammar/hebrew-roots';
import { WordIndex, type WordRow } from '../../core/grammar/word-index';
import { type QereRow, readWithQere } from '../../core/grammar/qere';
import { verseKey, bookByOsis } from '../../core/bible/books';
import { OSHB_DIRECTORY, readOshbQere } from '../../ingest/readers/oshb';
import { WordSearch } from '../../core/grammar/word-search';
import type { Renderings } from '../../core/grammar/grammar-counts';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { ReferenceDataStore } from '../reader/reference-data';
import { kjvRenderings } from './grammar-renderings';

/** Where bibledit-data installs the OSHB lexicon, whose LexicalIndex.xml gives the Hebrew roots (decision 352). */
export const LEXICAL_INDEX_FILE = path.join('/usr/share/bibledit/sources/hebrewlexicon', 'LexicalIndex.xml');

/** Which reading of the Hebrew Bible's words is searched and counted: the written (ketiv) or the read (qere). */
export type Reading = 'ketiv' | 'qere';

/** Whether a version carries word-level grammar: an original text with morphology (wlc, sblgnt, tr). */
export function hasGrammar(loaded: LoadedVersion): boolean {
  return loaded.version.hasMorphology && loaded.version.language !== 'en';
}

/** A version's rows, verse by verse from its packed texts, for the word index. */
function* wordRows(loaded: LoadedVersion): Generator<WordRow> {
  for (const key of loaded.index.data.keys) {
    const verse = loaded.verse(key);
    if (verse) yield { key, text: verse.text, tokens: verse.tokens };
  }
}

/**
 * The word-level indexes of the parsed texts (decision 351), each built on the first grammatical search of its
 * version and dropped with it when an import replaces the loaded version; and the KJV renderings of their
 * words, built on the first breakdown asked.
 */
export class GrammarTexts {
  private readonly built = new WeakMap<LoadedVersion, Promise<WordSearch>>();
  /** The Hebrew Bible read with its qere, built on the first search that asks for it (decision 406). */
  private readonly builtQere = new WeakMap<LoadedVersion, Promise<WordSearch>>();
  private readonly renderings = new WeakMap<WordSearch, Promise<Renderings | undefined>>();
  /** What the promises above resolved to, for answers found without waiting (decision 409). */
  private readonly resolved = new WeakMap<Promise<WordSearch>, WordSearch>();
  private readonly renderingsResolved = new WeakMap<WordSearch, Renderings | null>();
  private roots: Map<string, string> | undefined;
  private qere: Promise<Map<number, QereRow[]>> | undefined;

  constructor(
    private readonly registry: IndexRegistry,
    private readonly referenceData: ReferenceDataStore,
    private readonly log: FastifyBaseLogger,
    private readonly lexicalIndexFile = LEXICAL_INDEX_FILE,
    private readonly qereDirectory = OSHB_DIRECTORY,
  ) {}

  /** Whether a version has a qere to read: the Hebrew Bible (its qere come from the OSHB files). */
  static hasQere(loaded: LoadedVersion): boolean {
    return hasGrammar(loaded) && loaded.version.language === 'he';
  }

  /**
   * The word search of a parsed text, in the reading asked where it has two (the ketiv otherwise); undefined for
   * a version without word-level grammar.
   */
  wordsOf(loaded: LoadedVersion, reading: Reading = 'ketiv'): Promise<WordSearch> | undefined {
    if (!hasGrammar(loaded)) return undefined;
    const qere = reading === 'qere' && GrammarTexts.hasQere(loaded);
    const built = qere ? this.builtQere : this.built;
    let words = built.get(loaded);
    if (!words) {
      const building = this.build(loaded, qere);
      words = building;
      built.set(loaded, building);
      building.then(
        (search) => this.resolved.set(building, search),
        () => built.delete(loaded),
      );
    }
    return words;
  }

  /**
   * The word search and the KJV renderings `wordsOf` and `renderingsOf` would answer, without waiting: undefined
   * until both are built (renderings null without a KJV).
   */
  builtNow(
    loaded: LoadedVersion,
    reading: Reading = 'ketiv',
  ): { words: WordSearch; renderings: Renderings | null } | undefined {
    const qere = reading === 'qere' && GrammarTexts.hasQere(loaded);
    const building = (qere ? this.builtQere : this.built).get(loaded);
    const words = building && this.resolved.get(building);
    const renderings = words && this.renderingsResolved.get(words);
    return words && renderings !== undefined ? { words, renderings } : undefined;
  }

  /** Each word's KJV rendering, or undefined when the KJV is not installed. */
  renderingsOf(loaded: LoadedVersion, words: WordSearch): Promise<Renderings | undefined> {
    let renderings = this.renderings.get(words);
    if (!renderings) {
      renderings = this.buildRenderings(loaded, words);
      this.renderings.set(words, renderings);
      renderings.then(
        (built) => this.renderingsResolved.set(words, built ?? null),
        () => this.renderings.delete(words),
      );
    }
    return renderings;
  }

  private async build(loaded: LoadedVersion, qere: boolean): Promise<WordSearch> {
    const started = performance.now();
    const { glosses } = await this.referenceData.current();
    const roots = loaded.version.language === 'he' ? this.hebrewRoots() : undefined;
    const rows = qere ? readWithQere(wordRows(loaded), await this.qereReadings()) : undefined;
    const index = WordIndex.build(rows ?? wordRows(loaded), loaded.index.data.keys, {
      lexicon: (strongs) => glosses.get(strongs),
      rootOf: roots && ((strongs) => roots.get(strongs)),
    });
    this.log.info(
      {
        version: loaded.version.code,
        reading: qere ? 'qere' : undefined,
        qere: rows?.counts,
        words: index.wordCount,
        megabytes: Math.round(index.bytes / 1e5) / 10,
        ms: Math.round(performance.now() - started),
      },
      'word-level index built',
    );
    return new WordSearch(index);
  }

  /** The OSHB files' qere by verse (WLC numbering), as the word index takes them; none without the files. */
  private qereReadings(): Promise<Map<number, QereRow[]>> {
    this.qere ??= (async () => {
      const byKey = new Map<number, QereRow[]>();
      if (!existsSync(this.qereDirectory)) return byKey;
      for (const reading of await readOshbQere(this.qereDirectory)) {
        const book = bookByOsis(reading.book);
        if (!book) continue;
        const key = verseKey(book.number, reading.chapter, reading.verse);
        const row: QereRow = {
          at: reading.at,
          ketiv: reading.ketiv,
          words: reading.words.map((word) => ({
            t: word.text,
            s: word.strongs,
            m: word.morph,
            l: word.lemma,
          })),
        };
        byKey.set(key, [...(byKey.get(key) ?? []), row]);
      }
      return byKey;
    })();
    return this.qere;
  }

  private hebrewRoots(): Map<string, string> {
    if (!this.roots) {
      this.roots = existsSync(this.lexicalIndexFile)
        ? hebrewRoots(readFileSync(this.lexicalIndexFile, 'utf8'))
        : new Map();
    }
    return this.roots;
  }

  private async buildRenderings(loaded: LoadedVersion, words: WordSearch): Promise<Renderings | undefined> {
    const kjv = await this.registry.get('kjv');
    if (!kjv) return undefined;
    const { pairing } = await this.referenceData.current();
    return kjvRenderings(loaded, kjv, words.index, pairing);
  }
}
