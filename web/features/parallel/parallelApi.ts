import { useQuery } from '@tanstack/react-query';
import { readerCalls } from '../../../core/api/reader.requests';
import { useApi } from '../../api/context';

export type { BatchResponse, LookedUpVerse } from '../../../core/api/reader';

export interface BatchRequest {
  references: readonly string[];
  /** The version to look up; the server's special edition when left out. */
  version?: string;
  /** The version whose numbering the references follow. */
  from: string;
  enabled?: boolean;
}

/**
 * The texts of many references in one version, paired by the server across numberings. Keyed by the exact
 * references, so the same references already loaded are never fetched again during the visit.
 */
export function useBatchLookup({ references, version, from, enabled = true }: BatchRequest) {
  const api = useApi();
  return useQuery({
    queryKey: ['parallel', 'batch', version ?? '(special edition)', from, references],
    queryFn: () =>
      api.call(readerCalls.batch, { body: { references, from, ...(version ? { version } : {}) } }),
    enabled: enabled && references.length > 0,
    staleTime: Infinity,
    gcTime: 30 * 60 * 1000,
  });
}
