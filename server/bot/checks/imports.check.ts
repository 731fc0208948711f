import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { bibleEditions, importJobs, verses } from '../../db/schema/index';
import type { Check, Finding } from '../check';

/** A running import whose heartbeat is older than this is stuck (the import worker beats every few seconds). */
export const STUCK_IMPORT_MS = 10 * 60_000;
/** An edition still `building` this long after it was created, with no import running, was left unfinished. */
export const UNFINISHED_EDITION_MS = 60 * 60_000;
/** Failed imports of the last week are reported until a later import of the version completes. */
const FAILED_WINDOW = sql`now() - interval '7 days'`;

/** Failed or stuck imports, and editions a killed import left half-written. */
export const importsCheck: Check = {
  key: 'imports',
  directive: 'See every Bible import through: none failed, stuck or left unfinished',
  priority: 70,
  async run({ db }) {
    const findings: Finding[] = [];
    const stuckCutoff = sql`now() - make_interval(secs => ${STUCK_IMPORT_MS / 1000})`;
    const stuck = await db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.status, 'running'), lt(importJobs.heartbeatAt, stuckCutoff)));
    for (const job of stuck)
      findings.push({
        fingerprint: `imports:stuck:${job.id}`,
        elementType: 'import',
        location: `Import #${job.id} of ${job.fileName} (${job.versionCode})`,
        issue: `The import of ${job.fileName} has made no progress for more than ${STUCK_IMPORT_MS / 60_000} minutes.`,
        remedy: 'Mark the import failed so that the file can be imported again.',
        severity: 'error',
        quotable: true,
        repair: async () => {
          await db
            .update(importJobs)
            .set({ status: 'failed', error: 'stopped by the ADMIN BOT: no progress', finishedAt: sql`now()` })
            .where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'running')));
          return `Marked the stuck import of ${job.fileName} failed; start it again from Import Status.`;
        },
      });

    const failed = await db
      .select()
      .from(importJobs)
      .where(and(eq(importJobs.status, 'failed'), gt(importJobs.finishedAt, FAILED_WINDOW)))
      .orderBy(desc(importJobs.id));
    const completed = await db
      .select({ versionCode: importJobs.versionCode, id: importJobs.id })
      .from(importJobs)
      .where(eq(importJobs.status, 'completed'));
    for (const job of failed) {
      if (completed.some((done) => done.versionCode === job.versionCode && done.id > job.id)) continue;
      if (stuck.some((other) => other.id === job.id)) continue;
      findings.push({
        fingerprint: `imports:failed:${job.id}`,
        elementType: 'import',
        location: `Import #${job.id} of ${job.fileName} (${job.versionCode})`,
        issue: `The import of ${job.fileName} failed: ${job.error ?? 'no reason recorded'}.`,
        remedy:
          'Correct the file (see the error) and upload it again, or start the import again from Import Status.',
        severity: 'warning',
        quotable: true,
      });
    }

    const active = await db
      .select({ id: importJobs.id })
      .from(importJobs)
      .where(inArray(importJobs.status, ['queued', 'running']));
    const unfinishedCutoff = sql`now() - make_interval(secs => ${UNFINISHED_EDITION_MS / 1000})`;
    const building = await db
      .select()
      .from(bibleEditions)
      .where(and(eq(bibleEditions.status, 'building'), lt(bibleEditions.createdAt, unfinishedCutoff)));
    if (active.length === 0)
      for (const edition of building)
        findings.push({
          fingerprint: `imports:unfinished:${edition.id}`,
          elementType: 'import',
          location: `Unfinished edition #${edition.id} of ${edition.versionCode}`,
          issue: `An import of ${edition.versionCode} stopped halfway and left an unfinished edition in the database.`,
          remedy: 'Remove the unfinished edition (readers never see it; it only takes space).',
          severity: 'warning',
          quotable: true,
          repair: async () => {
            await db.transaction(async (tx) => {
              await tx.delete(verses).where(eq(verses.editionId, edition.id));
              await tx
                .delete(bibleEditions)
                .where(and(eq(bibleEditions.id, edition.id), eq(bibleEditions.status, 'building')));
            });
            return `Removed the unfinished edition #${edition.id} of ${edition.versionCode}.`;
          },
        });
    return findings;
  },
};
