/**
 * The 66 books of the Protestant canon in canonical order (book number = index + 1), then the deuterocanonical
 * books and additions as numbers 67-83 (decision 153), keyed by OSIS id. A version holds the books it has: the
 * reader's book list comes from the version's own verses, so the KJV family still shows 66.
 */
export interface BookInfo {
  /** OSIS book id, e.g. `Gen`, `1Sam`, `Matt`, `Tob`. */
  readonly osis: string;
  /** Position: 1-66 the Protestant canon, 67-83 the deuterocanon (after Revelation, so old keys never move). */
  readonly number: number;
  readonly name: string;
  readonly testament: 'OT' | 'NT';
  /** True for the books outside the 66 (Tobit, Judith, Wisdom, Sirach, Baruch, Maccabees, additions…). */
  readonly deuterocanonical: boolean;
  /** Chapters in the KJV versification; for the deuterocanon, in the NRSVA's (a version may have others). */
  readonly chapters: number;
  /** Common abbreviations and alternative names readers type (lower-case, without dots). */
  readonly abbreviations: readonly string[];
}

type BookRow = [osis: string, name: string, chapters: number, abbreviations: string[]];

const rows: BookRow[] = [
  ['Gen', 'Genesis', 50, ['gen', 'ge', 'gn']],
  ['Exod', 'Exodus', 40, ['exod', 'exo', 'ex']],
  ['Lev', 'Leviticus', 27, ['lev', 'le', 'lv']],
  ['Num', 'Numbers', 36, ['num', 'nu', 'nm', 'nb']],
  ['Deut', 'Deuteronomy', 34, ['deut', 'deu', 'dt']],
  ['Josh', 'Joshua', 24, ['josh', 'jos', 'jsh']],
  ['Judg', 'Judges', 21, ['judg', 'jdg', 'jg', 'jdgs']],
  ['Ruth', 'Ruth', 4, ['ruth', 'rth', 'ru']],
  ['1Sam', '1 Samuel', 31, ['1sam', '1sa', '1sm', '1 sam', 'i samuel', 'first samuel']],
  ['2Sam', '2 Samuel', 24, ['2sam', '2sa', '2sm', '2 sam', 'ii samuel', 'second samuel']],
  ['1Kgs', '1 Kings', 22, ['1kgs', '1ki', '1kg', '1 kgs', 'i kings', 'first kings']],
  ['2Kgs', '2 Kings', 25, ['2kgs', '2ki', '2kg', '2 kgs', 'ii kings', 'second kings']],
  ['1Chr', '1 Chronicles', 29, ['1chr', '1ch', '1chron', '1 chr', 'i chronicles', 'first chronicles']],
  ['2Chr', '2 Chronicles', 36, ['2chr', '2ch', '2chron', '2 chr', 'ii chronicles', 'second chronicles']],
  ['Ezra', 'Ezra', 10, ['ezra', 'ezr']],
  ['Neh', 'Nehemiah', 13, ['neh', 'ne']],
  ['Esth', 'Esther', 10, ['esth', 'est', 'es']],
  ['Job', 'Job', 42, ['job', 'jb']],
  ['Ps', 'Psalms', 150, ['ps', 'psa', 'psalm', 'pss', 'psm']],
  ['Prov', 'Proverbs', 31, ['prov', 'pro', 'prv', 'pr']],
  ['Eccl', 'Ecclesiastes', 12, ['eccl', 'ecc', 'ec', 'qoh', 'eccles']],
  ['Song', 'Song of Solomon', 8, ['song', 'sos', 'so', 'song of songs', 'canticles', 'cant']],
  ['Isa', 'Isaiah', 66, ['isa', 'is']],
  ['Jer', 'Jeremiah', 52, ['jer', 'je', 'jr']],
  ['Lam', 'Lamentations', 5, ['lam', 'la']],
  ['Ezek', 'Ezekiel', 48, ['ezek', 'eze', 'ezk']],
  ['Dan', 'Daniel', 12, ['dan', 'da', 'dn']],
  ['Hos', 'Hosea', 14, ['hos', 'ho']],
  ['Joel', 'Joel', 3, ['joel', 'jl']],
  ['Amos', 'Amos', 9, ['amos', 'am']],
  ['Obad', 'Obadiah', 1, ['obad', 'ob', 'oba']],
  ['Jonah', 'Jonah', 4, ['jonah', 'jon', 'jnh']],
  ['Mic', 'Micah', 7, ['mic', 'mc']],
  ['Nah', 'Nahum', 3, ['nah', 'na']],
  ['Hab', 'Habakkuk', 3, ['hab', 'hb']],
  ['Zeph', 'Zephaniah', 3, ['zeph', 'zep', 'zp']],
  ['Hag', 'Haggai', 2, ['hag', 'hg']],
  ['Zech', 'Zechariah', 14, ['zech', 'zec', 'zc']],
  ['Mal', 'Malachi', 4, ['mal', 'ml']],
  ['Matt', 'Matthew', 28, ['matt', 'mat', 'mt']],
  ['Mark', 'Mark', 16, ['mark', 'mrk', 'mk', 'mr']],
  ['Luke', 'Luke', 24, ['luke', 'luk', 'lk']],
  ['John', 'John', 21, ['john', 'jhn', 'jn', 'joh']],
  ['Acts', 'Acts', 28, ['acts', 'act', 'ac']],
  ['Rom', 'Romans', 16, ['rom', 'ro', 'rm']],
  ['1Cor', '1 Corinthians', 16, ['1cor', '1co', '1 cor', 'i corinthians', 'first corinthians']],
  ['2Cor', '2 Corinthians', 13, ['2cor', '2co', '2 cor', 'ii corinthians', 'second corinthians']],
  ['Gal', 'Galatians', 6, ['gal', 'ga']],
  ['Eph', 'Ephesians', 6, ['eph', 'ephes']],
  ['Phil', 'Philippians', 4, ['phil', 'php', 'pp']],
  ['Col', 'Colossians', 4, ['col', 'co']],
  [
    '1Thess',
    '1 Thessalonians',
    5,
    ['1thess', '1th', '1thes', '1 thess', 'i thessalonians', 'first thessalonians'],
  ],
  [
    '2Thess',
    '2 Thessalonians',
    3,
    ['2thess', '2th', '2thes', '2 thess', 'ii thessalonians', 'second thessalonians'],
  ],
  ['1Tim', '1 Timothy', 6, ['1tim', '1ti', '1 tim', 'i timothy', 'first timothy']],
  ['2Tim', '2 Timothy', 4, ['2tim', '2ti', '2 tim', 'ii timothy', 'second timothy']],
  ['Titus', 'Titus', 3, ['titus', 'tit', 'ti']],
  ['Phlm', 'Philemon', 1, ['phlm', 'philem', 'phm', 'pm']],
  ['Heb', 'Hebrews', 13, ['heb']],
  ['Jas', 'James', 5, ['jas', 'jm', 'jam']],
  ['1Pet', '1 Peter', 5, ['1pet', '1pe', '1pt', '1 pet', 'i peter', 'first peter']],
  ['2Pet', '2 Peter', 3, ['2pet', '2pe', '2pt', '2 pet', 'ii peter', 'second peter']],
  ['1John', '1 John', 5, ['1john', '1jn', '1jo', '1 jn', 'i john', 'first john']],
  ['2John', '2 John', 1, ['2john', '2jn', '2jo', '2 jn', 'ii john', 'second john']],
  ['3John', '3 John', 1, ['3john', '3jn', '3jo', '3 jn', 'iii john', 'third john']],
  ['Jude', 'Jude', 1, ['jude', 'jud', 'jd']],
  ['Rev', 'Revelation', 22, ['rev', 're', 'rv', 'revelations', 'apocalypse']],
];

/** How many books the Protestant canon has: numbers above it are deuterocanonical. */
export const PROTESTANT_BOOK_COUNT = 66;

// The deuterocanonical books and additions in the NRSVA's order (SWORD's canon), chapter counts from it. The
// Douay-Rheims names (Tobias, Machabees, Ecclesiasticus) are abbreviations of the same books.
const deuterocanonRows: BookRow[] = [
  ['Tob', 'Tobit', 14, ['tob', 'tobit', 'tobias', 'tb']],
  ['Jdt', 'Judith', 16, ['jdt', 'judith', 'jdth']],
  ['EsthGr', 'Esther (Greek)', 16, ['esthgr', 'greek esther', 'additions to esther', 'addesth']],
  ['Wis', 'Wisdom', 19, ['wis', 'wisd', 'wisdom of solomon', 'book of wisdom']],
  ['Sir', 'Sirach', 51, ['sir', 'sirach', 'ecclesiasticus', 'ecclus']],
  ['Bar', 'Baruch', 6, ['bar', 'baruch']],
  [
    'PrAzar',
    'Prayer of Azariah and Song of the Three',
    1,
    ['prazar', 'prayer of azariah', 'song of the three children', 'song of three'],
  ],
  ['Sus', 'Susanna', 1, ['sus', 'susanna']],
  ['Bel', 'Bel and the Dragon', 1, ['bel and the dragon']],
  ['1Macc', '1 Maccabees', 16, ['1macc', '1 macc', '1ma', 'i maccabees', 'first maccabees', '1 machabees']],
  ['2Macc', '2 Maccabees', 15, ['2macc', '2 macc', '2ma', 'ii maccabees', 'second maccabees', '2 machabees']],
  ['1Esd', '1 Esdras', 9, ['1esd', '1 esd', 'i esdras', 'first esdras']],
  ['PrMan', 'Prayer of Manasseh', 1, ['prman', 'prayer of manasseh', 'prayer of manasses']],
  ['AddPs', 'Psalm 151', 1, ['addps', 'ps151']],
  ['3Macc', '3 Maccabees', 7, ['3macc', '3 macc', 'iii maccabees', 'third maccabees']],
  ['2Esd', '2 Esdras', 16, ['2esd', '2 esd', 'ii esdras', 'second esdras']],
  ['4Macc', '4 Maccabees', 18, ['4macc', '4 macc', 'iv maccabees', 'fourth maccabees']],
];

export const BOOKS: readonly BookInfo[] = [...rows, ...deuterocanonRows].map(
  ([osis, name, chapters, abbreviations], index) => ({
    osis,
    number: index + 1,
    name,
    testament: index < 39 || index >= PROTESTANT_BOOK_COUNT ? 'OT' : 'NT',
    deuterocanonical: index >= PROTESTANT_BOOK_COUNT,
    chapters,
    abbreviations,
  }),
);

/** The 66 books of the Protestant canon: what every version but the Douay-Rheims holds. */
export const PROTESTANT_BOOKS: readonly BookInfo[] = BOOKS.slice(0, PROTESTANT_BOOK_COUNT);

/** The highest book number the model knows. */
export const LAST_BOOK_NUMBER = BOOKS.length;

const byOsis = new Map(BOOKS.map((book) => [book.osis, book]));
const byLowerName = new Map<string, BookInfo>();
for (const book of BOOKS) {
  byLowerName.set(book.osis.toLowerCase(), book);
  byLowerName.set(book.name.toLowerCase(), book);
  byLowerName.set(book.name.toLowerCase().replace(/\s+/g, ''), book);
  for (const abbreviation of book.abbreviations) byLowerName.set(abbreviation, book);
}

/** The book with this OSIS id, or undefined. */
export function bookByOsis(osis: string): BookInfo | undefined {
  return byOsis.get(osis);
}

/** The book of the Protestant canon with this OSIS id, or undefined for the deuterocanon and unknown ids. */
export function protestantBookByOsis(osis: string): BookInfo | undefined {
  const book = byOsis.get(osis);
  return book && !book.deuterocanonical ? book : undefined;
}

/** The book at this position (1-83), or undefined. */
export function bookByNumber(number: number): BookInfo | undefined {
  return BOOKS[number - 1];
}

/** The book named by an OSIS id, full name or common abbreviation, ignoring case, dots and extra spaces. */
export function findBook(text: string): BookInfo | undefined {
  const key = text.trim().toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ');
  return byLowerName.get(key) ?? byLowerName.get(key.replace(/\s+/g, ''));
}

/** Display name for a book number; an unknown number shows 'Book {n}'. */
export function bookName(number: number): string {
  return bookByNumber(number)?.name ?? `Book ${number}`;
}

/** The integer key BBCCCVVV of a verse, so that ranges are BETWEEN queries. */
export function verseKey(book: number, chapter: number, verse: number): number {
  return book * 1_000_000 + chapter * 1_000 + verse;
}

/** The book, chapter and verse of a BBCCCVVV key. */
export function splitVerseKey(key: number): { book: number; chapter: number; verse: number } {
  return { book: Math.floor(key / 1_000_000), chapter: Math.floor(key / 1_000) % 1_000, verse: key % 1_000 };
}
