import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shippedSources } from '../ingest/sources';
import { ImportRepository } from '../server/bible-data/import.repository';
import { ImportService } from '../server/bible-data/import.service';
import { MOST_KEPT_MARKS } from '../server/study/study-cache';
import { StudyRepository, type MarkListFilters } from '../server/study/study.repository';
import { createTestApp } from '../server/test/app';
import { postgresReachable, type DatabaseKind } from '../server/test/databases';
import { buildUser } from '../server/test/factories';
import { CANON, mixedMarks, notes, seeded } from './study-marks';
import { studyOverHttp } from './study-http';
import { summarise } from './stats';

/**
 * bench/study (`npm run bench:study`, issue 37): a reader's saved verses with 10,000 marks (bench/study-marks.ts),
 * in process on PGlite and on the PostgreSQL server (a scratch database, dropped after): a chapter's marks
 * (target p99 ≤ 5 ms), the study list and each of its filters (≤ 50 ms), and the text filter over a reader's
 * 10,000 notes (≤ 10 ms), each through the service and so the study cache (decision 365), with the cost of
 * filling it and the database's statements beside; then over HTTP, the chapter's marks answer against the
 * limit (bench/limit.ts: the same Fastify answering the same bytes from memory), target ≥ 0.5 of its rate.
 * BENCH_RUNS (1000) runs a case; BENCH_DATABASES=pglite,postgres; BENCH_HTTP=0 skips the HTTP part and
 * BENCH_IN_PROCESS=0 the rest.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const MARKS = 10_000;
const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];

async function time(runs: number, body: (run: number) => unknown): Promise<number[]> {
  for (let run = 0; run < Math.min(100, runs); run++) await body(run);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await body(run);
    samples.push(performance.now() - started);
  }
  return samples;
}

const ms = (value: number) => `${value.toFixed(3)} ms`;
const missed: string[] = [];
function report(label: string, samples: number[], target: number): void {
  const { median, p99, runs } = summarise(samples);
  const ok = p99 <= target;
  if (!ok) missed.push(label);
  console.log(
    `${label.padEnd(62)} median ${ms(median).padStart(10)}  p99 ${ms(p99).padStart(10)}  (${runs} runs, target ${target} ms${ok ? '' : ', MISSED'})`,
  );
}

async function inProcess(kind: DatabaseKind): Promise<void> {
  const harness = await createTestApp(kind, {}, { requestLimits: false });
  try {
    const importer = new ImportService(new ImportRepository(harness.database.db));
    for (const source of shippedSources({ sourcesDir: path.resolve('data/sources') })) {
      if (source.id !== 'kjv') continue;
      const outcome = await importer.importSource(source);
      if (outcome.status !== 'completed') throw new Error(`${source.id}: ${outcome.error}`);
    }
    const repository = new StudyRepository(harness.database.db);
    const limits = { marks: 100_000, tags: 1_000 };
    const random = seeded(37);
    const reader = await buildUser(harness.app);
    const writer = await buildUser(harness.app);
    const seeding = performance.now();
    await repository.insertWithinLimits(reader.id, mixedMarks(random, MARKS), limits);
    await repository.insertWithinLimits(writer.id, notes(random, MARKS), limits);
    // Two other readers, so that the table is not one reader's alone.
    for (let other = 0; other < 2; other++)
      await repository.insertWithinLimits(
        (await buildUser(harness.app)).id,
        mixedMarks(random, 5_000),
        limits,
      );
    await harness.database.db.execute('ANALYZE study_marks');
    console.log(
      `\n${kind}: ${MARKS.toLocaleString('en')} mixed marks, ${MARKS.toLocaleString('en')} notes and 10,000 others' marks kept in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const service = harness.app.services.studyMarks;
    // The readers' marks in the study cache first, as after their first read (decision 365).
    await service.keep(reader.id);
    await service.keep(writer.id);
    const chapters = Array.from({ length: 500 }, () => {
      const book = CANON[Math.floor(random() * CANON.length)]!;
      return `${book.osis}.${1 + Math.floor(random() * book.chapters)}`;
    });
    const heavy = ['John.3', 'Ps.23', 'Rom.8', 'Rev.22'];
    report(
      "service: a chapter's marks (random chapter; every 10th favourite)",
      await time(RUNS, (run) =>
        service.at(reader.id, run % 10 === 0 ? heavy[run % 4]! : chapters[run % 500]!, 'kjv'),
      ),
      5,
    );
    const list = (query: Parameters<typeof service.list>[1]) => () => service.list(reader.id, query);
    for (const [label, body] of [
      ['list: canon order, first page', list({})],
      ['list: date order, first page', list({ order: 'date' })],
      ['list: canon order, page 100', list({ page: 100 })],
      ['list: kind=note', list({ kind: 'note' })],
      ['list: color=yellow', list({ color: 'yellow' })],
      ['list: tag=sermon', list({ tag: 'sermon' })],
      ['list: book=Ps', list({ book: 'Ps' })],
      ['list: q=grace (common word)', list({ q: 'grace' })],
      ['list: q=shepherd (rare word)', list({ q: 'shepherd' })],
      [
        'list: q=sermons/easter kind=note order=date',
        list({ q: 'sermons/easter', kind: 'note', order: 'date' }),
      ],
    ] as const) {
      report(`service: ${label}`, await time(RUNS, body), 50);
    }
    // After a write the reader's entry of the study cache is filled again in the background (decision 365).
    const fill = summarise(
      await time(Math.max(10, Math.round(RUNS / 20)), () => repository.everyMark(reader.id, MOST_KEPT_MARKS)),
    );
    console.log(
      `${"after a write: the reader's 10,000 marks read again, in the background".padEnd(62)} median ${ms(fill.median).padStart(10)}  p99 ${ms(fill.p99).padStart(10)}  (${fill.runs} runs, once per write)`,
    );
    for (const [label, q] of [
      ['rare word (shepherd)', 'shepherd'],
      ['common word (grace)', 'grace'],
      ['two words (mercy truth)', 'mercy truth'],
      ['no note holds it (zerubbabel)', 'zerubbabel'],
    ] as const) {
      const { total } = await service.list(writer.id, { kind: 'note', q });
      report(
        `service: text filter over 10,000 notes, ${label}, ${total} found`,
        await time(RUNS, () => service.list(writer.id, { kind: 'note', q })),
        10,
      );
    }
    // What a reader the cache does not keep (more than MOST_KEPT_MARKS marks or its bytes) gets: the statements.
    const search = (words: string[]): MarkListFilters => ({
      kind: 'note',
      words,
      order: 'canon',
      offset: 0,
      limit: 50,
    });
    for (const [label, words] of [
      ['rare word', ['shepherd']],
      ['common word', ['grace']],
    ] as const) {
      const samples = summarise(await time(RUNS, () => repository.list(writer.id, search([...words]))));
      console.log(
        `${`repository (no cache): text filter, ${label}`.padEnd(62)} median ${ms(samples.median).padStart(10)}  p99 ${ms(samples.p99).padStart(10)}  (${samples.runs} runs; no target: a reader the cache does not keep)`,
      );
    }
  } finally {
    await harness.close();
  }
}

for (const kind of process.env.BENCH_IN_PROCESS === '0' ? [] : kinds) {
  if (kind === 'postgres' && !(await postgresReachable())) {
    console.log('\npostgres: not reachable at 127.0.0.1:5432, skipped');
    continue;
  }
  await inProcess(kind);
}

if (process.env.BENCH_HTTP !== '0') {
  for (const kind of kinds) {
    if (kind === 'postgres' && !(await postgresReachable())) continue;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oc-bench-study-'));
    try {
      const ratio = await studyOverHttp(kind, dataDir);
      if (ratio < 0.5) missed.push(`HTTP ratio on ${kind}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (missed.length) {
  console.error(`\nMissed: ${missed.join('; ')}`);
  process.exitCode = 1;
} else console.log('\nEvery target met.');
