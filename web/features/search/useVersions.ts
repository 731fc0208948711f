import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import type { VersionsResponse } from '../../api/types';

/** The Bible versions the site knows, installed or not. */
export function useVersions() {
  return useQuery({
    queryKey: ['versions'],
    queryFn: () => apiGet<VersionsResponse>('/api/versions'),
    select: (data) => data.versions,
    staleTime: 5 * 60 * 1000,
  });
}
