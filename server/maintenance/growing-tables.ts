import { and, asc, desc, eq, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { BOT_RESUMPTION } from '../../core/api/bot';
import { BotRepository } from '../bot/bot.repository';
import { PAUSE_ACTION, RUN_ACTION } from '../bot/bot.service';
import { NOT_FOUND_THRESHOLD } from '../bot/checks/requests.check';
import { MOST_ERROR_GROUPS } from '../bot/error-counter';
import type { Database } from '../db/database';
import { botErrors, botLogs, botRepairs, curriculumStudents, emailMessages } from '../db/schema/index';

const DAY = 86_400_000;

/**
 * How long and how many rows of each table that grows with use are kept (decision 257). Ages count from the
 * last time a row mattered; the caps drop the oldest first. The numbers leave the admin screens everything an
 * administrator acts on (the bot's log shows the newest 200 entries, its tasks and error groups 500 each).
 */
export const KEPT = {
  /** The bot's log: three months, at most 20,000 entries (two weeks of runs every minute, or the three months at every five). */
  botLogs: { ms: 90 * DAY, most: 20_000 },
  /** Repair tasks completed three months ago go; at most 2,000 completed ones. Open tasks always stay. */
  completedRepairs: { ms: 90 * DAY, most: 2_000 },
  /** Error groups not seen for a month go; at most `MOST_ERROR_GROUPS` (also kept at every write). */
  errorGroups: { ms: 30 * DAY, most: MOST_ERROR_GROUPS },
  /** Sent and failed mail: three months, at most 50,000 messages. Mail waiting in the outbox always stays. */
  sentMail: { ms: 90 * DAY, most: 50_000 },
  /**
   * Removed curriculum students (and their progress): a year after their removal, and at most 100 per
   * teacher (ten times the active limit). Active students are never pruned.
   */
  removedStudents: { ms: 365 * DAY, mostPerTeacher: 100 },
} as const;

/** Ages and caps as `KEPT` holds them; tests give smaller caps. */
export type Kept = { [table in keyof typeof KEPT]: { [limit in keyof (typeof KEPT)[table]]: number } };

/** How many rows of each table a run of `pruneGrowingTables` deleted. */
export interface GrowingTablesPruned {
  botLogs: number;
  botRepairs: number;
  botErrors: number;
  emailMessages: number;
  curriculumStudents: number;
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * The bot's log past its age and cap. The newest run and the newest pause or resumption are always kept: the
 * bot's schedule and whether it is paused are read from them.
 */
async function pruneBotLogs(db: Database, now: Date, kept: Kept): Promise<number> {
  const repository = new BotRepository(db);
  const state = [
    await repository.lastLog([RUN_ACTION]),
    await repository.lastLog([PAUSE_ACTION, BOT_RESUMPTION]),
  ];
  const keep = state.flatMap((row) => (row ? [row.id] : []));
  const beyond = db
    .select({ id: botLogs.id })
    .from(botLogs)
    .orderBy(desc(botLogs.id))
    .offset(kept.botLogs.most);
  const gone = await db
    .delete(botLogs)
    .where(
      and(
        or(lt(botLogs.createdAt, before(now, kept.botLogs.ms)), inArray(botLogs.id, beyond)),
        keep.length ? notInArray(botLogs.id, keep) : undefined,
      ),
    )
    .returning({ id: botLogs.id });
  return gone.length;
}

async function pruneCompletedRepairs(db: Database, now: Date, kept: Kept): Promise<number> {
  const completed = eq(botRepairs.status, 'completed');
  const beyond = db
    .select({ id: botRepairs.id })
    .from(botRepairs)
    .where(completed)
    .orderBy(desc(botRepairs.completedAt), desc(botRepairs.id))
    .offset(kept.completedRepairs.most);
  const gone = await db
    .delete(botRepairs)
    .where(
      and(
        completed,
        or(
          and(
            isNotNull(botRepairs.completedAt),
            lt(botRepairs.completedAt, before(now, kept.completedRepairs.ms)),
          ),
          inArray(botRepairs.id, beyond),
        ),
      ),
    )
    .returning({ id: botRepairs.id });
  return gone.length;
}

async function pruneErrorGroups(db: Database, now: Date, kept: Kept): Promise<number> {
  const old = await db
    .delete(botErrors)
    .where(lt(botErrors.lastSeenAt, before(now, kept.errorGroups.ms)))
    .returning({ id: botErrors.id });
  return old.length + (await new BotRepository(db).trimErrors(kept.errorGroups.most, NOT_FOUND_THRESHOLD));
}

async function pruneSentMail(db: Database, now: Date, kept: Kept): Promise<number> {
  const done = inArray(emailMessages.status, ['sent', 'failed']);
  const beyond = db
    .select({ id: emailMessages.id })
    .from(emailMessages)
    .where(done)
    .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id))
    .offset(kept.sentMail.most);
  const gone = await db
    .delete(emailMessages)
    .where(
      and(
        done,
        or(lt(emailMessages.createdAt, before(now, kept.sentMail.ms)), inArray(emailMessages.id, beyond)),
      ),
    )
    .returning({ id: emailMessages.id });
  return gone.length;
}

/**
 * Removed students a year after their removal (`updated_at`: a removed student cannot be changed), and those
 * beyond the newest 100 removed ones of their teacher. Their progress goes with them (cascade). Students of a
 * deleted account already went with it (cascade); active students stay however long they are idle, as their
 * teacher may come back to them.
 */
async function pruneRemovedStudents(db: Database, now: Date, kept: Kept): Promise<number> {
  const removed = eq(curriculumStudents.isActive, false);
  const ranked = db
    .select({
      id: curriculumStudents.id,
      place:
        sql<number>`row_number() over (partition by ${curriculumStudents.userId} order by ${curriculumStudents.updatedAt} desc, ${curriculumStudents.id} desc)`.as(
          'place',
        ),
    })
    .from(curriculumStudents)
    .where(removed)
    .as('ranked');
  const beyond = db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.place} > ${kept.removedStudents.mostPerTeacher}`)
    .orderBy(asc(ranked.id));
  const gone = await db
    .delete(curriculumStudents)
    .where(
      and(
        removed,
        or(
          lt(curriculumStudents.updatedAt, before(now, kept.removedStudents.ms)),
          inArray(curriculumStudents.id, beyond),
        ),
      ),
    )
    .returning({ id: curriculumStudents.id });
  return gone.length;
}

/** Prunes every table that grows with use by age and by count (decision 257); answers how many rows went. */
export async function pruneGrowingTables(
  db: Database,
  now: Date,
  kept: Kept = KEPT,
): Promise<GrowingTablesPruned> {
  return {
    botLogs: await pruneBotLogs(db, now, kept),
    botRepairs: await pruneCompletedRepairs(db, now, kept),
    botErrors: await pruneErrorGroups(db, now, kept),
    emailMessages: await pruneSentMail(db, now, kept),
    curriculumStudents: await pruneRemovedStudents(db, now, kept),
  };
}
