/**
 * bench/memory (`npm run bench:memory`, issue 22): the site's resident memory by part, in one process on the
 * bench's data directory (every shipped source, see bench/http.bench.ts) or on DATABASE_URL: the runtime, the
 * opened database, the app, then each version's index and texts as it is built, then the caches after a pass
 * over the public reads, then the study sources of issue 38 loaded and read, with the total they add against
 * the 40 MB (decision 381). Run with --expose-gc (the npm script does) so each figure follows a full
 * collection.
 */
import path from 'node:path';
import { buildApp } from '../server/app';
import { testConfig } from '../server/test/app';
import { openDatabase } from '../server/db/database';

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? 'bench/results/data-pglite');
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
/** Full collections, each after an event-loop turn: memory freed by callbacks still queued (a closed
 * stream, a finished query's buffers) only goes once they have run, so a reading taken at once counts it. */
async function collect(): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    global.gc?.();
  }
}
let last = process.memoryUsage();
let studyAdded: number | undefined;
/** Asks the app for each URL, as the site would be asked; stops at an answer other than 200. */
async function read(urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode}`);
  }
}
const rows: string[][] = [];
async function step(label: string, parts = ''): Promise<void> {
  await collect();
  const now = process.memoryUsage();
  rows.push([
    label,
    mib(now.rss),
    `${now.rss >= last.rss ? '+' : ''}${mib(now.rss - last.rss)}`,
    mib(now.heapUsed),
    // `external` counts the array buffers (typed arrays, Buffers, PGlite's WASM memory) already.
    mib(now.external),
    parts,
  ]);
  last = now;
}

await step('runtime and modules');
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await step(`database opened (${database.kind})`);
const app = await buildApp({
  config: testConfig({ dataDir, databaseUrl: process.env.DATABASE_URL, nodeEnv: 'production' }),
  database,
  logger: false,
  requestLimits: false,
  webRoot: path.resolve('dist/web'),
});
await app.ready();
await step('app built (services, static files)');
try {
  for (const version of await app.services.indexes.installed()) {
    const loaded = (await app.services.indexes.get(version.code))!;
    await step(
      `index and texts: ${version.code}`,
      `index ${mib(loaded.index.stats().bytes)}, texts and tokens ${mib(loaded.verseBytes)}`,
    );
  }
  const urls = [
    '/api/search-strongs?q=love&version=all',
    '/api/search-strongs?q=%22in%20the%20beginning%22&version=kjv',
    '/api/concordance/H7225',
    '/api/concordance/G26',
    '/api/concordance/search?q=love',
  ];
  for (let chapter = 1; chapter <= 50; chapter++) {
    urls.push(`/api/bible/kjv/Gen/${chapter}`, `/api/interlinear/Gen/${chapter}`);
  }
  await read(urls);
  await step('after reads (caches: 50 chapters and interlinears, searches, entries)');
  // The study sources of issue 38 with every version loaded and the caches above filled, so that the lines
  // below are what they add (decision 381; BENCH_STUDY_SOURCES=0 leaves them out): imported the first time,
  // as a start does, then read as the reader and the verse page read them.
  if (process.env.BENCH_STUDY_SOURCES !== '0') {
    await collect();
    const before = process.memoryUsage().rss;
    await app.services.studySources.start({ importNew: true, refreshMs: 0 });
    await step('study sources loaded (cross-references, commentaries, Easton, Nave)');
    const study: string[] = [];
    for (let chapter = 1; chapter <= 50; chapter++)
      study.push(`/api/cross-references/kjv/Gen/${chapter}`, `/api/commentary/Gen/${chapter}`);
    for (let chapter = 1; chapter <= 150; chapter++) study.push(`/api/commentary/Ps/${chapter}`);
    study.push(
      '/api/cross-references/kjv/Acts/24/25?limit=500&negative=1',
      '/api/search-strongs?q=xref%3AJohn.3.16&version=kjv',
      '/api/search-strongs?q=topic%3Aprayer&version=kjv',
      '/api/dictionary/entry/Bethlehem',
      '/api/verse-all/John/3/16',
    );
    await read(study);
    await step('after the study reads (50 chapters of cross-references, 200 of commentary, the study calls)');
    studyAdded = last.rss - before;
  }
} finally {
  await app.close();
  await database.close();
}
console.log('| step | RSS MiB | change | JS heap MiB | external MiB | packed parts MiB |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
if (studyAdded !== undefined) {
  // Issue 38's bar: all of the study sources add at most 40 MB (10^6 bytes) with every version loaded.
  const verdict = studyAdded <= 40_000_000 ? 'met' : 'MISSED';
  console.log(
    `\nstudy sources added: +${(studyAdded / 1_000_000).toFixed(1)} MB of RSS with every version loaded (target <= 40 MB): ${verdict}`,
  );
}
