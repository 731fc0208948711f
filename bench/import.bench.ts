import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ImportRepository } from '../server/bible-data/import.repository';
import { ImportService } from '../server/bible-data/import.service';
import { openDatabase } from '../server/db/database';
import { createTestDatabase } from '../server/test/databases';
import { isAvailable, shippedSources, type ImportSource } from '../ingest/sources';
import { summarise } from './stats';

/**
 * bench/import: time to read each shipped source and to write it into PGlite and PostgreSQL, and the whole
 * set, with the process's peak memory. Each figure is the median and p99 over --runs repetitions.
 */
const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } },
});
const runs = Number(values.runs);
// Fresh sources for every run: the KJV and TR share one parse of kjv.xml within a set, and a run must pay it.
const freshSources = () =>
  shippedSources({ sourcesDir: path.resolve('data/sources') }).filter(
    (source) => isAvailable(source) && (!values.only || values.only.split(',').includes(source.id)),
  );
const sources = freshSources();

function peakRssMiB(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

async function timeIt(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** A fresh database of the kind: a PGlite cluster on disk (as the site uses it) or a new server database. */
async function openBenchDatabase(kind: 'pglite' | 'postgres', directory: string) {
  if (kind === 'postgres') {
    const database = await createTestDatabase('postgres');
    return { db: database.db, dispose: () => database.destroy() };
  }
  const database = await openDatabase({ dataDir: directory });
  return { db: database.db, dispose: () => database.close() };
}

const readTimes = new Map<string, number[]>();
for (let run = 0; run < runs; run++) {
  for (const source of freshSources()) {
    readTimes.set(source.id, [...(readTimes.get(source.id) ?? []), await timeIt(() => source.load())]);
  }
}

type Kind = 'pglite' | 'postgres';
const writeTimes = new Map<string, number[]>();
const totalTimes = new Map<Kind, number[]>();
for (const kind of ['pglite', 'postgres'] as const) {
  totalTimes.set(kind, []);
  for (let run = 0; run < runs; run++) {
    const directory = mkdtempSync(path.join(tmpdir(), 'oc-bench-'));
    const database = await openBenchDatabase(kind, directory);
    const service = new ImportService(new ImportRepository(database.db));
    const started = performance.now();
    for (const source of freshSources() as ImportSource[]) {
      const key = `${kind}:${source.id}`;
      const elapsed = await timeIt(async () => {
        const outcome = await service.importSource(source);
        if (outcome.status !== 'completed') throw new Error(`${source.id}: ${outcome.error}`);
      });
      writeTimes.set(key, [...(writeTimes.get(key) ?? []), elapsed]);
    }
    totalTimes.get(kind)!.push(performance.now() - started);
    await database.dispose();
    rmSync(directory, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
console.log(`bench/import: ${runs} runs, Node ${process.version}, peak RSS ${peakRssMiB()} MiB\n`);
console.log('source            read (median / p99)     PGlite read+write       PostgreSQL read+write');
for (const source of sources) {
  const read = summarise(readTimes.get(source.id)!);
  const pglite = summarise(writeTimes.get(`pglite:${source.id}`)!);
  const postgres = summarise(writeTimes.get(`postgres:${source.id}`)!);
  console.log(
    `${source.id.padEnd(17)} ${`${ms(read.median)} / ${ms(read.p99)}`.padEnd(23)} ${`${ms(pglite.median)} / ${ms(pglite.p99)}`.padEnd(23)} ${ms(postgres.median)} / ${ms(postgres.p99)}`,
  );
}
for (const [kind, samples] of totalTimes) {
  const total = summarise(samples);
  console.log(
    `all sources on ${kind}: median ${ms(total.median)}, p99 ${ms(total.p99)} (target: within 60 s)`,
  );
}
