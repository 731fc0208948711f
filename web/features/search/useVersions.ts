import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls } from '../../../core/api/site.requests';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/context';

/** The versions call, as the layout asks for it and the server starts it before a page's first render. */
export function versionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['versions'],
    queryFn: () => api.call(siteCalls.versions),
    staleTime: 5 * 60 * 1000,
  });
}

/** The Bible versions the site knows, installed or not. */
export function useVersions() {
  return useQuery({ ...versionsQuery(useApi()), select: (data) => data.versions });
}
