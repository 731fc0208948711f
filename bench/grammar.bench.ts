import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bookByOsis, verseKey } from '../core/bible/books';
import { hebrewRoots } from '../core/grammar/hebrew-roots';
import { HEBREW_LEXICON_DIRECTORY } from '../ingest/readers/hebrew-strong';
import {
  grammarCounts,
  matchedWords,
  positiveWordNodes,
  type Renderings,
} from '../core/grammar/grammar-counts';
import { typedLemmaKey } from '../core/grammar/lemma-keys';
import { QERE_ONLY, WordIndex, type WordRow } from '../core/grammar/word-index';
import { WordSearch } from '../core/grammar/word-search';
import { withQere } from '../core/grammar/qere';
import { VerseIndex } from '../core/search/index';
import { parseQuery, type SearchQuery } from '../core/search/query';
import type { BibleText } from '../ingest/model';
import { qereRowsByVerse, readOshb, readOshbQere } from '../ingest/readers/oshb';
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
  /** The class of the query, which says its target (`TARGETS`). */
  label: 'one term' | '30,000+ words' | 'two terms, one word' | 'three terms, near';
  text: 'sblgnt' | 'wlc';
  q: string;
  /** The same question in SQL over `words`: a `where` for one word, or two words (a, b) and a distance. */
  sql: { where: string; values: unknown[] } | { a: string; b: string; distance: number; values: unknown[] };
}

/**
 * Issue 39's targets (p99, ms) by class: one grammatical term 1 ms (two terms of one word are held to it too),
 * three terms with `near:` 5 ms; the breakdowns add 2 ms; PostgreSQL's p99 at least 10 times ours. A term
 * whose answer holds 30,000+ words is "answered, paged, within the limits of the cost gate": the whole answer
 * with its breakdowns is one costly call, which must leave a waiting health probe within its 50 ms p99
 * (bench:abuse, decision 250), so its p99 is held to 50 ms; it is not held to the 1 ms of a term.
 */
const TARGETS: Record<Case['label'], { search: number; breakdowns: number; whole?: number }> = {
  'one term': { search: 1, breakdowns: 2 },
  'two terms, one word': { search: 1, breakdowns: 2 },
  'three terms, near': { search: 5, breakdowns: 2 },
  '30,000+ words': { search: Number.POSITIVE_INFINITY, breakdowns: Number.POSITIVE_INFINITY, whole: 50 },
};
const PEER_RATIO = 10;
/** Runs timed on our side after `WARM_UP` untimed ones: enough that p99 is not just the worst run or two. */
const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const WARM_UP = 100;
const PEER_RUNS = 30;

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
    label: '30,000+ words',
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
const kept = () => {
  gc?.();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

console.log(
  `load: ${(await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
const roots = hebrewRoots(readFileSync(path.join(HEBREW_LEXICON_DIRECTORY, 'LexicalIndex.xml'), 'utf8'));
const texts = new Map<
  string,
  { verses: VerseIndex; words: WordIndex; search: WordSearch; renderings: Renderings }
>();
let wordBytes = 0;
let rssAdded = 0;
let keptAdded = 0;
// The Hebrew Bible's index holds its two readings (decision 406): the qere read as the server reads them, first,
// so that the files' reading is over before anything is measured.
const qereOfWlc = qereRowsByVerse(await readOshbQere());
for (const [code, read, language] of [
  ['sblgnt', () => readSblgnt(), 'grc'],
  ['wlc', () => readOshb(), 'he'],
] as const) {
  const rows = rowsOf(await read());
  const verses = VerseIndex.fromRows(rows, language);
  const qere = code === 'wlc' ? qereOfWlc : undefined;
  const before = rss();
  const keptBefore = kept();
  const started = performance.now();
  const words = WordIndex.build(qere ? withQere(rows, qere) : rows, verses.data.keys, {
    rootOf: code === 'wlc' ? (strongs) => roots.get(strongs) : undefined,
  });
  const built = performance.now() - started;
  // With the search's and the counts' scratch arrays, allocated by a first count of every word.
  const search = new WordSearch(words);
  const renderings = renderingsOf(words);
  const first = parseQuery('morph:participle') as SearchQuery;
  const found = verses.matchingVerses(first, search);
  grammarCounts(words, found, matchedWords(search, positiveWordNodes(first.root), found), renderings);
  rssAdded += rss() - before;
  keptAdded += kept() - keptBefore;
  wordBytes += words.bytes;
  console.log(
    `${code}: ${words.wordCount} words, index ${(words.bytes / 1e6).toFixed(1)} MB, built in ${built.toFixed(0)} ms`,
  );
  texts.set(code, { verses, words, search, renderings });
}
// The RSS moves with what the allocator gives back of the files' reading; the heap and buffers kept do not.
const indexesAdded = Math.max(rssAdded, keptAdded);
console.log(
  `word-level indexes: ${(wordBytes / 1e6).toFixed(1)} MB counted, ${(rssAdded / 1e6).toFixed(1)} MB of RSS and ${(keptAdded / 1e6).toFixed(1)} MB of heap and buffers added with their search and count scratch (target ≤ 40 MB${indexesAdded > 40e6 ? ', MISSED' : ''})`,
);
/** Held to the end, so that what it takes stays taken while the rest is measured. */
let qereSearch: WordSearch | undefined;
{
  // The Hebrew Bible read with its qere (decision 406): a second search over the same index, made when a
  // student first asks for it, with its own remembered words.
  const wlc = texts.get('wlc')!;
  const before = rss();
  const heapBefore = kept();
  const search = new WordSearch(wlc.words, 'qere');
  const first = parseQuery('morph:participle') as SearchQuery;
  const found = wlc.verses.matchingVerses(first, search);
  grammarCounts(wlc.words, found, matchedWords(search, positiveWordNodes(first.root), found), wlc.renderings);
  const added = rss() - before;
  const heapAdded = kept() - heapBefore;
  const total = indexesAdded + Math.max(added, heapAdded);
  console.log(
    `with the qere read too (wlc, the same index): ${(added / 1e6).toFixed(1)} MB of RSS and ${(heapAdded / 1e6).toFixed(1)} MB of heap and buffers more: ${(total / 1e6).toFixed(1)} MB in all, counting the larger (target ≤ 40 MB${total > 40e6 ? ', MISSED' : ''})`,
  );
  qereSearch = search;
}

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
for (const [code, { words }] of texts) {
  // One row a written word: the peer counts the ketiv, as our ketiv search does (the words read are left out).
  const columns: unknown[][] = Array.from({ length: 14 }, () => []);
  let position = 0;
  for (let word = 0; word < words.wordCount; word++) {
    if (word > 0 && words.verseOf[word] !== words.verseOf[word - 1]) position = 0;
    if (words.only?.[word] === QERE_ONLY) continue;
    const lemma = words.lemmas[words.lemma[word]!]!;
    const form = words.codes[words.form[word]!]!;
    const features = form.features ?? {};
    const values = [
      code,
      word,
      words.keys[words.verseOf[word]!]!,
      position++,
      typedLemmaKey(lemma.lemma),
      lemma.strongs ?? null,
      lemma.root ?? null,
      form.code,
      features.pos ?? null,
      features.tense ?? null,
      features.voice ?? null,
      features.mood ?? null,
      features.stem ?? null,
      features.case ?? null,
    ];
    values.forEach((value, at) => columns[at]!.push(value));
  }
  for (let start = 0; start < columns[0]!.length; start += 20_000) {
    await client.query(
      `insert into words select * from unnest($1::text[], $2::int[], $3::int[], $4::int[], $5::text[], $6::text[],
        $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])`,
      columns.map((list) => list.slice(start, start + 20_000)),
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

/**
 * A stand-in for the KJV renderings (the bench loads no KJV to align): each word rendered by its lemma's
 * headword, every seventh word by none, so the breakdown by rendering counts as many words into thousands of
 * ids as the real one does.
 */
function renderingsOf(words: WordIndex): Renderings {
  const ids = Uint32Array.from(words.lemma, (lemma, word) => (word % 7 === 0 ? 0 : lemma + 1));
  return { ids, texts: ['', ...words.lemmas.map((entry) => entry.lemma)] };
}

async function timeAsync(run: () => Promise<unknown>, runs: number): Promise<Summary> {
  for (let warm = 0; warm < 5; warm++) await run();
  const samples: number[] = [];
  for (let at = 0; at < runs; at++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

const ms = (value: number) => value.toFixed(3);
const missed: string[] = [];
const verdict = (what: string, value: number, target: number) => {
  if (value <= target || !Number.isFinite(target)) return '';
  missed.push(what);
  return ' MISSED';
};
console.log(
  `\n${RUNS} timed runs a query on our side after ${WARM_UP} untimed, ${PEER_RUNS} on PostgreSQL's; ms, median / p99.` +
    '\nsearch: the verses and a page of 30 with the words lit; breakdowns: what counting verses, words, books, forms' +
    " and KJV renderings adds after it; whole: both; CPU p99: the process's CPU time of search / breakdowns" +
    ' (moves less than the clock when the cores are shared; the targets are read on the clock).',
);
console.log(
  `\n${'class'.padEnd(20)} ${'query'.padEnd(46)} ${'verses'.padStart(6)} ${'words'.padStart(6)}  ${'search'.padEnd(16)} ${'breakdowns'.padEnd(16)} ${'whole'.padEnd(16)} ${'CPU p99 s / b'.padEnd(16)} ${'PostgreSQL'.padEnd(16)} ratio`,
);
for (const entry of cases) {
  const { verses, words, search, renderings } = texts.get(entry.text)!;
  // Parsed afresh each run, so neither the parse nor the words of a node are remembered.
  const fresh = () => parseQuery(entry.q) as SearchQuery;
  const searchTimes: number[] = [];
  const breakdownTimes: number[] = [];
  const wholeTimes: number[] = [];
  const cpu = { search: [] as number[], breakdowns: [] as number[] };
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const cpuStarted = process.cpuUsage();
    const started = performance.now();
    const query = fresh();
    verses.search(query, { words: search });
    const searched = performance.now();
    const cpuSearched = process.cpuUsage(cpuStarted);
    const found = verses.matchingVerses(query, search);
    grammarCounts(words, found, matchedWords(search, positiveWordNodes(query.root), found), renderings);
    const counted = performance.now();
    const cpuCounted = process.cpuUsage(cpuStarted);
    if (run < WARM_UP) continue;
    searchTimes.push(searched - started);
    breakdownTimes.push(counted - searched);
    wholeTimes.push(counted - started);
    const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    cpu.search.push(cpuMs(cpuSearched));
    cpu.breakdowns.push(cpuMs(cpuCounted) - cpuMs(cpuSearched));
  }
  const ours = summarise(searchTimes);
  const breakdowns = summarise(breakdownTimes);
  const whole = summarise(wholeTimes);
  const total = verses.search(fresh(), { words: search }).total;
  const wordCount = (() => {
    const query = fresh();
    return matchedWords(search, positiveWordNodes(query.root), verses.matchingVerses(query, search)).length;
  })();
  const peerCount = await peer(entry);
  const theirs = await timeAsync(() => peer(entry), PEER_RUNS);
  const target = TARGETS[entry.label];
  const name = `${entry.text} ${entry.q}`;
  const ratio = theirs.p99 / ours.p99;
  const cell = (summary: Summary, flag: string) =>
    `${ms(summary.median)} / ${ms(summary.p99)}${flag}`.padEnd(16);
  console.log(
    `${entry.label.padEnd(20)} ${name.padEnd(46)} ${String(total).padStart(6)} ${String(wordCount).padStart(6)}  ` +
      `${cell(ours, verdict(`${name}: search p99 > ${target.search} ms`, ours.p99, target.search))} ` +
      `${cell(breakdowns, verdict(`${name}: breakdowns p99 > ${target.breakdowns} ms`, breakdowns.p99, target.breakdowns))} ` +
      `${cell(whole, verdict(`${name}: whole answer p99 > ${target.whole} ms`, whole.p99, target.whole ?? Infinity))} ` +
      `${`${ms(summarise(cpu.search).p99)} / ${ms(summarise(cpu.breakdowns).p99)}`.padEnd(16)} ` +
      `${`${ms(theirs.median)} / ${ms(theirs.p99)}`.padEnd(16)} ${peerCount === total ? '' : `DIFFERENT ${peerCount} `}` +
      `${ratio.toFixed(0)}×${verdict(`${name}: PostgreSQL only ${ratio.toFixed(1)}× our p99`, PEER_RATIO, ratio)}`,
  );
}
console.log(
  `\ntargets (p99): one term and two terms of one word ${TARGETS['one term'].search} ms, three terms with near: ` +
    `${TARGETS['three terms, near'].search} ms, breakdowns ${TARGETS['one term'].breakdowns} ms, PostgreSQL ≥ ${PEER_RATIO}× ours; ` +
    `30,000+ words: the whole answer within the cost gate (${TARGETS['30,000+ words'].whole} ms)`,
);
console.log(missed.length ? `MISSED:\n  ${missed.join('\n  ')}` : 'Every target met.');
console.log(
  `load: ${(await import('node:os'))
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await client.end();
await database.destroy();
// Held until here (see its declaration).
if (!qereSearch) throw new Error('the qere search was not made');
