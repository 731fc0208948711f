import { loadavg } from 'node:os';
import path from 'node:path';
import { BOOKS } from '../core/bible/books';
import { KJV } from '../core/bible/versification';
import { shippedSources } from '../ingest/sources';
import { ImportRepository } from '../server/bible-data/import.repository';
import { ImportService } from '../server/bible-data/import.service';
import { createTestApp } from '../server/test/app';
import { summarise } from './stats';

/**
 * bench/cross-references (issue 38): the import of OpenBible's file, the memory its index holds, and in
 * process (the service alone, and through the app with validation and serialisation) one chapter's counts,
 * a verse's full list with previews in the KJV and in the WLC (mapped through the verse map), what points
 * here, and `xref:` and `topic:` searches. Targets: chapter p99 ≤ 5 ms, verse list ≤ 20 ms, xref: and topic:
 * ≤ 10 ms, import ≤ 15 s. Each line gives the CPU time's p99 beside the wall clock's, and the load average is
 * printed at the start and the end: others share the machine's cores.
 */
const SOURCES = ['strongs-hebrew', 'strongs-greek', 'verse-map', 'kjv', 'wlc'];
console.log(`load average at the start: ${loadAverage()}`);
const RUNS = 2000;
const CANON = BOOKS.filter((book) => !book.deuterocanonical);

function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

function randomVerse(random: () => number) {
  const book = CANON[Math.floor(random() * CANON.length)]!;
  const chapter = 1 + Math.floor(random() * book.chapters);
  const verse = 1 + Math.floor(random() * KJV.verseCount(book.osis, chapter));
  return { book: book.osis, chapter, verse };
}

/**
 * Each run's wall time and the CPU time the process spent in it (user and system): on a machine whose cores
 * others share, a run can wait for a core while it is on the wall clock, but not on the CPU clock, so a p99
 * far above the CPU's p99 is the machine's and not the code's.
 */
async function time(runs: number, body: (run: number) => unknown): Promise<Samples> {
  for (let run = 0; run < 200; run++) await body(run);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await body(run);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

interface Samples {
  wall: number[];
  cpu: number[];
}

/** The machine's 1, 5 and 15 minute load averages (2 cores: above 2, runs wait for a core). */
function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
let failed = false;
function report(label: string, samples: Samples, target: number): void {
  const { median, p99, runs } = summarise(samples.wall);
  const cpu = summarise(samples.cpu);
  const ok = p99 <= target;
  if (!ok) failed = true;
  console.log(
    `${label.padEnd(58)} median ${ms(median).padStart(10)}  p99 ${ms(p99).padStart(10)}  cpu p99 ${ms(cpu.p99).padStart(10)}  (${runs} runs, target ${target} ms${ok ? '' : ', MISSED'})`,
  );
}

const harness = await createTestApp('pglite', {}, { requestLimits: false });
const importer = new ImportService(new ImportRepository(harness.database.db));
for (const source of shippedSources({ sourcesDir: path.resolve('data/sources') })) {
  if (!SOURCES.includes(source.id)) continue;
  const outcome = await importer.importSource(source);
  if (outcome.status !== 'completed') throw new Error(`${source.id}: ${outcome.error}`);
}
await harness.app.services.indexes.warmUp(['kjv', 'wlc']);
const { services } = harness.app;

global.gc?.();
const before = process.memoryUsage();
const importStarted = performance.now();
const [importReport] = await services.studySources.start({ importNew: true, refreshMs: 0 });
const importSeconds = (performance.now() - importStarted) / 1000;
global.gc?.();
const after = process.memoryUsage();
console.log(
  `import of the cross-references: ${importSeconds.toFixed(2)} s (target 15 s); ${JSON.stringify(importReport?.counts)}`,
);
console.log(
  `memory: heap +${((after.heapUsed - before.heapUsed) / 1e6).toFixed(1)} MB, array buffers +${((after.arrayBuffers - before.arrayBuffers) / 1e6).toFixed(1)} MB, rss +${((after.rss - before.rss) / 1e6).toFixed(1)} MB${global.gc ? '' : ' (run with --expose-gc for settled figures)'}\n`,
);

const service = services.crossReferences;
const random = seeded(38);
const verses = Array.from({ length: RUNS }, () => randomVerse(random));
// The verses with the most links (Acts 24:25 has 97) and the most pointing to them, on every tenth run.
const heavy = [
  { book: 'Acts', chapter: 24, verse: 25 },
  { book: 'Acts', chapter: 26, verse: 18 },
  { book: 'Luke', chapter: 24, verse: 44 },
];
const pick = (run: number) => (run % 10 === 0 ? heavy[run % 3]! : verses[run]!);

report(
  'service: chapter counts (kjv)',
  await time(RUNS, (run) => service.chapter('kjv', pick(run).book, pick(run).chapter)),
  5,
);
report(
  'service: chapter counts (wlc, mapped)',
  await time(RUNS, (run) => service.chapter('wlc', verses[run]!.book, verses[run]!.chapter)),
  5,
);
report(
  'service: verse, all links with previews (kjv)',
  await time(RUNS, (run) => {
    const at = pick(run);
    return service.verse('kjv', at.book, at.chapter, at.verse, {
      limit: 500,
      negative: true,
      direction: 'from',
    });
  }),
  20,
);
report(
  'service: what points here, all, with previews (kjv)',
  await time(RUNS, (run) => {
    const at = pick(run);
    return service.verse('kjv', at.book, at.chapter, at.verse, {
      limit: 500,
      negative: true,
      direction: 'to',
    });
  }),
  20,
);
const inject = (url: string) => harness.app.inject({ method: 'GET', url });
report(
  'app: GET /api/cross-references/kjv/{book}/{chapter}',
  await time(RUNS, (run) => inject(`/api/cross-references/kjv/${pick(run).book}/${pick(run).chapter}`)),
  5,
);
report(
  'app: GET …/{verse}?limit=500&negative=1 (previews)',
  await time(RUNS, (run) => {
    const at = pick(run);
    return inject(`/api/cross-references/kjv/${at.book}/${at.chapter}/${at.verse}?limit=500&negative=1`);
  }),
  20,
);
report(
  'app: GET …/{verse}?limit=5 (wlc, mapped)',
  await time(RUNS, (run) => {
    const at = verses[run]!;
    return inject(`/api/cross-references/wlc/${at.book}/${at.chapter}/${at.verse}`);
  }),
  20,
);
report(
  'app: GET /api/search-strongs?q=xref:{verse} (each new)',
  await time(RUNS, (run) => {
    const at = verses[run]!;
    const q = encodeURIComponent(`xref:${at.book}.${at.chapter}.${at.verse}${run % 2 ? ' in:OT' : ''}`);
    return inject(`/api/search-strongs?q=${q}&version=kjv&page=1`);
  }),
  10,
);
// Nave's topics, large and small, alone and with words or `in:`: `topic:` answers are never kept.
const topics = ['prayer', 'faith', 'love', 'god', '"jesus, the christ"', 'bethlehem', 'repentance', 'sin'];
const topicQuery = (run: number) =>
  `topic:${topics[run % topics.length]}${['', ' in:NT', ' in:John', ' death'][Math.floor(run / 8) % 4]}`;
report(
  'app: GET /api/search-strongs?q=topic:{name} (+ in:, words)',
  await time(RUNS, (run) =>
    inject(`/api/search-strongs?q=${encodeURIComponent(topicQuery(run))}&version=kjv&page=1`),
  ),
  10,
);
report(
  'search: xref:{verse} (kjv, each query new)',
  await time(RUNS, (run) => {
    const at = verses[run]!;
    return services.search.search({
      version: 'kjv',
      q: `xref:${at.book}.${at.chapter}.${at.verse} ${run % 2 ? 'in:OT' : ''}`,
      page: 1,
      limit: 20,
      includeStrongs: false,
    });
  }),
  10,
);

console.log(`load average at the end: ${loadAverage()}`);
await harness.close();
process.exit(failed ? 1 : 0);
