import { foldWord } from '../../core/search/normalise';
import type { lexiconEntries } from '../db/schema/index';
import { lowerBoundString } from '../../core/search/sorted-strings';
import { Derivations } from '../../core/lexicon/related-words';

export type LexiconRow = typeof lexiconEntries.$inferSelect;
export type LexiconLanguage = LexiconRow['language'];

interface Item {
  row: LexiconRow;
  number: number;
}

const NUMBER_QUERY = /^([HG])?0*(\d{1,5})[a-z]?$/i;
const LANGUAGE_ORDER: Record<LexiconLanguage, number> = { hebrew: 0, greek: 1 };
/** Search ranks: equal form, form starting so, form containing it, every definition word, every word prefix. */
const TIERS = 5;
const NO_TIER = TIERS;
/** Joins the folded forms into one text: folding turns every kind of white space into a plain space. */
const FORM_SEPARATOR = '\n';

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
  /** The derivations between entries, for their related words (shared with the offline reader, decision 416). */
  private readonly derivations: Derivations<LexiconRow>;
  /** Positions of the listed entries (no "Not Used" stubs) of both languages and of each, in catalogue order. */
  private readonly listed: Record<LexiconLanguage | 'all', number[]> = { all: [], hebrew: [], greek: [] };
  /**
   * Every entry's lemma, transliteration and pronunciation folded (no points, accents or case), joined by
   * FORM_SEPARATOR, which no folded text holds: one `indexOf` pass finds the forms equal to, starting with or
   * containing a search text. `formStarts[f]` is where form f starts (plus one end mark), `formItems[f]` its entry.
   */
  private readonly forms: string;
  private readonly formStarts: Int32Array;
  private readonly formItems: Int32Array;
  /**
   * The distinct folded words of the definitions and KJV usage lines, in code-unit order (the words starting
   * with a prefix are neighbours); word w is held by the entries at `wordHolders[wordStart[w]..wordStart[w +
   * 1])`, ascending: packed, where a map of arrays took about 4 MB.
   */
  private readonly vocabulary: string[];
  private readonly wordStart: Uint32Array;
  private readonly wordHolders: Uint16Array | Uint32Array;

  constructor(rows: readonly LexiconRow[]) {
    this.items = rows
      .map((row) => ({ row, number: Number(row.strongs.slice(1)) }))
      .sort(
        (a, b) =>
          LANGUAGE_ORDER[a.row.language] - LANGUAGE_ORDER[b.row.language] ||
          a.number - b.number ||
          (a.row.suffix ?? '').localeCompare(b.row.suffix ?? ''),
      );
    const forms: string[] = [];
    const formStarts: number[] = [];
    const formItems: number[] = [];
    const wordItems = new Map<string, number[]>();
    let offset = 0;
    this.items.forEach((item, position) => {
      const row = item.row;
      this.byNumber.set(row.strongs, item);
      this.positions.set(row.strongs, position);
      if (!isUnusedEntry(row)) {
        this.listed.all.push(position);
        this.listed[row.language].push(position);
      }
      for (const form of [row.lemma, row.transliteration, row.pronunciation].map(fold)) {
        if (!form) continue;
        forms.push(form);
        formStarts.push(offset);
        formItems.push(position);
        offset += form.length + FORM_SEPARATOR.length;
      }
      for (const word of new Set(wordsOf(`${row.definition} ${row.kjvUsage ?? ''}`))) {
        const holders = wordItems.get(word);
        if (holders) holders.push(position);
        else wordItems.set(word, [position]);
      }
    });
    formStarts.push(offset);
    this.derivations = new Derivations(
      this.items.map((item) => item.row),
      (row) => ({
        number: row.strongs,
        language: row.language,
        links: row.derivationLinks,
        unused: isUnusedEntry(row),
      }),
    );
    this.forms = forms.join(FORM_SEPARATOR);
    this.formStarts = Int32Array.from(formStarts);
    this.formItems = Int32Array.from(formItems);
    this.vocabulary = [...wordItems.keys()].sort();
    this.wordStart = new Uint32Array(this.vocabulary.length + 1);
    this.vocabulary.forEach(
      (word, at) => (this.wordStart[at + 1] = this.wordStart[at]! + wordItems.get(word)!.length),
    );
    this.wordHolders = new (this.items.length <= 0x10000 ? Uint16Array : Uint32Array)(
      this.wordStart[this.vocabulary.length]!,
    );
    this.vocabulary.forEach((word, at) => this.wordHolders.set(wordItems.get(word)!, this.wordStart[at]!));
  }

  get size(): number {
    return this.items.length;
  }

  /** Every entry, the "Not Used" stubs too, in catalogue order (Hebrew, then Greek, by number). */
  entries(): LexiconRow[] {
    return this.items.map((item) => item.row);
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
    return this.derivations.related(strongs, max);
  }

  /**
   * The listed entries of a language (or both) matching `q`, best first: a Strong's number matches itself;
   * otherwise a headword, transliteration or pronunciation equal to the text, then starting with it, then
   * containing it, then definitions holding every word, then definitions with words starting so. Points,
   * accents and case never matter. Within a rank, entries stay in number order.
   */
  search(options: { language?: LexiconLanguage | undefined; q?: string | undefined }): LexiconRow[] {
    const listed = this.listed[options.language ?? 'all'];
    const q = options.q?.trim() ?? '';
    if (!q) return listed.map((position) => this.items[position]!.row);
    const number = NUMBER_QUERY.exec(q);
    if (number) {
      const letter = number[1]?.toUpperCase();
      const digits = Number(number[2]);
      const found: LexiconRow[] = [];
      for (const position of listed) {
        const item = this.items[position]!;
        if (item.number === digits && (!letter || item.row.strongs.startsWith(letter))) found.push(item.row);
      }
      return found;
    }
    const text = fold(q);
    const words = wordsOf(q);
    if (!text) return [];
    const tiers = new Uint8Array(this.items.length).fill(NO_TIER);
    this.rankForms(text, tiers);
    if (words.length) this.rankWords([...new Set(words)], tiers);
    const ranked: LexiconRow[][] = Array.from({ length: TIERS }, () => []);
    for (const position of listed) {
      const tier = tiers[position]!;
      if (tier < NO_TIER) ranked[tier]!.push(this.items[position]!.row);
    }
    return ranked.flat();
  }

  /** Ranks 0-2: an entry's best form is equal to the text, starts with it or contains it. */
  private rankForms(text: string, tiers: Uint8Array): void {
    const { forms, formStarts, formItems } = this;
    // The text holds no separator, so a match lies inside one form; the first match in a form is its best.
    for (let at = forms.indexOf(text); at >= 0;) {
      const form = formAt(formStarts, at);
      const start = formStarts[form]!;
      const next = formStarts[form + 1]!;
      const tier = at > start ? 2 : next - FORM_SEPARATOR.length - start === text.length ? 0 : 1;
      const position = formItems[form]!;
      if (tier < tiers[position]!) tiers[position] = tier;
      at = next < forms.length ? forms.indexOf(text, next) : -1;
    }
  }

  /** Ranks 3-4: the definition or usage line holds every word, or for every word a word starting with it. */
  private rankWords(words: readonly string[], tiers: Uint8Array): void {
    const size = this.items.length;
    const whole = new Uint16Array(size);
    const starting = new Uint16Array(size);
    const lastWord = new Int32Array(size).fill(-1);
    const { vocabulary, wordStart, wordHolders } = this;
    words.forEach((word, index) => {
      const first = lowerBoundString(vocabulary, word);
      if (vocabulary[first] === word) {
        for (let at = wordStart[first]!; at < wordStart[first + 1]!; at++) whole[wordHolders[at]!]!++;
      }
      for (let term = first; vocabulary[term]?.startsWith(word); term++) {
        for (let at = wordStart[term]!; at < wordStart[term + 1]!; at++) {
          const position = wordHolders[at]!;
          if (lastWord[position] === index) continue;
          lastWord[position] = index;
          starting[position]!++;
        }
      }
    });
    for (let position = 0; position < size; position++) {
      const tier = whole[position] === words.length ? 3 : starting[position] === words.length ? 4 : NO_TIER;
      if (tier < tiers[position]!) tiers[position] = tier;
    }
  }
}

/** The form whose text holds offset `at`: the last start at or before it. */
function formAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
