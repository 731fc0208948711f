import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginFailures, sessions, users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The only place that reads and writes users, sessions and login failures. */
export class AuthRepository {
  constructor(private readonly db: Database) {}

  async findUserByUsername(username: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    return row;
  }

  async insertUser(values: {
    username: string;
    passwordHash: string;
    role: 'user' | 'admin';
  }): Promise<UserRow | undefined> {
    const [row] = await this.db.insert(users).values(values).onConflictDoNothing().returning();
    return row;
  }

  async updatePassword(userId: string, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  async countAdmins(): Promise<number> {
    const [row] = await this.db.select({ value: count() }).from(users).where(eq(users.role, 'admin'));
    return row?.value ?? 0;
  }

  async insertSession(values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<string> {
    const [row] = await this.db.insert(sessions).values(values).returning({ id: sessions.id });
    if (!row) throw new Error('Session insert returned no row');
    return row.id;
  }

  /** The user of an unexpired session with this token hash. */
  async findSessionUser(
    tokenHash: string,
    now: Date,
  ): Promise<(UserRow & { sessionId: string }) | undefined> {
    const [row] = await this.db
      .select({ user: users, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
    return row ? { ...row.user, sessionId: row.sessionId } : undefined;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteExpiredSessions(now: Date): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
  }

  async recordLoginFailure(usernameLower: string, address: string): Promise<void> {
    await this.db.insert(loginFailures).values({ usernameLower, address });
  }

  /** Recent failures for this username and for this address, counted separately. */
  async countRecentFailures(
    usernameLower: string,
    address: string,
    since: Date,
  ): Promise<{ forUsername: number; forAddress: number }> {
    const [row] = await this.db
      .select({
        forUsername:
          sql<number>`count(*) filter (where ${loginFailures.usernameLower} = ${usernameLower})`.mapWith(
            Number,
          ),
        forAddress: sql<number>`count(*) filter (where ${loginFailures.address} = ${address})`.mapWith(
          Number,
        ),
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, since),
          or(eq(loginFailures.usernameLower, usernameLower), eq(loginFailures.address, address)),
        ),
      );
    return { forUsername: row?.forUsername ?? 0, forAddress: row?.forAddress ?? 0 };
  }

  async clearLoginFailures(usernameLower: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.usernameLower, usernameLower));
  }
}
