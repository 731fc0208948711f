import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bookByOsis, verseKey } from '../core/bible/books';
import { hebrewRoots } from '../core/grammar/hebrew-roots';
import { HEBREW_LEXICON_DIRECTORY } from '../ingest/readers/hebrew-strong';
import { grammarCounts, matchedWords, positiveWordNodes } from '../core/grammar/grammar-counts';
import { typedLemmaKey } from '../core/grammar/lemma-keys';
import { WordIndex, type WordRow } from '../core/grammar/word-index';
import { WordSearch } from '../core/grammar/word-search';
import { VerseIndex } from '../core/search/index';
import { parseQuery, type SearchQuery } from '../core/search/query';
import type { BibleText } from '../ingest/model';
import { readOshb } from '../ingest/readers/oshb';
import { readSblgnt } from '../ingest/readers/sblgnt';
import pg from 'pg';
import { createTestDatabase } from '../server/test/databases';
import { type Summary, summarise } from './stats';

/**
 * bench/grammar (issue 39): grammatical queries over the real SBLGNT and Hebrew Bible in process, against
 * PostgreSQL with a word table (a row a word, its parsing in columns, B-tree indexes: the way the open tools
 * store morphology) in a scratch database, in the same run. Verse counts are checked equal on both sides.
 */
interface Case {
  label: string;
  text: 'sblgnt' | 'wlc';
  q: string;
  /** The same question in SQL over `words`: a `where` for one word, or two words (a, b) and a distance. */
  sql: { where: string; values: unknown[] } | { a: string; b: string; distance: number; values: unknown[] };
}

const greek = (word: string) => typedLemmaKey(word);
const cases: Case[] = [
  {
    label: 'one term',
    text: 'sblgnt',
    q: 'lemma:ἀγαπάω',
    sql: { where: 'lemma_key = $1', values: [greek('ἀγαπάω')] },
  },
  {
    label: 'one term',
    text: 'sblgnt',
    q: 'morph:genitive',
    sql: { where: "gcase = 'genitive'", values: [] },
  },
  { label: 'one term', text: 'sblgnt', q: 'morph:V-?AAD', sql: { where: "code like 'V-_AAD%'", values: [] } },
  { label: 'one term', text: 'wlc', q: 'morph:hiphil', sql: { where: "stem = 'hiphil'", values: [] } },
  { label: 'one term', text: 'wlc', q: 'lemma:H7225', sql: { where: "strongs = 'H7225'", values: [] } },
  {
    label: 'one term (30,000+)',
    text: 'wlc',
    q: 'morph:noun',
    sql: { where: "pos in ('noun', 'proper noun')", values: [] },
  },
  {
    label: 'two terms, one word',
    text: 'sblgnt',
    q: 'lemma:ἀγαπάω morph:"present imperative"',
    sql: { where: "lemma_key = $1 and tense = 'present' and mood = 'imperative'", values: [greek('ἀγαπάω')] },
  },
  {
    label: 'two terms, one word',
    text: 'wlc',
    q: 'root:שׁוב morph:hiphil',
    sql: { where: "root = 'שוב' and stem = 'hiphil'", values: [] },
  },
  {
    label: 'three terms, near',
    text: 'sblgnt',
    q: 'lemma:λόγος near:3 lemma:θεός morph:genitive',
    sql: {
      a: 'a.lemma_key = $1',
      b: "b.lemma_key = $2 and b.gcase = 'genitive'",
      distance: 3,
      values: [greek('λόγος'), greek('θεός')],
    },
  },
  {
    label: 'three terms, near',
    text: 'wlc',
    q: 'morph:"qal imperative" near:5 lemma:H3068',
    sql: { a: "a.stem = 'qal' and a.mood = 'imperative'", b: "b.strongs = 'H3068'", distance: 5, values: [] },
  },
];

const rowsOf = (text: BibleText): WordRow[] =>
  text.verses
    .map((verse) => ({
      key: verseKey(bookByOsis(verse.book)!.number, verse.chapter, verse.verse),
      text: verse.text,
      tokens: verse.tokens.map((token) => ({
        t: token.text,
        s: token.strongs,
        m: token.morph,
        l: token.lemma,
      })),
    }))
    .sort((a, b) => a.key - b.key);

const gc = (globalThis as { gc?: () => void }).gc;
const rss = () => {
  gc?.();
  return process.memoryUsage().rss;
};

console.log(
  `load: ${(await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const roots = hebrewRoots(readFileSync(path.join(HEBREW_LEXICON_DIRECTORY, 'LexicalIndex.xml'), 'utf8'));
const texts = new Map<string, { verses: VerseIndex; words: WordIndex; rows: WordRow[] }>();
let wordBytes = 0;
let rssAdded = 0;
for (const [code, read, language] of [
  ['sblgnt', () => readSblgnt(), 'grc'],
  ['wlc', () => readOshb(), 'he'],
] as const) {
  const rows = rowsOf(await read());
  const verses = VerseIndex.fromRows(rows, language);
  const before = rss();
  const started = performance.now();
  const words = WordIndex.build(rows, verses.data.keys, {
    rootOf: code === 'wlc' ? (strongs) => roots.get(strongs) : undefined,
  });
  const built = performance.now() - started;
  rssAdded += rss() - before;
  wordBytes += words.bytes;
  console.log(
    `${code}: ${words.wordCount} words, index ${(words.bytes / 1e6).toFixed(1)} MB, built in ${built.toFixed(0)} ms`,
  );
  texts.set(code, { verses, words, rows });
}
console.log(
  `word-level indexes: ${(wordBytes / 1e6).toFixed(1)} MB counted, ${(rssAdded / 1e6).toFixed(1)} MB of RSS added`,
);

/** The PostgreSQL peer: one row a word, its parsing in columns. */
const database = await createTestDatabase('postgres');
// The scratch database goes when the run ends, even when it is stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void database.destroy().finally(() => process.exit(130)));
}
const client = new pg.Client({ connectionString: database.url! });
await client.connect();
await client.query(`
  create table words (text text not null, word integer not null, verse_key integer not null,
    position integer not null, lemma_key text, strongs text, root text, code text, pos text, tense text,
    voice text, mood text, stem text, gcase text, primary key (text, word));
`);
for (const [code, { words, rows }] of texts) {
  const columns: unknown[][] = Array.from({ length: 13 }, () => []);
  let word = 0;
  for (const row of rows) {
    row.tokens.forEach((_, position) => {
      const lemma = words.lemmas[words.lemma[word]!]!;
      const form = words.codes[words.form[word]!]!;
      const features = form.features ?? {};
      const values = [
        code,
        word,
        row.key,
        position,
        typedLemmaKey(lemma.lemma),
        lemma.strongs ?? null,
        lemma.root ?? null,
        form.code,
        features.pos ?? null,
        features.tense ?? null,
        features.voice ?? null,
        features.mood ?? null,
        features.stem ?? null,
      ];
      values.forEach((value, at) => columns[at]!.push(value));
      word++;
    });
  }
  const cases = Array.from(
    { length: words.wordCount },
    (_, at) => words.codes[words.form[at]!]!.features?.case ?? null,
  );
  for (let start = 0; start < words.wordCount; start += 20_000) {
    const slice = (list: unknown[]) => list.slice(start, start + 20_000);
    await client.query(
      `insert into words select * from unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::text[], $6::text[],
        $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])`,
      [...columns.map(slice), slice(cases)],
    );
  }
}
await client.query(`
  create index on words (text, lemma_key); create index on words (text, strongs); create index on words (text, root);
  create index on words (text, code text_pattern_ops); create index on words (text, pos); create index on words (text, stem);
  create index on words (text, gcase); create index on words (text, tense, mood); create index on words (text, verse_key, position);
  analyze words;
`);

async function peer(entry: Case): Promise<number> {
  const sql = entry.sql;
  const values = [entry.text, ...sql.values];
  const shift = (where: string) => where.replace(/\$(\d)/g, (_, n: string) => `$${Number(n) + 1}`);
  const matched =
    'where' in sql
      ? `select verse_key from words where text = $1 and ${shift(sql.where)}`
      : `select a.verse_key from words a join words b on b.text = a.text and b.verse_key = a.verse_key
           and b.position between a.position - ${sql.distance} and a.position + ${sql.distance} and b.word <> a.word
         where a.text = $1 and ${shift(sql.a)} and ${shift(sql.b)}`;
  const [count] = await Promise.all([
    client.query(`select count(distinct verse_key)::int as n from (${matched}) m`, values),
    client.query(`select distinct verse_key from (${matched}) m order by verse_key limit 30`, values),
  ]);
  return count.rows[0].n as number;
}

function time(run: () => unknown, runs: number): Summary {
  for (let warm = 0; warm < Math.min(20, runs); warm++) run();
  const samples: number[] = [];
  for (let at = 0; at < runs; at++) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

async function timeAsync(run: () => Promise<unknown>, runs: number): Promise<Summary> {
  for (let warm = 0; warm < 3; warm++) await run();
  const samples: number[] = [];
  for (let at = 0; at < runs; at++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

const ms = (value: number) => value.toFixed(3);
console.log(
  `\n${'class'.padEnd(20)} ${'query'.padEnd(46)} ${'verses'.padStart(6)} ${'words'.padStart(6)}  ours med/p99 ms   +breakdowns med/p99  PostgreSQL med/p99 ms  ratio`,
);
for (const entry of cases) {
  const { verses, words } = texts.get(entry.text)!;
  const search = new WordSearch(words);
  // Parsed afresh each run, so neither the parse, the code table nor the words of a node are remembered.
  const fresh = () => parseQuery(entry.q) as SearchQuery;
  const ours = time(() => verses.search(fresh(), { words: search }), 200);
  const withCounts = time(() => {
    const query = fresh();
    const found = verses.matchingVerses(query, search);
    grammarCounts(words, found, matchedWords(search, positiveWordNodes(query.root), found));
    verses.search(query, { words: search });
  }, 200);
  const total = verses.search(fresh(), { words: search }).total;
  const wordCount = (() => {
    const query = fresh();
    return matchedWords(search, positiveWordNodes(query.root), verses.matchingVerses(query, search)).length;
  })();
  const peerCount = await peer(entry);
  const theirs = await timeAsync(() => peer(entry), 15);
  console.log(
    `${entry.label.padEnd(20)} ${`${entry.text} ${entry.q}`.padEnd(46)} ${String(total).padStart(6)} ${String(wordCount).padStart(6)}  ${`${ms(ours.median)} / ${ms(ours.p99)}`.padEnd(16)} ${`${ms(withCounts.median)} / ${ms(withCounts.p99)}`.padEnd(16)} ${`${ms(theirs.median)} / ${ms(theirs.p99)}`.padEnd(12)} ${peerCount === total ? 'same' : `DIFFERENT ${peerCount}`}  ${(theirs.p99 / ours.p99).toFixed(0)}×`,
  );
}
console.log(
  `load: ${(await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await client.end();
await database.destroy();
