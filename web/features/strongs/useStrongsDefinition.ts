import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { dictionaryQueryDefaults } from '../../app/queryClient';
import type { StrongsDefinition } from './strongsTypes';

/** One dictionary entry, cached for an hour (entries change only on import). */
export function useStrongsDefinition(number: string) {
  return useQuery({
    queryKey: ['strongs-definition', number],
    queryFn: () => apiGet<StrongsDefinition>(`/api/strongs/definition/${encodeURIComponent(number)}`),
    ...dictionaryQueryDefaults,
  });
}
