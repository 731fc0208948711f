import { foldWord } from '../../core/search/normalise';
import type { lexiconEntries } from '../db/schema/index';

export type LexiconRow = typeof lexiconEntries.$inferSelect;
export type LexiconLanguage = LexiconRow['language'];

interface Item {
  row: LexiconRow;
  number: number;
  /** Lemma, transliteration and pronunciation folded (no points, accents or case), for "looks like". */
  forms: string[];
  /** ` word word … ` of the definition and the KJV usage line, folded, for whole-word and prefix tests. */
  words: string;
}

const NUMBER_QUERY = /^([HG])?0*(\d{1,5})[a-z]?$/i;
const LANGUAGE_ORDER: Record<LexiconLanguage, number> = { hebrew: 0, greek: 1 };

function fold(text: string): string {
  return foldWord(text).replace(/\s+/g, ' ').trim();
}

function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** An entry that only says Strong did not use the number (decision 020): kept for look-ups, not listed. */
export function isUnusedEntry(row: Pick<LexiconRow, 'lemma'>): boolean {
  return row.lemma === '';
}

/**
 * Every Strong's dictionary entry held in memory (about 14,300): look-ups, neighbours, related words and
 * the list search, without a database round trip. Built once per lexicon import.
 */
export class LexiconCatalogue {
  private readonly items: Item[];
  private readonly byNumber = new Map<string, Item>();
  private readonly positions = new Map<string, number>();
  /** Entries that name a number among their derivation links: number → entries derived from it. */
  private readonly derived = new Map<string, Item[]>();

  constructor(rows: readonly LexiconRow[]) {
    this.items = rows
      .map((row) => ({
        row,
        number: Number(row.strongs.slice(1)),
        forms: [row.lemma, row.transliteration, row.pronunciation].map(fold).filter(Boolean),
        words: ` ${wordsOf(`${row.definition} ${row.kjvUsage ?? ''}`).join(' ')} `,
      }))
      .sort(
        (a, b) =>
          LANGUAGE_ORDER[a.row.language] - LANGUAGE_ORDER[b.row.language] ||
          a.number - b.number ||
          (a.row.suffix ?? '').localeCompare(b.row.suffix ?? ''),
      );
    this.items.forEach((item, position) => {
      this.byNumber.set(item.row.strongs, item);
      this.positions.set(item.row.strongs, position);
      for (const link of item.row.derivationLinks) {
        const list = this.derived.get(link) ?? [];
        list.push(item);
        this.derived.set(link, list);
      }
    });
  }

  get size(): number {
    return this.items.length;
  }

  /** The entry of a canonical number (`H7225`). */
  get(strongs: string): LexiconRow | undefined {
    return this.byNumber.get(strongs)?.row;
  }

  /** The nearest entries of the same letter below and above (H7224 and H7226 for H7225); null at the ends. */
  neighbours(strongs: string): { previous: string | null; next: string | null } {
    const item = this.byNumber.get(strongs);
    const position = this.positions.get(strongs);
    if (!item || position === undefined) return { previous: null, next: null };
    const previous = this.items[position - 1];
    const next = this.items[position + 1];
    return {
      previous: previous && previous.row.language === item.row.language ? previous.row.strongs : null,
      next: next && next.row.language === item.row.language ? next.row.strongs : null,
    };
  }

  /**
   * Up to `max` entries of the same language from the same root: the numbers this entry derives from, the
   * entries derived from it, then its siblings (entries derived from the same root).
   */
  related(strongs: string, max = 5): LexiconRow[] {
    const item = this.byNumber.get(strongs);
    if (!item) return [];
    const found = new Map<string, LexiconRow>();
    const add = (candidate: Item | undefined) => {
      if (!candidate || found.size >= max) return;
      const row = candidate.row;
      if (row.strongs === strongs || row.language !== item.row.language || isUnusedEntry(row)) return;
      found.set(row.strongs, row);
    };
    const roots = item.row.derivationLinks;
    for (const root of roots) add(this.byNumber.get(root));
    for (const child of this.derived.get(strongs) ?? []) add(child);
    for (const root of roots) for (const sibling of this.derived.get(root) ?? []) add(sibling);
    return [...found.values()];
  }

  /**
   * The listed entries of a language (or both) matching `q`, best first: a Strong's number matches itself;
   * otherwise a headword, transliteration or pronunciation equal to the text, then starting with it, then
   * containing it, then definitions holding every word, then definitions with words starting so. Points,
   * accents and case never matter. Within a rank, entries stay in number order.
   */
  search(options: { language?: LexiconLanguage | undefined; q?: string | undefined }): LexiconRow[] {
    const { language } = options;
    const q = options.q?.trim() ?? '';
    const candidates = this.items.filter(
      (item) => !isUnusedEntry(item.row) && (!language || item.row.language === language),
    );
    if (!q) return candidates.map((item) => item.row);
    const number = NUMBER_QUERY.exec(q);
    if (number) {
      const letter = number[1]?.toUpperCase();
      const digits = Number(number[2]);
      return candidates
        .filter((item) => item.number === digits && (!letter || item.row.strongs.startsWith(letter)))
        .map((item) => item.row);
    }
    const text = fold(q);
    const words = wordsOf(q);
    if (!text) return [];
    const tiers: LexiconRow[][] = [[], [], [], [], []];
    for (const item of candidates) {
      const tier = this.rank(item, text, words);
      if (tier !== undefined) tiers[tier]!.push(item.row);
    }
    return tiers.flat();
  }

  private rank(item: Item, text: string, words: string[]): number | undefined {
    if (item.forms.some((form) => form === text)) return 0;
    if (item.forms.some((form) => form.startsWith(text))) return 1;
    if (item.forms.some((form) => form.includes(text))) return 2;
    if (!words.length) return undefined;
    if (words.every((word) => item.words.includes(` ${word} `))) return 3;
    if (words.every((word) => item.words.includes(` ${word}`))) return 4;
    return undefined;
  }
}
