import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { hebrewRoots } from '../../core/grammar/hebrew-roots';
import { WordIndex, type WordRow } from '../../core/grammar/word-index';
import { WordSearch } from '../../core/grammar/word-search';
import type { Renderings } from '../../core/grammar/grammar-counts';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { ReferenceDataStore } from '../reader/reference-data';
import { kjvRenderings } from './grammar-renderings';

/** Where bibledit-data installs the OSHB lexicon, whose LexicalIndex.xml gives the Hebrew roots (decision 352). */
export const LEXICAL_INDEX_FILE = path.join('/usr/share/bibledit/sources/hebrewlexicon', 'LexicalIndex.xml');

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
  private readonly renderings = new WeakMap<LoadedVersion, Promise<Renderings | undefined>>();
  private roots: Map<string, string> | undefined;

  constructor(
    private readonly registry: IndexRegistry,
    private readonly referenceData: ReferenceDataStore,
    private readonly log: FastifyBaseLogger,
    private readonly lexicalIndexFile = LEXICAL_INDEX_FILE,
  ) {}

  /** The word search of a parsed text; undefined for a version without word-level grammar. */
  wordsOf(loaded: LoadedVersion): Promise<WordSearch> | undefined {
    if (!hasGrammar(loaded)) return undefined;
    let words = this.built.get(loaded);
    if (!words) {
      words = this.build(loaded);
      this.built.set(loaded, words);
      words.catch(() => this.built.delete(loaded));
    }
    return words;
  }

  /** Each word's KJV rendering, or undefined when the KJV is not installed. */
  renderingsOf(loaded: LoadedVersion, words: WordSearch): Promise<Renderings | undefined> {
    let renderings = this.renderings.get(loaded);
    if (!renderings) {
      renderings = this.buildRenderings(loaded, words);
      this.renderings.set(loaded, renderings);
      renderings.catch(() => this.renderings.delete(loaded));
    }
    return renderings;
  }

  private async build(loaded: LoadedVersion): Promise<WordSearch> {
    const started = performance.now();
    const { glosses } = await this.referenceData.current();
    const roots = loaded.version.language === 'he' ? this.hebrewRoots() : undefined;
    const index = WordIndex.build(wordRows(loaded), loaded.index.data.keys, {
      lexicon: (strongs) => glosses.get(strongs),
      rootOf: roots && ((strongs) => roots.get(strongs)),
    });
    this.log.info(
      {
        version: loaded.version.code,
        words: index.wordCount,
        megabytes: Math.round(index.bytes / 1e5) / 10,
        ms: Math.round(performance.now() - started),
      },
      'word-level index built',
    );
    return new WordSearch(index);
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
