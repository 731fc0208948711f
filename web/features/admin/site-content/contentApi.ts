import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdvertisementsResponse,
  ContentBoxesResponse,
  CustomPagesResponse,
  PreviewResponse,
} from '../../../../core/api/site-content';
import type { MessageResponse } from '../../../../core/api/common';
import { apiGet, apiPost, apiRequest } from '../../../api/client';
import { SITE_CONTENT_KEYS } from '../../site-content/siteContentApi';
import { CONTENT_KINDS, type ContentItem, type ContentKind } from './contentKinds';

type ListAnswer = AdvertisementsResponse | ContentBoxesResponse | CustomPagesResponse;

function itemsOf(answer: ListAnswer): ContentItem[] {
  if ('ads' in answer) return answer.ads;
  if ('boxes' in answer) return answer.boxes;
  return answer.pages;
}

const listKey = (kind: ContentKind) => ['admin', 'site-content', kind] as const;

export function useContentList(kind: ContentKind) {
  return useQuery({
    queryKey: listKey(kind),
    queryFn: async () => itemsOf(await apiGet<ListAnswer>(CONTENT_KINDS[kind].path)),
  });
}

/** After any change: the tab's list and what the public site shows (placements, footer pages, the page). */
function useRefresh(kind: ContentKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listKey(kind) }),
      queryClient.invalidateQueries({ queryKey: SITE_CONTENT_KEYS.placements }),
      queryClient.invalidateQueries({ queryKey: SITE_CONTENT_KEYS.pages }),
      queryClient.invalidateQueries({ queryKey: ['site-content', 'page'] }),
    ]);
}

export function useSaveContent(kind: ContentKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: unknown }) =>
      id === undefined
        ? apiPost<ContentItem>(CONTENT_KINDS[kind].path, body)
        : apiRequest<ContentItem>('PUT', `${CONTENT_KINDS[kind].path}/${id}`, body),
    onSuccess: refresh,
  });
}

export function useSetContentActive(kind: ContentKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiPost<ContentItem>(`${CONTENT_KINDS[kind].path}/${id}/active`, { active }),
    onSuccess: refresh,
  });
}

export function useDeleteContent(kind: ContentKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: number) => apiRequest<MessageResponse>('DELETE', `${CONTENT_KINDS[kind].path}/${id}`),
    onSuccess: refresh,
  });
}

/** The HTML as the public site would show it, from the server's sanitiser. */
export function usePreviewContent() {
  return useMutation({
    mutationFn: (content: string) => apiPost<PreviewResponse>('/api/admin/site-content/preview', { content }),
  });
}
