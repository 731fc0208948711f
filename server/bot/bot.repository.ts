import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { botErrors, botInstructions, botLogs, botRepairs, users } from '../db/schema/index';
import { NOT_FOUND_ERROR } from './error-types';

export type BotInstructionRow = typeof botInstructions.$inferSelect;
export type BotLogRow = typeof botLogs.$inferSelect;
export type BotRepairRow = typeof botRepairs.$inferSelect;
export type BotErrorRow = typeof botErrors.$inferSelect;
export type BotLogStatus = BotLogRow['status'];

/** One group of counted errors to add to the reports. */
export interface ErrorCount {
  errorType: string;
  url: string;
  message: string;
  count: number;
}

/** The only SQL of the bot: directives, log, repair tasks and error reports. */
export class BotRepository {
  constructor(private readonly db: Database) {}

  /** Adds the directive of every check that has none yet (an administrator's changes are kept). */
  async seedInstructions(seeds: { checkKey: string; directive: string; priority: number }[]): Promise<void> {
    if (seeds.length) await this.db.insert(botInstructions).values(seeds).onConflictDoNothing();
  }

  instructions(): Promise<BotInstructionRow[]> {
    return this.db
      .select()
      .from(botInstructions)
      .orderBy(desc(botInstructions.priority), asc(botInstructions.id));
  }

  async addInstruction(directive: string, priority: number): Promise<BotInstructionRow> {
    const [row] = await this.db.insert(botInstructions).values({ directive, priority }).returning();
    return row!;
  }

  async updateInstruction(
    id: number,
    values: Partial<Pick<BotInstructionRow, 'isActive' | 'priority' | 'directive'>>,
  ): Promise<BotInstructionRow | undefined> {
    const [row] = await this.db
      .update(botInstructions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(botInstructions.id, id))
      .returning();
    return row;
  }

  async addLog(action: string, details: string, status: BotLogStatus): Promise<void> {
    await this.db.insert(botLogs).values({ action, details: details.slice(0, 4_000), status });
  }

  logs(limit: number): Promise<BotLogRow[]> {
    return this.db.select().from(botLogs).orderBy(desc(botLogs.id)).limit(limit);
  }

  /** The latest log entry of one of `actions`. */
  async lastLog(actions: readonly string[]): Promise<BotLogRow | undefined> {
    const [row] = await this.db
      .select()
      .from(botLogs)
      .where(inArray(botLogs.action, [...actions]))
      .orderBy(desc(botLogs.id))
      .limit(1);
    return row;
  }

  repairs(): Promise<BotRepairRow[]> {
    return this.db
      .select()
      .from(botRepairs)
      .orderBy(
        sql`case when ${botRepairs.status} in ('pending', 'in_progress') then 0 else 1 end`,
        desc(botRepairs.priority),
        desc(botRepairs.lastSeenAt),
        desc(botRepairs.id),
      )
      .limit(500);
  }

  async repair(id: number): Promise<BotRepairRow | undefined> {
    const [row] = await this.db.select().from(botRepairs).where(eq(botRepairs.id, id));
    return row;
  }

  async repairByFingerprint(fingerprint: string): Promise<BotRepairRow | undefined> {
    const [row] = await this.db.select().from(botRepairs).where(eq(botRepairs.fingerprint, fingerprint));
    return row;
  }

  /** The tasks of a check that are not finished. */
  openRepairs(checkKey: string): Promise<BotRepairRow[]> {
    return this.db
      .select()
      .from(botRepairs)
      .where(
        and(
          eq(botRepairs.checkKey, checkKey),
          inArray(botRepairs.status, ['pending', 'in_progress', 'failed']),
        ),
      );
  }

  async addRepair(values: typeof botRepairs.$inferInsert): Promise<BotRepairRow> {
    const [row] = await this.db.insert(botRepairs).values(values).returning();
    return row!;
  }

  async updateRepair(
    id: number,
    values: Partial<typeof botRepairs.$inferInsert>,
  ): Promise<BotRepairRow | undefined> {
    const [row] = await this.db.update(botRepairs).set(values).where(eq(botRepairs.id, id)).returning();
    return row;
  }

  errors(): Promise<BotErrorRow[]> {
    return this.db
      .select()
      .from(botErrors)
      .orderBy(
        sql`case when ${botErrors.status} = 'resolved' then 1 else 0 end`,
        sql`case when ${botErrors.errorType} = 'HTTP 404' then 0 else 1 end`,
        desc(botErrors.count),
        desc(botErrors.id),
      )
      .limit(500);
  }

  async error(id: number): Promise<BotErrorRow | undefined> {
    const [row] = await this.db.select().from(botErrors).where(eq(botErrors.id, id));
    return row;
  }

  async updateError(
    id: number,
    values: Partial<typeof botErrors.$inferInsert>,
  ): Promise<BotErrorRow | undefined> {
    const [row] = await this.db.update(botErrors).set(values).where(eq(botErrors.id, id)).returning();
    return row;
  }

  /** Adds counted errors to their groups; a resolved group that recurs is reopened. */
  async recordErrors(groups: readonly ErrorCount[]): Promise<void> {
    if (!groups.length) return;
    await this.db
      .insert(botErrors)
      .values(groups.map((group) => ({ ...group })))
      .onConflictDoUpdate({
        target: [botErrors.errorType, botErrors.url],
        set: {
          count: sql`${botErrors.count} + excluded.count`,
          message: sql`excluded.message`,
          lastSeenAt: sql`now()`,
          status: sql`case when ${botErrors.status} = 'resolved' then 'pending' else ${botErrors.status} end`,
          resolvedAt: sql`case when ${botErrors.status} = 'resolved' then null else ${botErrors.resolvedAt} end`,
        },
      });
  }

  /**
   * Keeps at most `most` error groups (decision 257). Dropped first: missing pages asked for fewer than
   * `reportedFrom` times and resolved groups, least recently seen first; then the least recently seen of the
   * rest. Answers how many went.
   */
  async trimErrors(most: number, reportedFrom: number): Promise<number> {
    const beyond = this.db
      .select({ id: botErrors.id })
      .from(botErrors)
      .orderBy(
        sql`case when ${botErrors.status} = 'resolved' or (${botErrors.errorType} = ${NOT_FOUND_ERROR} and ${botErrors.count} < ${reportedFrom}) then 1 else 0 end`,
        desc(botErrors.lastSeenAt),
        desc(botErrors.id),
      )
      .offset(most);
    const gone = await this.db
      .delete(botErrors)
      .where(inArray(botErrors.id, beyond))
      .returning({ id: botErrors.id });
    return gone.length;
  }

  /** The confirmed addresses of every administrator. */
  async adminAddresses(): Promise<string[]> {
    const rows = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNotNull(users.email)));
    return rows.map((row) => row.email!).filter(Boolean);
  }
}
