import { type GrammarFeatures, grammarFeatures, oshbMainCode } from '../morphology/grammar-features';
import { describeFeatures } from '../morphology/grammar-vocabulary';
import { foldWord } from '../search/normalise';
import { lemmaKeys } from './lemma-keys';

/** A verse's words as the import stored them (`StoredToken`): surface, Strong's numbers, codes, lemma. */
export interface WordRow {
  key: number;
  text: string;
  /** `only`: the word belongs to one reading of a verse that has two (`withQere`, decision 406). */
  tokens: readonly { t: string; s?: string[]; m?: string[]; l?: string; only?: 'ketiv' | 'qere' }[];
}

/** `WordIndex.only`'s values: a word of both readings, of the written (ketiv) only, of the read (qere) only. */
export const BOTH_READINGS = 0;
export const KETIV_ONLY = 1;
export const QERE_ONLY = 2;

/** A dictionary's headword for a Strong's number, for texts whose words carry no lemma of their own. */
export interface LemmaInfo {
  lemma: string;
  transliteration?: string;
}

export interface WordIndexSources {
  /** The headword of a Strong's number (`G25` → ἀγαπάω, agapáō). */
  lexicon?: (strongs: string) => LemmaInfo | undefined;
  /** The Hebrew root of a Strong's number, folded (`H7725` → שוב), where the lexicon gives one. */
  rootOf?: (strongs: string) => string | undefined;
}

/** One lemma of the text: the word's own (SBLGNT) or its Strong's number's headword (OSHB, TR). */
export interface LemmaEntry {
  lemma: string;
  strongs?: string;
  transliteration?: string;
  root?: string;
}

/** One distinct morphology code of the text, decoded once. */
export interface FormCode {
  code: string;
  features: GrammarFeatures | undefined;
  /** What a code pattern is matched against: the code as written, and an OSHB word's main morpheme. */
  matchable: string[];
}

const bigArray = (size: number, count: number) =>
  count < 0x10000 ? new Uint16Array(size) : new Uint32Array(size);

/**
 * The word-level index of one parsed text (decision 351): each word's verse, code, lemma, surface form and
 * place in the verse text, in typed arrays, and each lemma's words. Words are numbered in reading order
 * through the whole text, so two words of one verse are `|a - b|` words apart.
 */
export class WordIndex {
  /** Per word: the ordinal of its verse among `keys` (the search index's ordinals). */
  readonly verseOf: Uint16Array | Uint32Array;
  /** Per word: its code in `codes`, lemma in `lemmas`, surface form in `surfaces`. */
  readonly form: Uint16Array | Uint32Array;
  readonly lemma: Uint16Array | Uint32Array;
  readonly surface: Uint32Array;
  /** Per word: its UTF-16 span in the verse text (end exclusive; 0, 0 when the text lacks it). */
  readonly spanStart: Uint16Array;
  readonly spanEnd: Uint16Array;
  /** Per lemma: its words, `lemmaWords[lemmaStart[id] .. lemmaStart[id + 1]]`, ascending. */
  readonly lemmaStart: Uint32Array;
  readonly lemmaWords: Uint32Array;
  /** Per code: its words, `formWords[formStart[id] .. formStart[id + 1]]`, ascending. */
  readonly formStart: Uint32Array;
  readonly formWords: Uint32Array;
  /** Per surface form: its folded form's id in `foldedIds`' values. */
  readonly surfaceFolded: Uint32Array;
  /**
   * Per word: its (code, surface form) pair, numbered in the order of code then surface form, so that the
   * breakdown by form counts into one typed array (decision 374); `pairForm`, `pairSurface` per pair.
   */
  readonly formSurface: Uint32Array;
  readonly pairForm: Uint32Array;
  readonly pairSurface: Uint32Array;
  /**
   * Per word, for a text with two readings (the Hebrew Bible's ketiv and qere, decision 406): `KETIV_ONLY`,
   * `QERE_ONLY` or `BOTH_READINGS`; undefined for a text of one reading. A search leaves out the words of the
   * reading it does not count (`WordSearch`).
   */
  readonly only: Uint8Array | undefined;
  /** Per code: its parsing in English (`describeFeatures`), worked out on first use. */
  private readonly parsings: (string | undefined)[];

  private constructor(
    readonly keys: ArrayLike<number> & { length: number },
    readonly codes: FormCode[],
    readonly lemmas: LemmaEntry[],
    readonly surfaces: string[],
    readonly foldedIds: Map<string, number>,
    /** Lemma ids by each key a student may type (folded lemma, transliteration), by Strong's number, by root. */
    readonly byKey: Map<string, number[]>,
    readonly byStrongs: Map<string, number[]>,
    readonly byRoot: Map<string, number[]>,
    words: {
      verseOf: number[];
      form: number[];
      lemma: number[];
      surface: number[];
      spanStart: number[];
      spanEnd: number[];
      only: number[] | undefined;
    },
  ) {
    const count = words.form.length;
    this.verseOf = bigArray(count, keys.length);
    this.verseOf.set(words.verseOf);
    this.form = bigArray(count, codes.length);
    this.form.set(words.form);
    this.lemma = bigArray(count, lemmas.length);
    this.lemma.set(words.lemma);
    this.surface = Uint32Array.from(words.surface);
    this.spanStart = Uint16Array.from(words.spanStart);
    this.spanEnd = Uint16Array.from(words.spanEnd);
    this.only = words.only && Uint8Array.from(words.only);
    [this.lemmaStart, this.lemmaWords] = postings(words.lemma, lemmas.length);
    [this.formStart, this.formWords] = postings(words.form, codes.length);
    this.surfaceFolded = Uint32Array.from(surfaces, (surface) => foldedIds.get(foldWord(surface, 'grc'))!);
    [this.formSurface, this.pairForm, this.pairSurface] = pairs(this.form, this.surface, surfaces.length);
    this.parsings = new Array<string | undefined>(codes.length);
  }

  /** A code's parsing in English (the code itself when it decodes to nothing), kept once worked out. */
  parsing(code: number): string {
    let parsing = this.parsings[code];
    if (parsing === undefined) {
      const entry = this.codes[code]!;
      parsing = entry.features ? describeFeatures(entry.features) : entry.code;
      this.parsings[code] = parsing;
    }
    return parsing;
  }

  /**
   * A word's place among its verse's written words (the interlinear's), counted from the verse's first word; a
   * word read but not written stands at the place of the written words it replaces.
   */
  writtenPosition(word: number, firstWord: number): number {
    const only = this.only;
    if (!only) return word - firstWord;
    let position = 0;
    for (let at = firstWord; at < word; at++) if (only[at] !== QERE_ONLY) position++;
    return position;
  }

  /** Builds the index from a version's verses (key order) and its search index's keys. */
  static build(rows: Iterable<WordRow>, keys: ArrayLike<number>, sources: WordIndexSources = {}): WordIndex {
    const codes: FormCode[] = [];
    const codeIds = new Map<string, number>();
    const lemmas: LemmaEntry[] = [];
    const lemmaIds = new Map<string, number>();
    const surfaces: string[] = [];
    const surfaceIds = new Map<string, number>();
    const foldedIds = new Map<string, number>();
    const byKey = new Map<string, number[]>();
    const byStrongs = new Map<string, number[]>();
    const byRoot = new Map<string, number[]>();
    const words = { verseOf: [], form: [], lemma: [], surface: [], spanStart: [], spanEnd: [] } as {
      [K in 'verseOf' | 'form' | 'lemma' | 'surface' | 'spanStart' | 'spanEnd']: number[];
    } & { only?: number[] };
    const push = (map: Map<string, number[]>, key: string, id: number) => {
      const list = map.get(key);
      if (!list) map.set(key, [id]);
      else if (list.at(-1) !== id) list.push(id);
    };
    const codeOf = (code: string, lemma: string | undefined): number => {
      const bare = code.replace(/^robinson:/, '');
      // An OSHB word's grammar is its main morpheme's, which its lemma's prefixes locate (`HC/Vqw3ms`).
      const main = bare === code && /^[HA][A-Z]/.test(code) ? oshbMainCode(code, lemma) : undefined;
      const name = main ? `${code} ${main}` : code;
      const id = codeIds.get(name);
      if (id !== undefined) return id;
      codes.push({
        code: bare,
        features: main ? grammarFeatures(main) : code ? grammarFeatures(code) : undefined,
        matchable: main && main !== bare ? [bare, main] : [bare],
      });
      codeIds.set(name, codes.length - 1);
      return codes.length - 1;
    };
    const lemmaOf = (own: string | undefined, strongs: string | undefined): number => {
      // An OSHB lemma (`c/d/776`) is a Strong's number, not a word: the dictionary's headword stands for it.
      const word = own && !/\d/.test(own) ? own.normalize('NFC') : undefined;
      const name = `${word ?? ''}|${strongs ?? ''}`;
      const known = lemmaIds.get(name);
      if (known !== undefined) return known;
      const info = strongs ? sources.lexicon?.(strongs) : undefined;
      const entry: LemmaEntry = { lemma: word ?? info?.lemma ?? strongs ?? '' };
      if (strongs) entry.strongs = strongs;
      if (info?.transliteration) entry.transliteration = info.transliteration;
      const root = strongs ? sources.rootOf?.(strongs) : undefined;
      if (root) entry.root = root;
      const id = lemmas.push(entry) - 1;
      lemmaIds.set(name, id);
      for (const key of lemmaKeys(entry.lemma, entry.transliteration)) push(byKey, key, id);
      // A word's own lemma is found by its dictionary's headword too (MorphGNT ἐγώ under G1473's ἐγώ).
      if (word && info) for (const key of lemmaKeys(info.lemma, info.transliteration)) push(byKey, key, id);
      if (strongs) push(byStrongs, strongs, id);
      if (root) push(byRoot, root, id);
      return id;
    };
    let ordinal = 0;
    for (const row of rows) {
      while (ordinal < keys.length && keys[ordinal]! < row.key) ordinal++;
      if (keys[ordinal] !== row.key) continue;
      let cursor = 0;
      for (const token of row.tokens) {
        const surface = token.t.normalize('NFC');
        let surfaceId = surfaceIds.get(surface);
        if (surfaceId === undefined) {
          surfaceId = surfaces.push(surface) - 1;
          surfaceIds.set(surface, surfaceId);
          const folded = foldWord(surface, 'grc');
          if (!foldedIds.has(folded)) foldedIds.set(folded, foldedIds.size);
        }
        // A word read but not written is not in the verse's text, which is the written one.
        const at = token.only === 'qere' ? -1 : row.text.indexOf(token.t, cursor);
        if (at >= 0) cursor = at + token.t.length;
        if (token.only && !words.only) words.only = new Array<number>(words.form.length).fill(BOTH_READINGS);
        words.only?.push(
          token.only === 'qere' ? QERE_ONLY : token.only === 'ketiv' ? KETIV_ONLY : BOTH_READINGS,
        );
        words.verseOf.push(ordinal);
        words.form.push(codeOf(token.m?.find((code) => !code.startsWith('strongMorph:')) ?? '', token.l));
        words.lemma.push(lemmaOf(token.l, token.s?.[0]));
        words.surface.push(surfaceId);
        words.spanStart.push(at < 0 ? 0 : at);
        words.spanEnd.push(at < 0 ? 0 : at + token.t.length);
      }
    }
    return new WordIndex(keys, codes, lemmas, surfaces, foldedIds, byKey, byStrongs, byRoot, {
      ...words,
      only: words.only,
    });
  }

  get wordCount(): number {
    return this.form.length;
  }

  /** Bytes held in typed arrays, plus an estimate for the tables' strings and objects. */
  get bytes(): number {
    const arrays = [
      this.verseOf,
      this.form,
      this.lemma,
      this.surface,
      this.spanStart,
      this.spanEnd,
      this.lemmaStart,
      this.lemmaWords,
      this.formStart,
      this.formWords,
      this.surfaceFolded,
      this.formSurface,
      this.pairForm,
      this.pairSurface,
      ...(this.only ? [this.only] : []),
    ];
    const strings = (list: readonly string[]) => list.reduce((sum, text) => sum + 40 + text.length * 2, 0);
    return (
      arrays.reduce((sum, array) => sum + array.byteLength, 0) +
      strings(this.surfaces) * 2 +
      this.lemmas.length * 160 +
      this.codes.length * 300
    );
  }
}

/**
 * Each word's (code, surface form) pair id, pairs numbered by code then surface form; and each pair's code and
 * surface form.
 */
function pairs(
  form: ArrayLike<number>,
  surface: Uint32Array,
  surfaces: number,
): [Uint32Array, Uint32Array, Uint32Array] {
  // code * surfaces + surface stays below 2^53 (thousands of codes, a few hundred thousand surface forms).
  const keys = Float64Array.from(
    { length: surface.length },
    (_, word) => form[word]! * surfaces + surface[word]!,
  );
  const distinct = keys.slice().sort();
  let count = 0;
  for (let at = 0; at < distinct.length; at++) {
    if (at === 0 || distinct[at] !== distinct[at - 1]) distinct[count++] = distinct[at]!;
  }
  const pairForm = new Uint32Array(count);
  const pairSurface = new Uint32Array(count);
  const ids = new Map<number, number>();
  for (let pair = 0; pair < count; pair++) {
    pairForm[pair] = Math.floor(distinct[pair]! / surfaces);
    pairSurface[pair] = distinct[pair]! % surfaces;
    ids.set(distinct[pair]!, pair);
  }
  return [Uint32Array.from(keys, (key) => ids.get(key)!), pairForm, pairSurface];
}

/** Each id's words, ascending: `[start, words]` with id's words at `words[start[id] .. start[id + 1]]`. */
function postings(ids: readonly number[], count: number): [Uint32Array, Uint32Array] {
  const start = new Uint32Array(count + 1);
  for (const id of ids) start[id + 1]!++;
  for (let id = 0; id < count; id++) start[id + 1]! += start[id]!;
  const next = start.slice(0, count);
  const words = new Uint32Array(ids.length);
  for (let word = 0; word < ids.length; word++) words[next[ids[word]!]!++] = word;
  return [start, words];
}
