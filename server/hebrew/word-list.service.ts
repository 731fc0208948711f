import type {
  OccurrencesResponse,
  VerbEntry,
  VerbsResponse,
  WordEntry,
  WordsResponse,
} from '../../core/api/hebrew';
import { errors } from '../errors';
import { KjvRenderings, learnerGloss, type TokenReading } from '../../core/lexicon/learner-gloss';
import { decodeMainMorpheme } from '../../core/morphology/oshb-main-morpheme';
import { presentWord } from './hebrew.present';
import type { LexiconRow, WordListRepository } from './word-list.repository';

/** The imported Hebrew Bible the lists are derived from. */
export const HEBREW_BIBLE_CODE = 'wlc';
export const MAX_WORDS = 500;
export const MAX_VERBS = 100;

interface LemmaCount {
  strongs: string;
  occurrences: number;
  verbOccurrences: number;
  stems: Map<string, number>;
}

/** The KJV as the glosses read it: its edition and the tokens of every verse carrying a number. */
export interface KjvText {
  editionId: number;
  versesWith(strongs: string): Iterable<readonly { t: string; s?: readonly string[] | null }[]>;
}

/** The installed KJV, or undefined when there is none. */
export type KjvSource = () => Promise<KjvText | undefined>;

interface Derived {
  editionId: number;
  kjvEditionId: number;
  counts: Map<string, LemmaCount>;
  words: WordEntry[];
  verbs: VerbEntry[];
}

/**
 * The shortest useful gloss from a Strong's definition: its first clause, without parenthetical remarks or a
 * leading "properly,". `(absolutely) to create; (qualified) to cut down` → `to create`.
 */
export function shortGloss(definition: string): string {
  const withoutRemarks = definition.replace(/\([^()]*\)/g, '').replace(/\s+/g, ' ');
  const first = withoutRemarks.split(';')[0] ?? '';
  const cleaned = first
    .replace(
      /^\s*(?:perhaps\s+)?(?:properly|by implication|specifically|figuratively|literally)\s*,?\s*/i,
      '',
    )
    .replace(/\s+([,.])/g, '$1')
    .replace(/[\s,.:]+$/, '')
    .trim();
  return cleaned.length > 80 ? `${cleaned.slice(0, 77).replace(/[\s,]+\S*$/, '')}…` : cleaned;
}

/**
 * The 500 basic words and 100 basic verbs, derived from the imported Hebrew Bible: every token's Strong's
 * number is counted, verbs by the OSHB morph code of the main word, with the stems they occur in. The result
 * is kept per edition, so an import of a new edition is picked up by the next request on every instance.
 */
export class WordListService {
  private derived?: Promise<Derived>;

  /** Without a KJV source (or while no KJV is installed) glosses come from the dictionary alone. */
  constructor(
    private readonly repository: WordListRepository,
    private readonly kjvSource: KjvSource = async () => undefined,
  ) {}

  /** The most frequent lemmas, most frequent first. */
  async words(limit = MAX_WORDS): Promise<WordsResponse> {
    const { derived } = await this.current();
    return { editionId: derived.editionId, words: derived.words.slice(0, limit) };
  }

  /** The most frequent verb lemmas with their stems. */
  async verbs(limit = MAX_VERBS): Promise<VerbsResponse> {
    const { derived } = await this.current();
    return { editionId: derived.editionId, verbs: derived.verbs.slice(0, limit) };
  }

  /** Occurrence counts (and stems) of the given Strong's numbers, in the order asked; 0 for unused numbers. */
  async occurrences(strongs: readonly string[]): Promise<OccurrencesResponse> {
    const { derived, kjv } = await this.current();
    const lexicon = await this.lexicon([...new Set(strongs)]);
    const entries = strongs.map((number) => {
      const count = derived.counts.get(number);
      const rank = derived.words.findIndex((word) => word.strongs === number) + 1;
      const known = derived.words.find((word) => word.strongs === number);
      const gloss = known?.gloss ?? glossOf(number, count?.occurrences ?? 0, lexicon.get(number), kjv);
      return {
        ...presentWord(number, rank, count?.occurrences ?? 0, lexicon.get(number), gloss),
        stems: count ? stemsOf(count) : [],
      };
    });
    return { editionId: derived.editionId, entries };
  }

  private async current(): Promise<{ derived: Derived; kjv: KjvText | undefined }> {
    const editionId = await this.repository.currentEditionId(HEBREW_BIBLE_CODE);
    if (editionId === null) throw errors.hebrewBibleNotInstalled();
    const kjv = await this.kjvSource();
    const kjvEditionId = kjv?.editionId ?? 0;
    const cached = this.derived ? await this.derived.catch(() => undefined) : undefined;
    if (cached?.editionId === editionId && cached.kjvEditionId === kjvEditionId)
      return { derived: cached, kjv };
    const pending = this.derive(editionId, kjv);
    this.derived = pending;
    return { derived: await pending, kjv };
  }

  private async derive(editionId: number, kjv: KjvText | undefined): Promise<Derived> {
    const counts = new Map<string, LemmaCount>();
    for (const group of await this.repository.tokenGroups(editionId)) {
      let count = counts.get(group.strongs);
      if (!count) {
        count = { strongs: group.strongs, occurrences: 0, verbOccurrences: 0, stems: new Map() };
        counts.set(group.strongs, count);
      }
      count.occurrences += group.count;
      const main = group.morph ? decodeMainMorpheme(group.morph, group.lemma) : undefined;
      if (main?.stem) {
        count.verbOccurrences += group.count;
        count.stems.set(main.stem, (count.stems.get(main.stem) ?? 0) + group.count);
      }
    }
    const byNumber = (a: LemmaCount, b: LemmaCount) => strongsOrder(a.strongs) - strongsOrder(b.strongs);
    const topWords = [...counts.values()]
      .sort((a, b) => b.occurrences - a.occurrences || byNumber(a, b))
      .slice(0, MAX_WORDS);
    const topVerbs = [...counts.values()]
      .filter((count) => count.verbOccurrences > 0)
      .sort((a, b) => b.verbOccurrences - a.verbOccurrences || byNumber(a, b))
      .slice(0, MAX_VERBS);
    const lexicon = await this.lexicon([...topWords, ...topVerbs].map((count) => count.strongs));
    // One gloss per number, weighed against all its occurrences (a verb's gloss too, not only its verb ones).
    const glosses = new Map<string, string | null>();
    const readings = new Map<string, TokenReading>();
    for (const count of [...topWords, ...topVerbs]) {
      if (glosses.has(count.strongs)) continue;
      const entry = lexicon.get(count.strongs);
      glosses.set(count.strongs, glossOf(count.strongs, count.occurrences, entry, kjv, readings));
    }
    const entry = (count: LemmaCount, rank: number, occurrences: number) =>
      presentWord(
        count.strongs,
        rank,
        occurrences,
        lexicon.get(count.strongs),
        glosses.get(count.strongs) ?? null,
      );
    return {
      editionId,
      kjvEditionId: kjv?.editionId ?? 0,
      counts,
      words: topWords.map((count, index) => entry(count, index + 1, count.occurrences)),
      verbs: topVerbs.map((count, index) => ({
        ...entry(count, index + 1, count.verbOccurrences),
        stems: stemsOf(count),
      })),
    };
  }

  private async lexicon(strongs: string[]): Promise<Map<string, LexiconRow>> {
    const rows = await this.repository.lexiconEntries([...new Set(strongs)]);
    return new Map(rows.map((row) => [row.strongs, row]));
  }
}

function strongsOrder(strongs: string): number {
  return Number(strongs.slice(1)) || 0;
}

function stemsOf(count: LemmaCount): VerbEntry['stems'] {
  return [...count.stems.entries()]
    .map(([stem, occurrences]) => ({ stem, occurrences }))
    .sort((a, b) => b.occurrences - a.occurrences || a.stem.localeCompare(b.stem));
}

/** The learner's gloss of a number, from its dictionary entry and the KJV's renderings of it. */
function glossOf(
  strongs: string,
  occurrences: number,
  entry: LexiconRow | undefined,
  kjv: KjvText | undefined,
  readings?: Map<string, TokenReading>,
): string | null {
  if (!entry) return null;
  let renderings: KjvRenderings | undefined;
  if (kjv) {
    renderings = new KjvRenderings(readings);
    for (const tokens of kjv.versesWith(strongs)) renderings.addVerse(tokens, strongs);
  }
  const gloss = learnerGloss({ ...entry, usage: entry.kjvUsage, strongs, occurrences }, renderings);
  return gloss || shortGloss(entry.definition) || null;
}
