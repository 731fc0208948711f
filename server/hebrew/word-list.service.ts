import type {
  OccurrencesResponse,
  VerbEntry,
  VerbsResponse,
  WordEntry,
  WordsResponse,
} from '../../core/api/hebrew';
import { errors } from '../errors';
import { decodeMainMorpheme } from './oshb-morph';
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

interface Derived {
  editionId: number;
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

  constructor(private readonly repository: WordListRepository) {}

  /** The most frequent lemmas, most frequent first. */
  async words(limit = MAX_WORDS): Promise<WordsResponse> {
    const derived = await this.current();
    return { editionId: derived.editionId, words: derived.words.slice(0, limit) };
  }

  /** The most frequent verb lemmas with their stems. */
  async verbs(limit = MAX_VERBS): Promise<VerbsResponse> {
    const derived = await this.current();
    return { editionId: derived.editionId, verbs: derived.verbs.slice(0, limit) };
  }

  /** Occurrence counts (and stems) of the given Strong's numbers, in the order asked; 0 for unused numbers. */
  async occurrences(strongs: readonly string[]): Promise<OccurrencesResponse> {
    const derived = await this.current();
    const lexicon = await this.lexicon([...new Set(strongs)]);
    const entries = strongs.map((number) => {
      const count = derived.counts.get(number);
      const rank = derived.words.findIndex((word) => word.strongs === number) + 1;
      return {
        ...present(number, rank, count?.occurrences ?? 0, lexicon.get(number)),
        stems: count ? stemsOf(count) : [],
      };
    });
    return { editionId: derived.editionId, entries };
  }

  private async current(): Promise<Derived> {
    const editionId = await this.repository.currentEditionId(HEBREW_BIBLE_CODE);
    if (editionId === null) throw errors.hebrewBibleNotInstalled();
    const cached = this.derived ? await this.derived.catch(() => undefined) : undefined;
    if (cached?.editionId === editionId) return cached;
    const pending = this.derive(editionId);
    this.derived = pending;
    return pending;
  }

  private async derive(editionId: number): Promise<Derived> {
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
    return {
      editionId,
      counts,
      words: topWords.map((count, index) =>
        present(count.strongs, index + 1, count.occurrences, lexicon.get(count.strongs)),
      ),
      verbs: topVerbs.map((count, index) => ({
        ...present(count.strongs, index + 1, count.verbOccurrences, lexicon.get(count.strongs)),
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

function present(strongs: string, rank: number, occurrences: number, entry?: LexiconRow): WordEntry {
  return {
    rank,
    strongs,
    headword: entry?.lemma ?? null,
    transliteration: entry?.transliteration ?? null,
    pronunciation: entry?.pronunciation ?? null,
    gloss: entry ? shortGloss(entry.definition) : null,
    partOfSpeech: entry?.partOfSpeech ?? null,
    occurrences,
  };
}
