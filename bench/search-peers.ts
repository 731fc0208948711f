import Database from 'better-sqlite3';
import pg from 'pg';

/** One benchmark query in each engine's own language, plus the verse-key bounds it is limited to. */
export interface PeerQuery {
  /** FTS5 MATCH expression on the text column, or undefined for a pure key-range query. */
  fts5?: string;
  /** FTS5 MATCH on the Strong's column instead. */
  fts5Strongs?: string;
  /** PostgreSQL tsquery text (for to_tsquery('simple', …)). */
  tsquery?: string;
  /** Strong's number searched in the PostgreSQL text[] column. */
  pgStrongs?: string;
  keyRange?: [number, number];
}

export interface PeerRow {
  key: number;
  text: string;
  strongs: string;
}

/** SQLite FTS5 (native, in memory): count and first page as two statements, as a site would run them. */
export class SqlitePeer {
  private readonly db = new Database(':memory:');

  constructor(rows: readonly PeerRow[]) {
    this.db.exec(`
      create table verses (key integer primary key, text text not null, strongs text not null);
      create virtual table verses_fts using fts5(text, strongs, content='verses', content_rowid='key', tokenize="unicode61 remove_diacritics 2");
    `);
    const insert = this.db.prepare('insert into verses (key, text, strongs) values (?, ?, ?)');
    this.db.transaction(() => rows.forEach((row) => insert.run(row.key, row.text, row.strongs)))();
    this.db.exec("insert into verses_fts(verses_fts) values('rebuild')");
  }

  run(query: PeerQuery): number {
    const [low, high] = query.keyRange ?? [0, 99_999_999];
    if (!query.fts5 && !query.fts5Strongs) {
      const count = this.db
        .prepare('select count(*) as n from verses where key between ? and ?')
        .get(low, high) as { n: number };
      this.db
        .prepare('select key, text from verses where key between ? and ? order by key limit 30')
        .all(low, high);
      return count.n;
    }
    const match = query.fts5 ? `text : (${query.fts5})` : `strongs : (${query.fts5Strongs})`;
    const count = this.db
      .prepare('select count(*) as n from verses_fts where verses_fts match ? and rowid between ? and ?')
      .get(match, low, high) as { n: number };
    this.db
      .prepare(
        'select v.key, v.text from verses_fts f join verses v on v.key = f.rowid where verses_fts match ? and f.rowid between ? and ? order by f.rowid limit 30',
      )
      .all(match, low, high);
    return count.n;
  }
}

/** PostgreSQL full-text search with a GIN index ('simple' configuration: exact words, no stemming). */
export class PostgresPeer {
  private constructor(private readonly client: pg.Client) {}

  static async create(url: string, rows: readonly PeerRow[]): Promise<PostgresPeer> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`
      create table bench_verses (key integer primary key, text text not null, strongs text[] not null,
        document tsvector generated always as (to_tsvector('simple', translate(lower(text), '–æ’', '-a'''))) stored);
      create index bench_verses_document on bench_verses using gin (document);
      create index bench_verses_strongs on bench_verses using gin (strongs);
    `);
    for (let start = 0; start < rows.length; start += 1_000) {
      const batch = rows.slice(start, start + 1_000);
      await client.query(
        `insert into bench_verses (key, text, strongs)
         select k, t, string_to_array(s, ' ') from unnest($1::int[], $2::text[], $3::text[]) as u(k, t, s)`,
        [batch.map((row) => row.key), batch.map((row) => row.text), batch.map((row) => row.strongs)],
      );
    }
    await client.query('analyze bench_verses');
    return new PostgresPeer(client);
  }

  async run(query: PeerQuery): Promise<number> {
    const [low, high] = query.keyRange ?? [0, 99_999_999];
    let where = 'key between $1 and $2';
    const values: unknown[] = [low, high];
    if (query.tsquery) {
      values.push(query.tsquery);
      where += ` and document @@ to_tsquery('simple', $${values.length})`;
    }
    if (query.pgStrongs) {
      values.push([query.pgStrongs]);
      where += ` and strongs @> $${values.length}::text[]`;
    }
    const count = await this.client.query(
      `select count(*)::int as n from bench_verses where ${where}`,
      values,
    );
    await this.client.query(
      `select key, text from bench_verses where ${where} order by key limit 30`,
      values,
    );
    return count.rows[0].n as number;
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}
