import type { FastifyInstance } from 'fastify';
import type { JobKind } from '../jobs/job-queue';
import { SEND_MAIL_JOB } from '../mail/mail.service';
import { until } from './smtp-catcher';

/**
 * Waits until every mail queued so far has been sent or has failed, and returns how many have been queued: a
 * test that expects no further mail compares this count before and after, instead of sleeping and hoping a
 * mail would have arrived by then.
 */
export async function settledMails(app: FastifyInstance): Promise<number> {
  return until(async () => {
    const mails = (await app.services.jobs.recent(500)).filter((job) => job.kind === SEND_MAIL_JOB.name);
    return mails.every((job) => job.status === 'completed' || job.status === 'failed')
      ? { count: mails.length }
      : undefined;
  }).then(({ count }) => count);
}

/**
 * Waits until `count` more runs of the scheduled job `kind` have completed and every mail they queued is sent
 * or failed: "several slots pass", waited for as it happens. Two runs make sure one began after whatever the
 * test changed just before.
 */
export async function slotsPass(app: FastifyInstance, kind: JobKind<unknown>, count = 2): Promise<void> {
  const completedRuns = async () =>
    (await app.services.jobs.recent(500, 'completed')).filter((job) => job.kind === kind.name).length;
  const before = await completedRuns();
  await until(async () => (await completedRuns()) >= before + count || undefined);
  await settledMails(app);
}
