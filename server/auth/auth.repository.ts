import { and, asc, count, desc, eq, gt, inArray, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SessionsChanged } from './session-cache';
import { loginThrottles, sessions, users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type ThrottleRow = typeof loginThrottles.$inferSelect;

/** A signed-in user with the times of the session that carries them. */
export type SessionUserRow = UserRow & {
  sessionId: string;
  session: { createdAt: Date; lastSeenAt: Date; expiresAt: Date };
};

/** The only place that reads and writes users, sessions and login throttles. */
export class AuthRepository {
  constructor(
    private readonly db: Database,
    /** Told of every end of a session and change of an account here, so kept sessions go at once (decision 366). */
    private readonly changed?: SessionsChanged,
  ) {}

  async findUserByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    return row;
  }

  async findUserById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async insertUser(values: {
    username: string;
    passwordHash: string;
    role: 'user' | 'admin';
    mustChangePassword?: boolean;
  }): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  }

  async updatePassword(userId: string, passwordHash: string, mustChangePassword: boolean): Promise<void> {
    await this.db.update(users).set({ passwordHash, mustChangePassword }).where(eq(users.id, userId));
    this.changed?.dropUser(userId);
  }

  /**
   * Replaces the password only if it is still `expectedHash`, in one statement, so of two uses of one reset
   * link at once only one changes it; answers whether it did.
   */
  async replacePassword(userId: string, expectedHash: string, passwordHash: string): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(and(eq(users.id, userId), eq(users.passwordHash, expectedHash)))
      .returning({ id: users.id });
    this.changed?.dropUser(userId);
    return rows.length > 0;
  }

  async countAdmins(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
    return row?.value ?? 0;
  }

  async insertSession(values: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    createdAt: Date;
  }): Promise<string> {
    const [row] = await this.db
      .insert(sessions)
      .values({ ...values, lastSeenAt: values.createdAt })
      .returning({ id: sessions.id });
    if (!row) throw new Error('Session insert returned no row');
    return row.id;
  }

  /** The user of an unexpired session with this token hash, with the session's times. */
  async findSessionUser(tokenHash: string, now: Date): Promise<SessionUserRow | undefined> {
    const [row] = await this.db
      .select({
        user: users,
        sessionId: sessions.id,
        session: {
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
    return row ? { ...row.user, sessionId: row.sessionId, session: row.session } : undefined;
  }

  /** Records that the session was used; a no-op when another request already did so after `staleBefore`. */
  async touchSession(sessionId: string, now: Date, staleBefore: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, sessionId), lte(sessions.lastSeenAt, staleBefore)));
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    this.changed?.dropToken(tokenHash);
  }

  async deleteSessionById(sessionId: string): Promise<void> {
    const [row] = await this.db
      .delete(sessions)
      .where(eq(sessions.id, sessionId))
      .returning({ userId: sessions.userId });
    if (row) this.changed?.dropUser(row.userId);
  }

  /** Signs the user out everywhere, or everywhere but the one session kept. */
  async deleteSessionsOfUser(userId: string, keepSessionId?: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        keepSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
          : eq(sessions.userId, userId),
      );
    this.changed?.dropUser(userId);
  }

  /** Signs the user out of every session but the `keep` most recently used (the oldest go first). */
  async deleteSessionsBeyond(userId: string, keep: number): Promise<void> {
    const kept = this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
      .limit(keep);
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), notInArray(sessions.id, kept)));
    this.changed?.dropUser(userId);
  }

  /** Deletes sessions past their expiry or unused since `idleBefore`. */
  async deleteEndedSessions(now: Date, idleBefore: Date): Promise<void> {
    await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleBefore)));
  }

  /**
   * Runs `decide` on the throttle rows of these keys (created at zero when missing) while they are locked,
   * stores the counts it returns and answers its result. Concurrent callers on one key wait for each other,
   * so no count is read stale. Keys are locked in sorted order, so two callers never wait on each other.
   */
  async withThrottlesLocked<T>(
    keys: string[],
    now: Date,
    decide: (rows: ThrottleRow[]) => { result: T; updates: ThrottleRow[] },
  ): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    return this.db.transaction(async (tx) => {
      await tx
        .insert(loginThrottles)
        .values(sorted.map((key) => ({ key, attempts: 0, lastAttemptAt: now })))
        .onConflictDoNothing();
      const rows = await tx
        .select()
        .from(loginThrottles)
        .where(inArray(loginThrottles.key, sorted))
        .orderBy(asc(loginThrottles.key))
        .for('update');
      const { result, updates } = decide(rows);
      for (const update of updates) {
        await tx
          .update(loginThrottles)
          .set({ attempts: update.attempts, lastAttemptAt: update.lastAttemptAt })
          .where(eq(loginThrottles.key, update.key));
      }
      return result;
    });
  }

  async forgetThrottles(keys: string[]): Promise<void> {
    if (keys.length) await this.db.delete(loginThrottles).where(inArray(loginThrottles.key, keys));
  }

  /** Takes one attempt back from each key's count. */
  async refundThrottles(keys: string[]): Promise<void> {
    if (!keys.length) return;
    await this.db
      .update(loginThrottles)
      .set({ attempts: sql`greatest(${loginThrottles.attempts} - 1, 0)` })
      .where(inArray(loginThrottles.key, keys));
  }
}
