import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobsResponse } from '../../core/api/mail';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { until } from '../test/smtp-catcher';
import { jobKind } from './job-queue';

const kinds = await databaseKinds();

describe.each(kinds)('GET /api/admin/jobs on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    harness = await createTestApp(
      kind,
      {},
      {
        jobs: { pollMs: 20, retryDelaysMs: [] },
        // No word-of-the-day slot lands among the jobs this test counts.
        wordOfDay: { cron: '0 0 1 1 *' },
      },
    );
    admin = await buildUser(harness.app, { role: 'admin' });
    reader = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const get = (url: string, cookie?: string) => injectAs(harness.app, 'GET', url, cookie);

  it('answers 401, then 400 naming the field, then 403, then the jobs with failed ones in view', async () => {
    expect((await get('/api/admin/jobs')).statusCode).toBe(401);
    const badStatus = await get('/api/admin/jobs?status=lost', admin.cookie);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain('status must be one of queued, running, completed, failed');
    const badLimit = await get('/api/admin/jobs?limit=0', admin.cookie);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toContain('limit must be at least 1');
    expect((await get('/api/admin/jobs', reader.cookie)).statusCode).toBe(403);

    const { jobs } = harness.app.services;
    const broken = jobKind('test.broken', z.object({}));
    const fine = jobKind('test.fine', z.object({ n: z.number() }));
    jobs.register(broken, {
      handler: async () => {
        throw new Error('the disk is on fire');
      },
    });
    jobs.register(fine, { handler: async () => undefined });
    await jobs.enqueue(broken, {});
    await until(async () => (await jobs.recent(10, 'failed')).length > 0);
    for (let n = 0; n < 3; n += 1) await jobs.enqueue(fine, { n });
    // The scheduled checks complete jobs too: count only these.
    await until(
      async () => (await jobs.recent(50, 'completed')).filter((job) => job.kind === fine.name).length === 3,
    );

    // The newest job is a fine one; the failed one stays in view with its error.
    const answer = await get('/api/admin/jobs?limit=1', admin.cookie);
    expect(answer.statusCode).toBe(200);
    const body = jobsResponse.parse(answer.json());
    expect(body.jobs).toHaveLength(1);
    expect(body.jobs[0]).toMatchObject({ kind: 'test.fine', status: 'completed', attempts: 1 });
    expect(body.jobs[0]!.finishedAt).not.toBeNull();
    expect(body.failed).toEqual([
      expect.objectContaining({
        kind: 'test.broken',
        status: 'failed',
        attempts: 1,
        error: 'the disk is on fire',
      }),
    ]);
    expect(body.counts).toMatchObject({ failed: 1, running: 0 });
    expect(body.counts.completed).toBeGreaterThanOrEqual(3);

    const failedOnly = jobsResponse.parse((await get('/api/admin/jobs?status=failed', admin.cookie)).json());
    expect(failedOnly.jobs.map((job) => job.kind)).toEqual(['test.broken']);
  });
});
