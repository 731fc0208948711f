import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { bibleVersions, lexiconEntries } from '../db/schema/index';

export interface TokenGroup {
  strongs: string;
  /** The raw OSHB lemma (`c/d/776`): its prefixes tell which morph segment belongs to the main word. */
  lemma: string | null;
  morph: string | null;
  count: number;
}

export type LexiconRow = Pick<
  typeof lexiconEntries.$inferSelect,
  'strongs' | 'lemma' | 'transliteration' | 'pronunciation' | 'definition' | 'partOfSpeech' | 'kjvUsage'
>;

/** Reads word frequencies of an imported Bible edition and the dictionary entries they point at. */
export class WordListRepository {
  constructor(private readonly db: Database) {}

  /** The edition readers see for a version, or null when it is not installed. */
  async currentEditionId(versionCode: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: bibleVersions.currentEditionId })
      .from(bibleVersions)
      .where(eq(bibleVersions.code, versionCode));
    return row?.id ?? null;
  }

  /** Tokens carrying a Strong's number, counted per number, lemma and morph code. */
  async tokenGroups(editionId: number): Promise<TokenGroup[]> {
    const result = await this.db.execute(sql`
      select token -> 's' ->> 0 as strongs, token ->> 'l' as lemma, token -> 'm' ->> 0 as morph,
             count(*)::int as count
      from verses cross join lateral jsonb_array_elements(verses.tokens) as token
      where verses.edition_id = ${editionId} and token -> 's' ->> 0 is not null
      group by 1, 2, 3`);
    // Both drivers answer `{ rows }`; the generic database type does not know which driver it is.
    const { rows } = result as unknown as { rows: TokenGroup[] };
    return rows.map((row) => ({ ...row, count: Number(row.count) }));
  }

  /** Hebrew dictionary entries for the given numbers. */
  async lexiconEntries(strongs: readonly string[]): Promise<LexiconRow[]> {
    if (!strongs.length) return [];
    return this.db
      .select({
        strongs: lexiconEntries.strongs,
        lemma: lexiconEntries.lemma,
        transliteration: lexiconEntries.transliteration,
        pronunciation: lexiconEntries.pronunciation,
        definition: lexiconEntries.definition,
        partOfSpeech: lexiconEntries.partOfSpeech,
        kjvUsage: lexiconEntries.kjvUsage,
      })
      .from(lexiconEntries)
      .where(and(eq(lexiconEntries.language, 'hebrew'), inArray(lexiconEntries.strongs, [...strongs])));
  }
}
