import { useQuery } from '@tanstack/react-query';
import type {
  PlacementsResponse,
  PublicPageResponse,
  PublicPagesResponse,
} from '../../../core/api/site-content';
import { apiGet } from '../../api/client';

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
  return useQuery({
    queryKey: SITE_CONTENT_KEYS.placements,
    queryFn: () => apiGet<PlacementsResponse>('/api/site/placements'),
    staleTime: 60_000,
  });
}

/** The published custom pages, for the footer. */
export function usePublicPages() {
  return useQuery({
    queryKey: SITE_CONTENT_KEYS.pages,
    queryFn: () => apiGet<PublicPagesResponse>('/api/pages'),
    staleTime: 60_000,
  });
}

/** One published custom page; a 404 answer means unpublished or unknown. */
export function usePublicPage(slug: string) {
  return useQuery({
    queryKey: SITE_CONTENT_KEYS.page(slug),
    queryFn: () => apiGet<PublicPageResponse>(`/api/pages/${encodeURIComponent(slug)}`),
    retry: false,
  });
}
