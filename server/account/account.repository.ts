import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { emailMessages, hebrewKnownCards, sessions, users } from '../db/schema/index';

export type AccountRow = typeof users.$inferSelect;

/** The reader's own rows; every query is keyed by the signed-in user's id. */
export class AccountRepository {
  constructor(private readonly db: Database) {}

  async findUser(userId: string): Promise<AccountRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return row;
  }

  async listSessions(userId: string) {
    return this.db
      .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt));
  }

  /** Deletes one of the user's sessions; answers whether it existed (another user's id deletes nothing). */
  async deleteSession(userId: string, sessionId: string): Promise<boolean> {
    const deleted = await this.db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
      .returning({ id: sessions.id });
    return deleted.length > 0;
  }

  async deleteOtherSessions(userId: string, keepSessionId: string): Promise<void> {
    await this.db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  }

  async knownCards(userId: string) {
    return this.db
      .select({
        deck: hebrewKnownCards.deck,
        cardId: hebrewKnownCards.cardId,
        markedAt: hebrewKnownCards.markedAt,
      })
      .from(hebrewKnownCards)
      .where(eq(hebrewKnownCards.userId, userId))
      .orderBy(asc(hebrewKnownCards.deck), asc(hebrewKnownCards.cardId));
  }

  async updateWordOfDay(
    userId: string,
    values: { enabled: boolean; time: string; timeZone: string },
  ): Promise<void> {
    await this.db
      .update(users)
      .set({ wordOfDayEnabled: values.enabled, wordOfDayTime: values.time, timeZone: values.timeZone })
      .where(eq(users.id, userId));
  }

  /** Deletes the user; sessions, known cards and every other user-linked row go with it (ON DELETE CASCADE). */
  /**
   * Removes the reader and everything kept about them: sessions and cards go by foreign-key cascade; the mail
   * log has no foreign key (it also logs mail to addresses that are no account), so its rows go here.
   */
  async deleteUser(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(emailMessages).where(eq(emailMessages.userId, userId));
      await tx.delete(users).where(eq(users.id, userId));
    });
  }
}
