import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/database';
import { testConfig } from '../server/test/app';
import { summarise } from './stats';

/**
 * bench/topics (`npm run bench:topics`): `topic:` searches (issue 38: p99 <= 10 ms) through the search service
 * on the real KJV, beside the plain word search of the same word and the typed reference listing the same
 * verses, in rounds so that a slow spell falls on all of them. Also the first read of Nave's and Easton's and
 * a dictionary entry. BENCH_DATA_DIR=… uses an already imported data directory; otherwise the KJV is imported.
 */
const TOPICS = ['prayer', 'faith', 'love', 'god', 'jesus, the christ', 'bethlehem', 'repentance', 'sin'];
const COMBINED = ['topic:prayer morning', 'topic:faith in:NT', 'topic:love in:John', 'topic:sin death'];

const given = process.env.BENCH_DATA_DIR;
const dataDir = given ?? mkdtempSync(path.join(tmpdir(), 'openconcordance-bench-'));
if (!given) {
  console.log(`Importing kjv into ${dataDir}…`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/import.cli.ts', 'kjv'], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('the import failed');
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
  // The first start's import of the study sources, timed one by one (as `npm run import -- --study import`).
  const registry = app.services.studySources;
  await registry.start({ importNew: false, refreshMs: 0 });
  for (const id of ['eastons-dictionary', 'naves-topics']) {
    const started = performance.now();
    const report = await registry.import(id);
    console.log(`${id} imported in ${(performance.now() - started).toFixed(0)} ms:`, report.counts);
  }

  const search = app.services.search;
  const options = { version: 'kjv', page: 1, limit: 30, includeStrongs: false };
  // The same verses as a typed reference: what listing them costs without the topic's lookup.
  const references = new Map<string, string>();
  for (const name of TOPICS) {
    const ranges = await app.services.topics.topicVerses(name);
    const { formatRange } = await import('../core/reference/format-reference');
    references.set(name, ranges.slice(0, 40).map(formatRange).join('; '));
  }
  const classes: Record<string, string[]> = {
    'topic:NAME alone': TOPICS.map((name) => `topic:"${name}"`),
    'topic: with words or in:': COMBINED,
    'the word alone (peer)': TOPICS.map((name) => name.split(',')[0]!),
  };
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(classes).map((key) => [key, []]));
  // Answers are not kept between runs: `search` (not `answerJson`) builds each answer as a first reader would.
  for (const queries of Object.values(classes))
    for (const q of queries) await search.answer({ ...options, q });
  for (let round = 0; round < 10; round++) {
    for (const [name, queries] of Object.entries(classes)) {
      for (let run = 0; run < 30; run++) {
        for (const q of queries) {
          const at = performance.now();
          await search.answer({ ...options, q });
          samples[name]!.push(performance.now() - at);
        }
      }
    }
  }
  console.log('\nIn process (SearchService.answer, first page of 30 verses, KJV):');
  for (const [name, values] of Object.entries(samples)) {
    const { median, p99, runs } = summarise(values);
    console.log(`${name.padEnd(28)} p50 ${median.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms  (${runs} runs)`);
  }
  const entry: number[] = [];
  for (let run = 0; run < 2000; run++) {
    const at = performance.now();
    await app.services.dictionary.entry(['Bethlehem', 'Paul', 'Aaron', 'Moses'][run % 4]!);
    entry.push(performance.now() - at);
  }
  const { median, p99 } = summarise(entry);
  console.log(`${"Easton's entry (kept)".padEnd(28)} p50 ${median.toFixed(3)} ms  p99 ${p99.toFixed(3)} ms`);
} finally {
  await app.close();
  await database.close();
}
