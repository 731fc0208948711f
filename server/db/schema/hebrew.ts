import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The study cards a signed-in reader has marked as known on the Hebrew Learning Center. A card is named by
 * its list and its id within the list (`phrases`/`12`, `words`/`H430`); only the owner reads or writes it.
 */
export const hebrewKnownCards = pgTable(
  'hebrew_known_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deck: text('deck', { enum: ['phrases', 'words', 'verbs', 'letters', 'numbers'] }).notNull(),
    cardId: text('card_id').notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The primary key starts with the user, so it also serves "all cards of this reader".
  (table) => [primaryKey({ columns: [table.userId, table.deck, table.cardId] })],
);
