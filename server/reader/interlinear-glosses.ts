import { FUNCTION_WORD_GLOSSES } from '../../core/lexicon/function-word-glosses';
import { KjvRenderings, learnerGlossOf, type TokenReading } from '../../core/lexicon/learner-gloss';
import { parseQuery } from '../../core/search/query';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { GlossEntry } from './reference-data';

/** Token texts kept read at most (a few MB): the KJV has about 60,000 distinct tagged token texts. */
const MAX_READINGS = 20_000;

/** Verses of the KJV read at most for one number's renderings. */
const SAMPLE_VERSES = 400;

/**
 * The interlinear's gloss of each Strong's number: the learner gloss of the word lists (decision 107), weighed
 * against the KJV's own renderings of the number, never a cut of the dictionary's definition (decision 263).
 * Worked out on first use, a number at a time, and kept while the same KJV, original text and dictionary are
 * loaded: about 14,000 short strings at most.
 */
export class InterlinearGlosses {
  private kept = new Map<string, string | null>();
  private keptFor: readonly unknown[] = [];
  /** Token texts read once for every number (`KjvRenderings`): the KJV's phrases recur across numbers. */
  private readings = new Map<string, TokenReading>();

  /**
   * The gloss of the first of `numbers` the dictionary has, or null. `verb` says the word in hand is parsed as a
   * verb: the Greek dictionary gives no part of speech, and a verb's gloss reads "to believe".
   */
  glossOf(
    numbers: readonly string[],
    verb: boolean,
    glosses: Map<string, GlossEntry>,
    original: LoadedVersion,
    kjv: LoadedVersion | undefined,
  ): string | null {
    if (this.keptFor[0] !== glosses || this.keptFor[1] !== original || this.keptFor[2] !== kjv) {
      this.kept = new Map();
      this.readings = new Map();
      this.keptFor = [glosses, original, kjv];
    }
    const number = numbers.find((candidate) => glosses.has(candidate));
    if (!number) return null;
    let gloss = this.kept.get(number);
    if (gloss === undefined) {
      gloss = this.work(number, glosses.get(number)!, verb, original, kjv) || null;
      this.kept.set(number, gloss);
    }
    return gloss;
  }

  private work(
    number: string,
    entry: GlossEntry,
    verb: boolean,
    original: LoadedVersion,
    kjv: LoadedVersion | undefined,
  ) {
    // A function word's gloss is given: its thousands of verses need not be read.
    const given = FUNCTION_WORD_GLOSSES[number];
    if (given) return given;
    // The token texts read are shared across numbers, within a bound.
    if (this.readings.size > MAX_READINGS) this.readings = new Map();
    const query = parseQuery(number);
    if ('error' in query) return entry.sense;
    // Verses are what both sides count: the KJV's renderings are tallied once per verse.
    const occurrences = original.index.search(query, { limit: 0 }).total;
    let renderings: KjvRenderings | undefined;
    // A frequent number is weighed on an even sample of its verses: the top renderings of 400 verses are
    // those of 6,000 (יְהוָה, אָמַר), at a fifteenth of the reading.
    let step = 1;
    if (kjv) {
      renderings = new KjvRenderings(this.readings);
      const { results } = kjv.index.search(query, { limit: Number.MAX_SAFE_INTEGER });
      step = Math.max(1, Math.ceil(results.length / SAMPLE_VERSES));
      for (let at = 0; at < results.length; at += step) {
        renderings.addVerse(kjv.tokens(results[at]!.key), number);
      }
    }
    return learnerGlossOf(
      { strongs: number, sense: entry.sense, isVerb: entry.isVerb || verb, occurrences: occurrences / step },
      renderings,
    );
  }
}
