import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { hebrewKnownCards } from '../db/schema/index';

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

  async count(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ value: count() })
      .from(hebrewKnownCards)
      .where(eq(hebrewKnownCards.userId, userId));
    return Number(row?.value ?? 0);
  }

  async mark(userId: string, deck: CardDeck, cardId: string): Promise<void> {
    await this.db.insert(hebrewKnownCards).values({ userId, deck, cardId }).onConflictDoNothing();
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
