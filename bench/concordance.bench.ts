import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { createConcordanceService } from '../server/concordance/concordance.service';
import { openDatabase } from '../server/db/database';
import { testConfig } from '../server/test/app';
import { describeLoad, loadInTurn, startBenchServer } from './http';
import { summarise } from './stats';

/**
 * bench/concordance: the entry call with its first page of occurrences and the dictionary list search, in
 * process (through the service) and over HTTP at 50 connections, on the shipped dictionaries and texts.
 * BENCH_DATA_DIR=… uses an already imported data directory; otherwise the sources are imported first.
 */
const SOURCES = ['strongs-hebrew', 'strongs-greek', 'bdb', 'abbott-smith', 'kjv', 'tr', 'wlc', 'sblgnt'];
const NUMBERS = ['H7225', 'H430', 'H853', 'H3068', 'H1254', 'H7218', 'H157', 'H8064', 'H776', 'H6887a'];
const GREEK = ['G26', 'G25', 'G2316', 'G3588', 'G2889', 'G1722', 'G4100', 'G5207', 'G3056', 'G2222'];
const SEARCHES: { language?: 'hebrew' | 'greek'; q?: string; page: number }[] = [
  { q: 'love', page: 1 },
  { q: 'ראשית', page: 1 },
  { q: 'H7225', page: 1 },
  { language: 'greek', q: 'agape', page: 1 },
  { language: 'hebrew', page: 50 },
  { q: 'the first', page: 2 },
  { q: 'elohiym', page: 1 },
  { q: 'shepherd', page: 1 },
];

const given = process.env.BENCH_DATA_DIR;
const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'openconcordance-bench-'));
if (!given) {
  console.log(`Importing ${SOURCES.join(', ')} into ${dataDir}…`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/import.cli.ts', ...SOURCES], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('the import failed');
}

async function timed(samples: number[], work: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await work();
  samples.push(performance.now() - started);
}

const database = await openDatabase({ dataDir });
const app = await buildApp({
  config: testConfig({ dataDir }),
  database,
  logger: false,
  webRoot: '/nonexistent',
});
await app.ready();
try {
  const concordance = app.services.concordance;
  const numbers = [...NUMBERS, ...GREEK];
  // First calls load the dictionary and the indexes and fill the definition cache, as on a running site.
  for (const number of numbers) await concordance.entry(number, { page: 1, limit: 20 });
  const entry: number[] = [];
  const list: number[] = [];
  for (let round = 0; round < 50; round++) {
    for (const number of numbers) await timed(entry, () => concordance.entry(number, { page: 1, limit: 20 }));
    for (const search of SEARCHES) await timed(list, () => concordance.list({ ...search, limit: 20 }));
  }
  // The same entry calls on a service that keeps no answers (its definitions warm, as above): what building
  // an answer costs, as the first call of a page pays before it is kept (decision 053). Not part of the
  // issue's bar; printed so the warm figures above are read as kept answers.
  const building = createConcordanceService(database.db, app.services, { keepAnswers: false });
  for (const number of numbers) await building.entry(number, { page: 1, limit: 20 });
  const built: number[] = [];
  for (let round = 0; round < 50; round++) {
    for (const number of numbers) await timed(built, () => building.entry(number, { page: 1, limit: 20 }));
  }
  const format = (name: string, samples: number[]) => {
    const { median, p99, runs } = summarise(samples);
    return `${name.padEnd(34)} p50 ${median.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  (${runs} runs)`;
  };
  console.log('\nIn process (service calls, warm):');
  console.log(format('entry with first occurrences page', entry));
  console.log(format('list search', list));
  console.log(format('entry, answers not kept', built));
} finally {
  await app.close();
  await database.close();
}

// A port of its own: the reader bench uses 3918, and a second server failing to bind it would leave this bench
// loading the other one without noticing.
const server = await startBenchServer({ dataDir, port: 3919, readyPath: '/api/concordance/H7225' });
try {
  const base = server.base;
  const paths = [
    ...[...NUMBERS, ...GREEK].map((number) => `/api/concordance/${encodeURIComponent(number)}`),
    ...SEARCHES.map((search) => {
      const query = new URLSearchParams({
        page: String(search.page),
        limit: '20',
        ...(search.q ? { q: search.q } : {}),
      });
      return `/api/concordance/${search.language ?? 'search'}?${query.toString()}`;
    }),
  ];
  for (const url of paths) await fetch(base + url);
  const result = await loadInTurn(base, paths);
  console.log(`\n${describeLoad(`HTTP, 50 connections, 10 s, ${paths.length} calls in turn`, result)}`);
} finally {
  await server.stop();
  if (!given) rmSync(dataDir, { recursive: true, force: true });
}
