/** GET /api/strongs/definition/{number}: one dictionary entry with its usage and scholarly articles. */
export interface StrongsDefinition {
  id: number | string;
  strongsNumber: string;
  language: 'hebrew' | 'greek';
  word: string;
  transliteration: string;
  pronunciation: string;
  partOfSpeech: string | null;
  definition: string;
  /** Derivation ("From H7218; the first…"). */
  origin: string | null;
  /** Strong's numbers the origin names. */
  originLinks: string[];
  /** The dictionary's own KJV usage line. */
  usage: string | null;
  /** How the KJV renders the word, counted from the tagged text. */
  kjvUsage: { rendering: string; count: number }[];
  totalOccurrences: number;
  /** Scholarly articles (BDB, Abbott-Smith): HTML the server sanitised. */
  scholarly: { source: string; label: string; licence: string; html: string }[];
  previous: string | null;
  next: string | null;
}
