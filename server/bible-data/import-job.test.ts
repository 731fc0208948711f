import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importJobs, jobs } from '../db/schema/index';
import { JobQueue } from '../jobs/job-queue';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { INVENTED_BIBLE } from '../test/import-jobs';
import { IMPORT_JOB, registerImportJob, STALE_JOB_ERROR } from './import-job';

describe.each(await databaseKinds())(
  'imports left by the import worker of an earlier version, on %s',
  (kind) => {
    let harness: TestApp;

    beforeAll(async () => {
      // This app runs no jobs: the queue built below is the instance that starts after the upgrade.
      harness = await createTestApp(kind, {}, { jobs: { enabled: false } });
    });
    afterAll(async () => {
      await harness?.close();
    });

    it('runs a queued one and fails a running one whose instance stopped', async () => {
      const service = harness.app.services.bibleUploads;
      const db = harness.database.db;
      const queued = await service.upload('oldqueued', {
        name: 'queued.txt',
        bytes: Buffer.from(INVENTED_BIBLE),
      });
      const running = await service.upload('oldrunning', {
        name: 'running.txt',
        bytes: Buffer.from(INVENTED_BIBLE),
      });
      const waiting = await service.startImport('oldqueued', queued.path);
      // The earlier version queued no job for it, and left the other running when its instance stopped.
      await db.delete(jobs).where(eq(jobs.kind, IMPORT_JOB.name));
      const [abandoned] = await db
        .insert(importJobs)
        .values({
          uploadId: running.id,
          versionCode: 'oldrunning',
          fileName: running.name,
          status: 'running',
          heartbeatAt: sql`now() - interval '10 minutes'`,
        })
        .returning();

      const queue = new JobQueue(db, harness.app.log, { pollMs: 20 });
      try {
        await registerImportJob(queue, db, harness.app.log);
        await queue.start();
        const row = async (id: number) =>
          (await db.select().from(importJobs).where(eq(importJobs.id, id)))[0]!;
        expect(await row(abandoned!.id)).toMatchObject({ status: 'failed', error: STALE_JOB_ERROR });
        await vi.waitFor(async () => expect((await row(waiting.id)).status).toBe('completed'), {
          timeout: 30_000,
          interval: 20,
        });
        expect(await row(waiting.id)).toMatchObject({ progress: 100, versesImported: 4 });
      } finally {
        await queue.stop();
      }
    });
  },
);
