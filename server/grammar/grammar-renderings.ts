import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { OriginalWord } from '../../core/api/reader';
import { pairingSystem, type VersePairing } from '../../core/bible/verse-pairing';
import type { Renderings } from '../../core/grammar/grammar-counts';
import type { WordIndex } from '../../core/grammar/word-index';
import { normaliseStrongs } from '../../core/bible/strongs';
import { segmentVerse } from '../../core/search/segments';
import type { LoadedVersion } from '../bible-index/loaded-version';
import { alignReverse } from '../reader/interlinear.align';

/** Verses aligned between two turns given back to the requests. */
const VERSES_A_TURN = 500;

/**
 * The KJV's English for every word of an original text (decision 353), by the reverse interlinear's alignment
 * (`alignReverse`: each English piece takes the original words carrying its Strong's numbers), verse by verse
 * through the verse map; a word no English piece takes has none. Built once a loaded version, in turns.
 */
export async function kjvRenderings(
  source: LoadedVersion,
  kjv: LoadedVersion,
  index: WordIndex,
  pairing: VersePairing,
): Promise<Renderings> {
  const ids = new Uint32Array(index.wordCount);
  const texts = [''];
  const textIds = new Map<string, number>();
  const from = pairingSystem(source.version.versification);
  let word = 0;
  for (let verse = 0; verse < index.keys.length; verse++) {
    if (verse % VERSES_A_TURN === VERSES_A_TURN - 1) await yieldToRequests();
    const first = word;
    while (word < index.wordCount && index.verseOf[word] === verse) word++;
    if (word === first) continue;
    const tokens = source.tokens(index.keys[verse]!);
    if (tokens.length !== word - first) continue;
    const originals = tokens.map((token): OriginalWord => ({
      text: token.t,
      strongs: (token.s ?? []).flatMap((number) => normaliseStrongs(number) ?? []),
      lemma: null,
      transliteration: null,
      morph: null,
      morphology: null,
      gloss: null,
      rendering: null,
    }));
    const segments = pairing.pair(index.keys[verse]!, from, 'KJV').flatMap((key) => {
      const english = kjv.verse(key);
      return english ? segmentVerse(english.text, english.tokens) : [];
    });
    if (segments.length === 0) continue;
    alignReverse(segments, originals);
    originals.forEach((original, at) => {
      const text = original.rendering?.replace(/^[\s,.;:!?()]+|[\s,.;:!?()]+$/g, '');
      if (!text) return;
      let id = textIds.get(text);
      if (id === undefined) {
        id = texts.push(text) - 1;
        textIds.set(text, id);
      }
      ids[first + at] = id;
    });
  }
  return { ids, texts };
}
