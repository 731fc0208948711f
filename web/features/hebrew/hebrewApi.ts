import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  KnownCard,
  KnownCardResponse,
  KnownCardsResponse,
  OccurrencesResponse,
  VerbsResponse,
  WordsResponse,
} from '../../../core/api/hebrew';
import { apiGet, apiRequest } from '../../api/client';

export type { Deck, KnownCard, VerbEntry, WordEntry } from '../../../core/api/hebrew';

// The lists change only when an administrator imports a new Hebrew Bible.
const LIST_STALE_MS = 60 * 60 * 1000;

export function useBasicWords(enabled = true) {
  return useQuery({
    queryKey: ['hebrew', 'words'],
    queryFn: () => apiGet<WordsResponse>('/api/hebrew/words?limit=500'),
    staleTime: LIST_STALE_MS,
    retry: false,
    enabled,
  });
}

export function useBasicVerbs(enabled = true) {
  return useQuery({
    queryKey: ['hebrew', 'verbs'],
    queryFn: () => apiGet<VerbsResponse>('/api/hebrew/verbs?limit=100'),
    staleTime: LIST_STALE_MS,
    retry: false,
    enabled,
  });
}

/** Occurrence counts of chosen Strong's numbers (the Verbs page's Biblical Connection). */
export function useOccurrences(strongs: readonly string[], enabled = true) {
  const list = [...new Set(strongs)].join(',');
  return useQuery({
    queryKey: ['hebrew', 'occurrences', list],
    queryFn: () => apiGet<OccurrencesResponse>(`/api/hebrew/occurrences?strongs=${list}`),
    staleTime: LIST_STALE_MS,
    retry: false,
    enabled: enabled && list.length > 0,
  });
}

const KNOWN_KEY = ['hebrew', 'known-cards'] as const;

/** The signed-in reader's known cards; not asked for anonymous readers. */
export function useKnownCards(signedIn: boolean) {
  return useQuery({
    queryKey: KNOWN_KEY,
    queryFn: () => apiGet<KnownCardsResponse>('/api/hebrew/known-cards'),
    enabled: signedIn,
    retry: false,
  });
}

export function useSetKnownCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: KnownCard & { known: boolean }) =>
      apiRequest<KnownCardResponse>('PUT', '/api/hebrew/known-cards', change),
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
