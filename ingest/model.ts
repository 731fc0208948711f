/**
 * The normalised shapes every reader produces. The database import takes only these, so a new source format
 * is one new reader and nothing else.
 */

/** One word of a verse as the source tags it. `strongs` holds zero or more normalised numbers (`H7225`, `G26`). */
export interface VerseToken {
  /** The surface text of the word or phrase, as displayed. */
  text: string;
  strongs: string[];
  /** Morphology codes as the source writes them (`robinson:V-AAI-3S`, `strongMorph:TH8804`, `HVqp3ms`). */
  morph: string[];
  /** Dictionary form when the source gives it (OSHB lemma, SBLGNT lemma). */
  lemma?: string;
}

/** One verse in the version's own versification. */
export interface VerseRecord {
  /** OSIS book id (`Gen`, `1Sam`, `Matt`). */
  book: string;
  chapter: number;
  verse: number;
  /** Plain text without markup, whitespace collapsed. */
  text: string;
  /** Per-word tokens in reading order; empty when the source carries no word tagging. */
  tokens: VerseToken[];
}

export interface VersionMeta {
  /** Short code used in URLs and the API (`kjv`, `web`, `asv`, `wlc`, `tr`, `sblgnt`). */
  code: string;
  name: string;
  /** BCP 47 language code: `en`, `he`, `grc`. */
  language: string;
  direction: 'ltr' | 'rtl';
  /** Versification system of the source's verse numbers (`KJV`, `NRSVA`, `WLC`, `SBLGNT`). */
  versification: string;
  licence: string;
  attribution: string;
  /** Where the text came from (package and file). */
  source: string;
  hasStrongs: boolean;
  hasMorphology: boolean;
  /** Whether the Strong's tags may be presented as authoritative (false for machine-aligned tags, e.g. WEB). */
  strongsAuthoritative: boolean;
}

/** A parsed Bible text: metadata plus its verses, in canonical order. */
export interface BibleText {
  meta: VersionMeta;
  verses: VerseRecord[];
  /** How the reader mapped the source onto our verses and what it left out (renumbered slots, dropped books). */
  notes?: string[];
}

/** A Strong's dictionary entry, normalised. */
export interface LexiconEntry {
  /** `H7225`, `G26` (no padding, no suffix). */
  strongs: string;
  /** Suffix of augmented numbers (`a` in `H6887a`), kept apart. */
  suffix?: string;
  language: 'hebrew' | 'greek';
  lemma: string;
  transliteration: string;
  pronunciation: string;
  partOfSpeech?: string;
  definition: string;
  /** Derivation text ("From H7218; ..."). */
  derivation?: string;
  /** Strong's numbers referred to in the derivation and definition, normalised. */
  derivationLinks: string[];
  /** The dictionary's own KJV usage line ("beginning, chief(-est), first(-fruits, part, time)..."). */
  kjvUsage?: string;
}

/** An entry of a scholarly lexicon (BDB, Abbott-Smith) linked to Strong's numbers. */
export interface ScholarlyEntry {
  /** `bdb` or `abbott-smith`. */
  source: string;
  /** The lexicon's own id for the entry. */
  entryId: string;
  strongs: string[];
  headword: string;
  /** Sanitisable text or simple HTML of the entry. */
  content: string;
}

/** One row of a verse map between two versifications (e.g. KJV Gen 31:55 = WLC Gen 32:1). */
export interface VerseMapRow {
  fromSystem: string;
  from: { book: string; chapter: number; verse: number };
  toSystem: string;
  to: { book: string; chapter: number; verse: number };
}

/** A malformed input: names the file and line so the person who uploaded it can fix it. */
export class IngestError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    detail: string,
  ) {
    super(line === undefined ? `${file}: ${detail}` : `${file}, line ${line}: ${detail}`);
    this.name = 'IngestError';
  }
}
