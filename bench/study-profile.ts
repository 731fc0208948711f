import path from 'node:path';
import { marksResponse } from '../core/api/study';
import { shippedSources } from '../ingest/sources';
import { AuthRepository } from '../server/auth/auth.repository';
import { AuthService } from '../server/auth/auth.service';
import { MOST_KEPT_MARKS } from '../server/study/study-cache';
import { StudyRepository } from '../server/study/study.repository';
import { createTestApp } from '../server/test/app';
import { ImportRepository } from '../server/bible-data/import.repository';
import { ImportService } from '../server/bible-data/import.service';
import { postgresReachable, type DatabaseKind } from '../server/test/databases';
import { buildUser } from '../server/test/factories';
import { summarise } from './stats';
import { mixedMarks, seeded } from './study-marks';

/**
 * Where a signed-in chapter's marks request spends its time (`npm run bench:study-profile`, decision 365): each
 * part of `GET /api/study/marks?ref=John.3` (a reader of 10,000 marks, John 3 holding some 250 of them) timed on
 * its own in process, as it was before the caches and as it is with them. BENCH_RUNS (2000) runs a part;
 * BENCH_DATABASES=pglite,postgres.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const kinds = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];

async function time(label: string, body: () => unknown, runs = RUNS): Promise<void> {
  for (let run = 0; run < Math.min(200, runs); run++) await body();
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await body();
    samples.push(performance.now() - started);
  }
  const { median, p99 } = summarise(samples);
  console.log(
    `  ${label.padEnd(66)} median ${median.toFixed(3).padStart(8)} ms  p99 ${p99.toFixed(3).padStart(8)} ms`,
  );
}

async function profile(kind: DatabaseKind): Promise<void> {
  const harness = await createTestApp(kind, {}, { requestLimits: false });
  try {
    const importer = new ImportService(new ImportRepository(harness.database.db));
    const kjv = shippedSources({ sourcesDir: path.resolve('data/sources') }).find(
      (source) => source.id === 'kjv',
    )!;
    // The import's announcement loads the KJV here: waited for before any read.
    const loaded = new Promise<void>((resolve) => {
      const stop = harness.app.services.indexes.follow(() => (stop(), resolve()));
    });
    const outcome = await importer.importSource(kjv);
    if (outcome.status !== 'completed') throw new Error(`kjv: ${outcome.error}`);
    await loaded;
    const reader = await buildUser(harness.app);
    await new StudyRepository(harness.database.db).insertWithinLimits(
      reader.id,
      mixedMarks(seeded(37), 10_000),
      {
        marks: 100_000,
        tags: 1_000,
      },
    );
    await harness.database.db.execute('ANALYZE study_marks');
    const { token } = await harness.app.services.auth.login(reader.username, reader.password, {
      address: '127.0.0.1',
    });
    const service = harness.app.services.studyMarks;
    await service.keep(reader.id);
    const answer = await service.at(reader.id, 'John.3', 'kjv');
    const json = JSON.stringify(answer);
    console.log(
      `\n${kind}: John 3 holds ${answer.total} of the reader's 10,000 marks; its answer is ${(json.length / 1024).toFixed(1)} KB`,
    );
    const repository = new StudyRepository(harness.database.db);
    const uncached = new AuthService(new AuthRepository(harness.database.db));
    await time('the session read from the database (before)', () => uncached.currentUser(token));
    await time('the session from the session cache (after)', () =>
      harness.app.services.auth.currentUser(token),
    );
    const from = 43_003_001;
    const to = 43_003_036;
    await time("the chapter's marks statement (before)", () =>
      repository.between(reader.id, from, to, { offset: 0, limit: 201 }),
    );
    await time(
      "the reader's 10,000 marks read to fill the cache (once, after)",
      () => new StudyRepository(harness.database.db).everyMark(reader.id, MOST_KEPT_MARKS),
      Math.max(5, Math.round(RUNS / 50)),
    );
    await time("service: the chapter's marks from the cache (after)", () =>
      service.at(reader.id, 'John.3', 'kjv'),
    );
    await time('the answer checked against its schema (the zod serializer)', () =>
      marksResponse.parse(answer),
    );
    await time('the answer written as JSON', () => JSON.stringify(answer));
    const cookie = reader.cookie;
    await time('the whole request through app.inject (after)', () =>
      harness.app.inject({ method: 'GET', url: '/api/study/marks?ref=John.3', headers: { cookie } }),
    );
    await time('a signed-in request of a tiny answer through app.inject (/api/study/tags)', () =>
      harness.app.inject({ method: 'GET', url: '/api/study/tags', headers: { cookie } }),
    );
  } finally {
    await harness.close();
  }
}

for (const kind of kinds) {
  if (kind === 'postgres' && !(await postgresReachable())) {
    console.log('\npostgres: not reachable, skipped');
    continue;
  }
  await profile(kind);
}
