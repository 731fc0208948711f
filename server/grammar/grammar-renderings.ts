import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { OriginalWord } from '../../core/api/reader';
import { pairingSystem, type VersePairing } from '../../core/bible/verse-pairing';
import type { Renderings } from '../../core/grammar/grammar-counts';
import { bothReadingsOf, type QereRow } from '../../core/grammar/qere';
import type { WordIndex, WordRow } from '../../core/grammar/word-index';
import { normaliseStrongs } from '../../core/bible/strongs';
import { segmentVerse } from '../../core/search/segments';
import type { LoadedVersion } from '../bible-index/loaded-version';
import { alignReverse } from '../reader/interlinear.align';

/** Verses aligned between two turns given back to the requests. */
const VERSES_A_TURN = 500;

/**
 * The KJV's English for every word of an original text (decision 353), by the reverse interlinear's alignment
 * (`alignReverse`: each English piece takes the original words carrying its Strong's numbers), verse by verse
 * through the verse map; a word no English piece takes has none. Built once a loaded version, in turns. In a
 * text with two readings (`qere` given, decision 406) each is aligned in turn: the written words take the
 * renderings of the written verse, the words read in their place those of the verse as read.
 */
export async function kjvRenderings(
  source: LoadedVersion,
  kjv: LoadedVersion,
  index: WordIndex,
  pairing: VersePairing,
  qere?: ReadonlyMap<number, readonly QereRow[]>,
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
    const key = index.keys[verse]!;
    const written = source.tokens(key);
    const readings = qere?.get(key);
    const tokens: WordRow['tokens'] = readings
      ? bothReadingsOf({ key, text: '', tokens: written }, readings)
      : written;
    if (tokens.length !== word - first) continue;
    const segments = pairing.pair(key, from, 'KJV').flatMap((kjvKey) => {
      const english = kjv.verse(kjvKey);
      return english ? segmentVerse(english.text, english.tokens) : [];
    });
    if (segments.length === 0) continue;
    // The words of one reading aligned together: the written verse, then the verse as read, whose words read
    // but not written alone take their renderings from it.
    const passes: { leaveOut?: 'ketiv' | 'qere'; keep?: 'qere' }[] = readings
      ? [{ leaveOut: 'qere' }, { leaveOut: 'ketiv', keep: 'qere' }]
      : [{}];
    for (const { leaveOut, keep } of passes) {
      const places = tokens.flatMap((token, at) => (leaveOut && token.only === leaveOut ? [] : [at]));
      const originals = places.map((at) => originalOf(tokens[at]!));
      alignReverse(segments, originals);
      originals.forEach((original, at) => {
        const place = places[at]!;
        if (keep && tokens[place]!.only !== keep) return;
        const text = original.rendering?.replace(/^[\s,.;:!?()]+|[\s,.;:!?()]+$/g, '');
        if (!text) return;
        let id = textIds.get(text);
        if (id === undefined) {
          id = texts.push(text) - 1;
          textIds.set(text, id);
        }
        ids[first + place] = id;
      });
    }
  }
  return { ids, texts };
}

/** An original word as the alignment takes it: its text and Strong's numbers. */
function originalOf(token: WordRow['tokens'][number]): OriginalWord {
  return {
    text: token.t,
    strongs: (token.s ?? []).flatMap((number) => normaliseStrongs(number) ?? []),
    lemma: null,
    transliteration: null,
    morph: null,
    morphology: null,
    gloss: null,
    rendering: null,
  };
}
