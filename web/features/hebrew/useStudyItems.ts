import { useMemo } from 'react';
import { ALEFBET } from '../../../content/hebrew/letters';
import { HEBREW_NUMBERS } from '../../../content/hebrew/numbers';
import { HEBREW_PHRASES } from '../../../content/hebrew/phrases';
import { ApiError } from '../../api/client';
import { useBasicVerbs, useBasicWords, type Deck } from './hebrewApi';
import { fromLetters, fromNumbers, fromPhrases, fromVerbs, fromWords, type StudyItem } from './studyItems';

export interface StudyList {
  items: StudyItem[];
  loading: boolean;
  /** A message for the reader when the list could not be loaded. */
  error?: string;
  notInstalled?: boolean;
  retry?: () => void;
}

const phrases = fromPhrases(HEBREW_PHRASES);
const letters = fromLetters(ALEFBET);
const numbers = fromNumbers(HEBREW_NUMBERS);

/** The items of the chosen list; the derived lists are asked for only when chosen. */
export function useStudyItems(deck: Deck): StudyList {
  const words = useBasicWords(deck === 'words');
  const verbs = useBasicVerbs(deck === 'verbs');
  return useMemo(() => {
    if (deck === 'phrases') return { items: phrases, loading: false };
    if (deck === 'letters') return { items: letters, loading: false };
    if (deck === 'numbers') return { items: numbers, loading: false };
    const query = deck === 'words' ? words : verbs;
    const items = deck === 'words' ? fromWords(words.data?.words ?? []) : fromVerbs(verbs.data?.verbs ?? []);
    const error = query.error;
    return {
      items,
      loading: query.isPending,
      error: error ? error.message : undefined,
      notInstalled: error instanceof ApiError && error.status === 404,
      retry: () => void query.refetch(),
    };
  }, [deck, words, verbs]);
}
