import { useQuery } from '@tanstack/react-query';
import { concordanceCalls } from '../../../core/api/concordance.requests';
import { useApi } from '../../api/context';
import { dictionaryQueryDefaults } from '../../app/queryClient';

/** One dictionary entry, cached for an hour (entries change only on import). */
export function useStrongsDefinition(number: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['strongs-definition', number],
    queryFn: () => api.call(concordanceCalls.definition, { params: { number } }),
    ...dictionaryQueryDefaults,
  });
}
