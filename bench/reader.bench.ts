import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { InjectOptions } from 'fastify';
import { BOOKS } from '../core/bible/books';
import { KJV } from '../core/bible/versification';
import { shippedSources } from '../ingest/sources';
import { ImportRepository } from '../server/bible-data/import.repository';
import { ImportService } from '../server/bible-data/import.service';
import { createTestApp } from '../server/test/app';
import { describeLoad, loadInTurn, startBenchServer } from './http';
import { summarise } from './stats';

/**
 * bench/reader: the reader's chapter call and a batch look-up of 100 references, in process (the service
 * alone and through the app with validation and serialisation) and over HTTP with 50 connections. Real KJV,
 * ASV, WLC and the KJV↔WLC verse map; target p99 under 5 ms in process.
 */
const SOURCES = ['strongs-hebrew', 'strongs-greek', 'verse-map', 'kjv', 'asv', 'wlc'];
const RUNS = 2000;

/** The books of the KJV, ASV and WLC: the deuterocanonical books (after the 66) are in none of them. */
const CANON = BOOKS.filter((book) => !book.deuterocanonical);

function randomChapter(random: () => number): { book: string; chapter: number } {
  const book = CANON[Math.floor(random() * CANON.length)]!;
  return { book: book.osis, chapter: 1 + Math.floor(random() * book.chapters) };
}

function randomReferences(random: () => number, count: number, testament?: 'OT'): string[] {
  const books = testament ? CANON.filter((book) => book.testament === testament) : CANON;
  return Array.from({ length: count }, () => {
    const book = books[Math.floor(random() * books.length)]!;
    const chapter = 1 + Math.floor(random() * book.chapters);
    const verse = 1 + Math.floor(random() * KJV.verseCount(book.osis, chapter));
    return `${book.name} ${chapter}:${verse}`;
  });
}

/** A small deterministic generator, so every run asks the same chapters. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

async function time(runs: number, body: (run: number) => unknown | Promise<unknown>): Promise<number[]> {
  for (let run = 0; run < 200; run++) await body(run);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await body(run);
    samples.push(performance.now() - started);
  }
  return samples;
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
function report(label: string, samples: number[]): boolean {
  const { median, p99, runs } = summarise(samples);
  console.log(
    `${label.padEnd(52)} median ${ms(median).padStart(10)}  p99 ${ms(p99).padStart(10)}  (${runs} runs)`,
  );
  return p99 < 5;
}

// The in-process runs come from one address, far past the per-address request limits.
const harness = await createTestApp('pglite', {}, { requestLimits: false });
const importer = new ImportService(new ImportRepository(harness.database.db));
const started = performance.now();
for (const source of shippedSources({ sourcesDir: path.resolve('data/sources') })) {
  if (!SOURCES.includes(source.id)) continue;
  const outcome = await importer.importSource(source);
  if (outcome.status !== 'completed') throw new Error(`${source.id}: ${outcome.error}`);
}
console.log(`imported ${SOURCES.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
const { chapters, lookups } = harness.app.services.reader;
await harness.app.services.indexes.warmUp();

const random = seeded(42);
const chapterCases = Array.from({ length: 500 }, () => randomChapter(random));
const batches = Array.from({ length: 50 }, () => randomReferences(random, 100));
const hebrewBatches = Array.from({ length: 50 }, () => randomReferences(random, 100, 'OT'));

const chapterAt = (run: number) => chapterCases[run % chapterCases.length]!;

// The target (p99 under 5 ms) is the calls' own work; through app.inject adds the test client, routing,
// validation and serialising, shown beside a trivial route so the client's share is visible.
let ok = true;
for (const [label, body] of [
  [
    'chapter, service (KJV, random chapter)',
    (run: number) => chapters.chapter('kjv', chapterAt(run).book, chapterAt(run).chapter),
  ],
  [
    'batch of 100, service (ASV, same numbering)',
    (run: number) => lookups.batch({ references: batches[run % 50]!, version: 'asv', from: 'kjv' }),
  ],
  [
    'batch of 100, service (KJV refs into the WLC, mapped)',
    (run: number) => lookups.batch({ references: hebrewBatches[run % 50]!, version: 'wlc', from: 'kjv' }),
  ],
] as const) {
  ok = report(label, await time(RUNS, body)) && ok;
}
const inject = (options: InjectOptions) => harness.app.inject(options);
for (const [label, body] of [
  [
    'app.inject: GET /api/versions (the test client alone)',
    () => inject({ method: 'GET', url: '/api/versions' }),
  ],
  [
    'app.inject: chapter',
    (run: number) =>
      inject({ method: 'GET', url: `/api/bible/kjv/${chapterAt(run).book}/${chapterAt(run).chapter}` }),
  ],
  [
    'app.inject: batch of 100 (ASV)',
    (run: number) =>
      inject({
        method: 'POST',
        url: '/api/reference-lookup/batch',
        payload: { references: batches[run % 50]!, version: 'asv' },
      }),
  ],
] as const) {
  report(label, await time(RUNS, body));
}
await harness.close();

// Over HTTP: the real server as its own process on a database holding the KJV and ASV.
const dataDir = mkdtempSync(path.join(tmpdir(), 'oc-bench-reader-'));
const server = await startBenchServer({
  dataDir,
  port: 3918,
  readyPath: '/api/bible/asv/Gen/1',
  sources: ['kjv', 'asv'],
});
try {
  const base = server.base;
  let next = 0;
  const chapterRun = await loadInTurn(
    base,
    chapterCases.map(({ book, chapter }) => `/api/bible/kjv/${book}/${chapter}`),
  );
  const batchRun = await autocannon({
    url: base,
    connections: 50,
    duration: 10,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: '/api/reference-lookup/batch',
          body: JSON.stringify({ references: batches[next++ % batches.length], version: 'asv' }),
        }),
      },
    ],
  });
  for (const [label, result] of [
    ['chapter', chapterRun],
    ['batch of 100', batchRun],
  ] as const) {
    console.log(describeLoad(`HTTP ${label.padEnd(13)} 50 connections, 10 s`, result));
    if (result.errors || result.non2xx) ok = false;
  }
} finally {
  // The server's embedded database must be closed before its folder is removed.
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (!ok) {
  console.error('\nA target was missed: p99 of 5 ms in process, no errors over HTTP.');
  process.exitCode = 1;
}
