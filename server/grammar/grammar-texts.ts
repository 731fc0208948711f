import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hebrewRoots } from '../../core/grammar/hebrew-roots';
import { WordIndex, type WordRow } from '../../core/grammar/word-index';
import { type QereRow, type Reading, withQere } from '../../core/grammar/qere';
import { OSHB_DIRECTORY, qereRowsByVerse, readOshbQere } from '../../ingest/readers/oshb';
import { WordSearch } from '../../core/grammar/word-search';
import type { Renderings } from '../../core/grammar/grammar-counts';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { ReferenceDataStore } from '../reader/reference-data';
import { kjvRenderings } from './grammar-renderings';

/** Where bibledit-data installs the OSHB lexicon, whose LexicalIndex.xml gives the Hebrew roots (decision 352). */
export const LEXICAL_INDEX_FILE = path.join('/usr/share/bibledit/sources/hebrewlexicon', 'LexicalIndex.xml');

export type { Reading };

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
 * words, built on the first breakdown asked. The Hebrew Bible's one index holds both its readings, the written
 * and the read (decision 406): a search of each reading is a `WordSearch` over it.
 */
export class GrammarTexts {
  private readonly built = new WeakMap<LoadedVersion, Promise<WordIndex>>();
  private readonly searches = new WeakMap<WordIndex, Map<Reading, WordSearch>>();
  private readonly renderings = new WeakMap<WordIndex, Promise<Renderings | undefined>>();
  /** What the promises above resolved to, for answers found without waiting (decision 409). */
  private readonly resolved = new WeakMap<Promise<WordIndex>, WordIndex>();
  private readonly renderingsResolved = new WeakMap<WordIndex, Renderings | null>();
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
    let index = this.built.get(loaded);
    if (!index) {
      const building = this.build(loaded);
      index = building;
      this.built.set(loaded, building);
      building.then(
        (built) => this.resolved.set(building, built),
        () => this.built.delete(loaded),
      );
    }
    return index.then((built) => this.searchOf(built, reading));
  }

  /**
   * The word search and the KJV renderings `wordsOf` and `renderingsOf` would answer, without waiting: undefined
   * until both are built (renderings null without a KJV).
   */
  builtNow(
    loaded: LoadedVersion,
    reading: Reading = 'ketiv',
  ): { words: WordSearch; renderings: Renderings | null } | undefined {
    const building = this.built.get(loaded);
    const index = building && this.resolved.get(building);
    const renderings = index && this.renderingsResolved.get(index);
    return index && renderings !== undefined
      ? { words: this.searchOf(index, reading), renderings }
      : undefined;
  }

  /** Each word's KJV rendering, or undefined when the KJV is not installed. */
  renderingsOf(loaded: LoadedVersion, words: WordSearch): Promise<Renderings | undefined> {
    const index = words.index;
    let renderings = this.renderings.get(index);
    if (!renderings) {
      renderings = this.buildRenderings(loaded, index);
      this.renderings.set(index, renderings);
      renderings.then(
        (built) => this.renderingsResolved.set(index, built ?? null),
        () => this.renderings.delete(index),
      );
    }
    return renderings;
  }

  /** The search of one reading of an index, made once (a text of one reading is searched as its ketiv). */
  private searchOf(index: WordIndex, reading: Reading): WordSearch {
    const counted = index.only ? reading : 'ketiv';
    let searches = this.searches.get(index);
    if (!searches) {
      searches = new Map();
      this.searches.set(index, searches);
    }
    let search = searches.get(counted);
    if (!search) {
      search = new WordSearch(index, counted);
      searches.set(counted, search);
    }
    return search;
  }

  private async build(loaded: LoadedVersion): Promise<WordIndex> {
    const started = performance.now();
    const { glosses } = await this.referenceData.current();
    const roots = loaded.version.language === 'he' ? this.hebrewRoots() : undefined;
    const rows = GrammarTexts.hasQere(loaded)
      ? withQere(wordRows(loaded), await this.qereReadings())
      : undefined;
    const index = WordIndex.build(rows ?? wordRows(loaded), loaded.index.data.keys, {
      lexicon: (strongs) => glosses.get(strongs),
      rootOf: roots && ((strongs) => roots.get(strongs)),
    });
    this.log.info(
      {
        version: loaded.version.code,
        qere: rows?.counts,
        words: index.wordCount,
        megabytes: Math.round(index.bytes / 1e5) / 10,
        ms: Math.round(performance.now() - started),
      },
      'word-level index built',
    );
    return index;
  }

  /** The OSHB files' qere by verse (WLC numbering), as the word index takes them; none without the files. */
  private qereReadings(): Promise<Map<number, QereRow[]>> {
    this.qere ??= (async () =>
      existsSync(this.qereDirectory) ? qereRowsByVerse(await readOshbQere(this.qereDirectory)) : new Map())();
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

  private async buildRenderings(loaded: LoadedVersion, index: WordIndex): Promise<Renderings | undefined> {
    const kjv = await this.registry.get('kjv');
    if (!kjv) return undefined;
    const { pairing } = await this.referenceData.current();
    const qere = GrammarTexts.hasQere(loaded) ? await this.qereReadings() : undefined;
    return kjvRenderings(loaded, kjv, index, pairing, qere);
  }
}
