import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hebrewKnownCards, users } from '../db/schema/index';

export type CardDeck = (typeof hebrewKnownCards.$inferSelect)['deck'];

/** The known study cards of one reader; every query is limited to that reader's own rows. */
export class KnownCardsRepository {
  constructor(private readonly db: Database) {}

  async list(userId: string): Promise<Array<{ deck: CardDeck; cardId: string }>> {
    return this.db
      .select({ deck: hebrewKnownCards.deck, cardId: hebrewKnownCards.cardId })
      .from(hebrewKnownCards)
      .where(eq(hebrewKnownCards.userId, userId))
      .orderBy(hebrewKnownCards.deck, hebrewKnownCards.markedAt);
  }

  /**
   * Marks a card unless the reader already has `limit` others. The reader's user row is locked first, so a
   * burst of marks is counted one after the other and cannot pass the limit; a card already marked is fine.
   */
  markWithinLimit(
    userId: string,
    deck: CardDeck,
    cardId: string,
    limit: number,
  ): Promise<'marked' | 'limit'> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [row] = await tx
        .select({ value: count() })
        .from(hebrewKnownCards)
        .where(eq(hebrewKnownCards.userId, userId));
      const card = and(
        eq(hebrewKnownCards.userId, userId),
        eq(hebrewKnownCards.deck, deck),
        eq(hebrewKnownCards.cardId, cardId),
      );
      if (Number(row?.value ?? 0) >= limit) {
        const [known] = await tx
          .select({ cardId: hebrewKnownCards.cardId })
          .from(hebrewKnownCards)
          .where(card);
        return known ? 'marked' : 'limit';
      }
      await tx.insert(hebrewKnownCards).values({ userId, deck, cardId }).onConflictDoNothing();
      return 'marked';
    });
  }

  async unmark(userId: string, deck: CardDeck, cardId: string): Promise<void> {
    await this.db
      .delete(hebrewKnownCards)
      .where(
        and(
          eq(hebrewKnownCards.userId, userId),
          eq(hebrewKnownCards.deck, deck),
          eq(hebrewKnownCards.cardId, cardId),
        ),
      );
  }
}
