import type { KnownCard, KnownCardResponse } from '../../core/api/hebrew';
import { errors } from '../errors';
import type { KnownCardsRepository } from './known-cards.repository';

/** More than every card of every deck (100 + 500 + 100 + 22 + 29), so a reader never meets it by studying. */
export const MAX_KNOWN_CARDS = 1_000;

/** Which study cards a signed-in reader knows. */
export class KnownCardsService {
  constructor(private readonly repository: KnownCardsRepository) {}

  /** The reader's known cards. */
  list(userId: string): Promise<KnownCard[]> {
    return this.repository.list(userId);
  }

  /** Marks a card as known or not known; marking twice is harmless. */
  async set(userId: string, card: KnownCard, known: boolean): Promise<KnownCardResponse> {
    if (known) {
      if (
        (await this.repository.markWithinLimit(userId, card.deck, card.cardId, MAX_KNOWN_CARDS)) === 'limit'
      )
        throw errors.tooManyKnownCards(MAX_KNOWN_CARDS);
    } else {
      await this.repository.unmark(userId, card.deck, card.cardId);
    }
    return { ...card, known };
  }
}
