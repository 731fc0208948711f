import { spawn } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bibleEditions, bibleVersions, importJobs, verses } from '../db/schema/index';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { INVENTED_BIBLE } from '../test/import-jobs';
import { STALE_JOB_ERROR } from './import-job';

// A worker in another process needs a database server both processes reach.
const kinds = (await databaseKinds()).filter((kind) => kind === 'postgres');

/** Many invented verses (the same made-up sentence), so that the import takes long enough to be killed. */
function largeInventedBible(): string {
  const lines: string[] = [];
  for (const book of ['Gen', 'Exod', 'Lev', 'Num', 'Deut']) {
    for (let chapter = 1; chapter <= 60; chapter += 1) {
      for (let verse = 1; verse <= 200; verse += 1) {
        lines.push(`${book} ${chapter}:${verse} The lantern maker counted doors number ${verse}.`);
      }
    }
  }
  return lines.join('\n');
}

/** Waits on the database, however long the machine takes (no fixed sleep). */
const waitFor = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 60_000, interval: 20 });

describe.each(kinds)('an import job whose worker process is killed, on %s', (kind) => {
  let harness: TestApp;

  beforeAll(async () => {
    // This instance runs no jobs until the worker process is dead; then it notices the stale heartbeat.
    harness = await createTestApp(kind, {}, { importWorker: { enabled: false } });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('keeps the previous edition and marks the job failed', { timeout: 120_000 }, async () => {
    const service = harness.app.services.bibleUploads;
    const db = harness.database.db;
    const importRow = async (id: number) =>
      (await db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;
    const small = await service.upload('killme', { name: 'small.txt', bytes: Buffer.from(INVENTED_BIBLE) });
    const large = await service.upload('killme', {
      name: 'large.txt',
      bytes: Buffer.from(largeInventedBible()),
    });

    const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/import-job-child.ts'], {
      env: { ...process.env, DATABASE_URL: harness.database.url },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      // The first import completes in the worker process: that is the edition that must survive.
      const first = await service.startImport('killme', small.path);
      await waitFor(async () => expect((await importRow(first.id)).status).toBe('completed'));
      const [before] = await db.select().from(bibleVersions).where(eq(bibleVersions.code, 'killme'));
      expect(before?.verseCount).toBe(4);

      const second = await service.startImport('killme', large.path);
      await waitFor(async () => {
        const row = await importRow(second.id);
        expect(row.status).toBe('running');
        expect(row.versesImported).toBeGreaterThan(0);
      });
      child.kill('SIGKILL');
      await exited;

      const [killed] = await db.select().from(importJobs).where(eq(importJobs.id, second.id));
      expect(killed?.status).toBe('running');
      // Another instance sees the job's heartbeat go stale and fails the import.
      const survivorDatabase = await openDatabase({
        databaseUrl: harness.database.url,
        dataDir: 'memory://',
      });
      const survivor = await buildApp({
        config: testConfig(),
        database: survivorDatabase,
        logger: false,
        webRoot: '/nonexistent',
        importWorker: { pollMs: 100, staleAfterMs: 1_000 },
      });
      try {
        await waitFor(async () => expect((await importRow(second.id)).status).toBe('failed'));
        expect((await importRow(second.id)).error).toBe(STALE_JOB_ERROR);
      } finally {
        await survivor.close();
        await survivorDatabase.close();
      }
      const [after] = await db.select().from(bibleVersions).where(eq(bibleVersions.code, 'killme'));
      expect(after).toEqual(before);
      // Nothing of the killed import is left behind: only the current edition and its verses remain.
      const editions = await db.select().from(bibleEditions).where(eq(bibleEditions.versionCode, 'killme'));
      expect(editions.map((edition) => edition.id)).toEqual([before!.currentEditionId]);
      const [left] = await db
        .select({ value: sql<number>`count(*)`.mapWith(Number) })
        .from(verses)
        .innerJoin(bibleEditions, eq(bibleEditions.id, verses.editionId))
        .where(eq(bibleEditions.versionCode, 'killme'));
      expect(left?.value).toBe(4);
      const chapter = await harness.app.inject({ method: 'GET', url: '/api/bible/killme/Gen/2' });
      expect(chapter.body).toContain('orchard kept its own calendar');
      // The version is free again: a new import of it may be queued.
      expect((await service.startImport('killme', small.path)).id).toBeGreaterThan(second.id);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
