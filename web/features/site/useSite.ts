import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteCalls } from '../../../core/api/site.requests';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/context';

export const DEFAULT_SITE_NAME = 'OpenConcordance';
export const DEFAULT_TITLE = 'OpenConcordance | Official Authoritative Original Text Repository';

/** The site's settings call, as the layout asks for it and the server starts it before a page's first render. */
export function siteQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['site'],
    queryFn: () => api.call(siteCalls.site),
    staleTime: Infinity,
  });
}

/** Site name, tagline, page title and flags; they change rarely, so they are read once per visit. */
export function useSite() {
  return useQuery(siteQuery(useApi()));
}

/** The short display name of a version code ("rstne" → "RSTNE"); "the special edition" while unknown. */
export function specialEditionName(code: string | undefined): string {
  return code ? code.toUpperCase() : 'the special edition';
}

/**
 * The special edition's version code (the `edition.special` setting, `rstne` unless an administrator changed
 * it), undefined until /api/site has answered.
 */
export function useSpecialEdition() {
  const site = useSite();
  return {
    code: site.data?.specialEdition,
    /** Its short display name ("RSTNE"), as the version catalogue writes short names. */
    name: specialEditionName(site.data?.specialEdition),
    isPending: site.isPending,
    isSuccess: site.isSuccess,
  };
}
