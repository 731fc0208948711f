import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteContentCalls } from '../../../core/api/site-content.requests';
import type { ApiClient } from '../../api/client';
import { useApi } from '../../api/context';

/** Query keys of the public site content; the admin tabs invalidate them after every change. */
export const SITE_CONTENT_KEYS = {
  placements: ['site-content', 'placements'] as const,
  pages: ['site-content', 'pages'] as const,
  page: (slug: string) => ['site-content', 'page', slug] as const,
};

/**
 * Active advertisements and content boxes by position, read once per minute at most: every slot of the page
 * shares the one answer (and the server counts one impression per ad served, decision 135).
 */
export function usePlacements() {
  return useQuery(placementsQuery(useApi()));
}

/** The placements call, which the server starts before a page's first render. */
export function placementsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: SITE_CONTENT_KEYS.placements,
    queryFn: () => api.call(siteContentCalls.placements),
    staleTime: 60_000,
  });
}

/** The published custom pages, for the footer. */
export function usePublicPages() {
  return useQuery(publicPagesQuery(useApi()));
}

/** The published custom pages' call, which the server starts before a page's first render. */
export function publicPagesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: SITE_CONTENT_KEYS.pages,
    queryFn: () => api.call(siteContentCalls.pages),
    staleTime: 60_000,
  });
}

/** One published custom page; a 404 answer means unpublished or unknown. */
export function usePublicPage(slug: string) {
  const api = useApi();
  return useQuery({
    queryKey: SITE_CONTENT_KEYS.page(slug),
    queryFn: () => api.call(siteContentCalls.page, { params: { slug } }),
    retry: false,
  });
}

/** How long the first page waits for the placements before it is shown without the ones above it. */
const FIRST_PLACEMENTS_WAIT_MS = 800;

/**
 * Whether the first page may be shown, and whether the advertisement above it may be: the placements are
 * asked for alongside the page's own code, and the page waits for them (at most 800 ms) so that nothing is
 * pushed down under the reader's eyes once it is shown (a header ad arriving late moved the whole page:
 * Lighthouse measured a layout shift of 0.9). If they come later than that, the header ad stays out for
 * this visit rather than jump in.
 */
export function usePlacementsGate(): { showPage: boolean; showHeaderAds: boolean } {
  const { isPending } = usePlacements();
  // A page the server rendered has its placements already (decision 220): it is shown at once.
  const [gate, setGate] = useState<'waiting' | 'in-time' | 'late'>(isPending ? 'waiting' : 'in-time');
  useEffect(() => {
    if (!isPending) setGate((current) => (current === 'waiting' ? 'in-time' : current));
  }, [isPending]);
  useEffect(() => {
    const timer = setTimeout(
      () => setGate((current) => (current === 'waiting' ? 'late' : current)),
      FIRST_PLACEMENTS_WAIT_MS,
    );
    return () => clearTimeout(timer);
  }, []);
  return { showPage: gate !== 'waiting', showHeaderAds: gate === 'in-time' };
}
