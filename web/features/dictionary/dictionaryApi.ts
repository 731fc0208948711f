import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dictionaryCalls } from '../../../core/api/dictionary.requests';
import { useApi } from '../../api/context';
import { dictionaryQueryDefaults } from '../../app/queryClient';

export type {
  DictionaryEntryResponse,
  EntryPieceAnswer,
  LinkedRangeAnswer,
  TopicResponse,
} from '../../../core/api/dictionary';

/** An entry of Easton's dictionary (the content of /dictionary/:headword). */
export function useDictionaryEntry(headword: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['study', 'dictionary-entry', headword],
    queryFn: () => api.call(dictionaryCalls.dictionaryEntry, { params: { headword } }),
    enabled: headword !== '',
    ...dictionaryQueryDefaults,
  });
}

/** Headwords (or topic names) by prefix or letter, for the index pages. */
export function useHeadwords(
  source: 'dictionary' | 'topics',
  query: { q?: string; letter?: string },
  enabled = true,
) {
  const api = useApi();
  const call = source === 'dictionary' ? dictionaryCalls.dictionaryHeadwords : dictionaryCalls.topicNames;
  const q = query.q?.trim() || undefined;
  return useQuery({
    queryKey: ['study', source, 'names', q ?? '', query.letter ?? ''],
    queryFn: () => api.call(call, { query: q ? { q, limit: 20 } : { letter: query.letter ?? 'A' } }),
    placeholderData: keepPreviousData,
    enabled,
    ...dictionaryQueryDefaults,
  });
}

/** A topic of Nave's (the content of /topics/:name). */
export function useTopic(name: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['study', 'topic', name],
    queryFn: () => api.call(dictionaryCalls.topic, { params: { name } }),
    enabled: name !== '',
    ...dictionaryQueryDefaults,
  });
}

/** The reader's address of a linked range. */
export function readerPath(range: { book: string; chapter: number; verse: number }): string {
  return `/bible/${encodeURIComponent(range.book)}/${range.chapter}/${range.verse}`;
}

/** The address of a dictionary entry or a topic page. */
export const dictionaryPath = (headword: string) => `/dictionary/${encodeURIComponent(headword)}`;
export const topicPath = (name: string) => `/topics/${encodeURIComponent(name)}`;
