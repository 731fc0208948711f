import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KnownCard, KnownCardsResponse } from '../../../core/api/hebrew';
import { hebrewCalls } from '../../../core/api/hebrew.requests';
import { useApi } from '../../api/context';

export type { Deck, KnownCard, VerbEntry, WordEntry } from '../../../core/api/hebrew';

// The lists change only when an administrator imports a new Hebrew Bible.
const LIST_STALE_MS = 60 * 60 * 1000;

export function useBasicWords(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['hebrew', 'words'],
    queryFn: () => api.call(hebrewCalls.words, { query: { limit: 500 } }),
    staleTime: LIST_STALE_MS,
    retry: false,
    enabled,
  });
}

export function useBasicVerbs(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: ['hebrew', 'verbs'],
    queryFn: () => api.call(hebrewCalls.verbs, { query: { limit: 100 } }),
    staleTime: LIST_STALE_MS,
    retry: false,
    enabled,
  });
}

/** Occurrence counts of chosen Strong's numbers (the Verbs page's Biblical Connection). */
export function useOccurrences(strongs: readonly string[], enabled = true) {
  const api = useApi();
  const list = [...new Set(strongs)].join(',');
  return useQuery({
    queryKey: ['hebrew', 'occurrences', list],
    queryFn: () => api.call(hebrewCalls.occurrences, { query: { strongs: list } }),
    staleTime: LIST_STALE_MS,
    retry: false,
    enabled: enabled && list.length > 0,
  });
}

const KNOWN_KEY = ['hebrew', 'known-cards'] as const;

/** The signed-in reader's known cards; not asked for anonymous readers. */
export function useKnownCards(signedIn: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: KNOWN_KEY,
    queryFn: () => api.call(hebrewCalls.knownCards),
    enabled: signedIn,
    retry: false,
  });
}

export function useSetKnownCard() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: KnownCard & { known: boolean }) =>
      api.call(hebrewCalls.setKnownCard, { body: change }),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: KNOWN_KEY });
      client.setQueryData<KnownCardsResponse>(KNOWN_KEY, (current) => {
        const others = (current?.cards ?? []).filter(
          (card) => !(card.deck === change.deck && card.cardId === change.cardId),
        );
        return {
          cards: change.known ? [...others, { deck: change.deck, cardId: change.cardId }] : others,
        };
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: KNOWN_KEY }),
  });
}
