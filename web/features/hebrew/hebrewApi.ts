import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../api/client';

export interface WordEntry {
  rank: number;
  strongs: string;
  headword: string | null;
  transliteration: string | null;
  pronunciation: string | null;
  /** A gloss a learner can use ("to say", "God", "(sign of the object)"). */
  gloss: string | null;
  /** The dictionary's (Strong's) definition, shown beside the gloss. */
  definition: string | null;
  partOfSpeech: string | null;
  occurrences: number;
}

export interface VerbEntry extends WordEntry {
  stems: Array<{ stem: string; occurrences: number }>;
}

export type Deck = 'phrases' | 'words' | 'verbs' | 'letters' | 'numbers';
export interface KnownCard {
  deck: Deck;
  cardId: string;
}

// The lists change only when an administrator imports a new Hebrew Bible.
const LIST_STALE_MS = 60 * 60 * 1000;

export function useBasicWords(enabled = true) {
  return useQuery({
    queryKey: ['hebrew', 'words'],
    queryFn: () => apiGet<{ words: WordEntry[] }>('/api/hebrew/words?limit=500'),
    staleTime: LIST_STALE_MS,
    retry: false,
    enabled,
  });
}

export function useBasicVerbs(enabled = true) {
  return useQuery({
    queryKey: ['hebrew', 'verbs'],
    queryFn: () => apiGet<{ verbs: VerbEntry[] }>('/api/hebrew/verbs?limit=100'),
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
    queryFn: () => apiGet<{ entries: VerbEntry[] }>(`/api/hebrew/occurrences?strongs=${list}`),
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
    queryFn: () => apiGet<{ cards: KnownCard[] }>('/api/hebrew/known-cards'),
    enabled: signedIn,
    retry: false,
  });
}

export function useSetKnownCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: KnownCard & { known: boolean }) =>
      apiRequest<KnownCard & { known: boolean }>('PUT', '/api/hebrew/known-cards', change),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: KNOWN_KEY });
      client.setQueryData<{ cards: KnownCard[] }>(KNOWN_KEY, (current) => {
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
