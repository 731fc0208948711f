import { useQuery } from '@tanstack/react-query';
import { siteCalls } from '../../../core/api/site.requests';
import { useApi } from '../../api/context';

/** The Bible versions the site knows, installed or not. */
export function useVersions() {
  const api = useApi();
  return useQuery({
    queryKey: ['versions'],
    queryFn: () => api.call(siteCalls.versions),
    select: (data) => data.versions,
    staleTime: 5 * 60 * 1000,
  });
}
