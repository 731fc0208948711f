import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdvertisementsResponse,
  ContentBoxesResponse,
  CustomPagesResponse,
} from '../../../../core/api/site-content';
import { siteContentAdminCalls as calls } from '../../../../core/api/site-content-admin.requests';
import { useApi } from '../../../api/context';
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
  const api = useApi();
  return useQuery({
    queryKey: listKey(kind),
    queryFn: async () =>
      itemsOf(await api.call(calls.list, { params: { collection: CONTENT_KINDS[kind].collection } })),
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
  const api = useApi();
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: number | undefined; body: unknown }) =>
      id === undefined
        ? api.call(calls.create, { params: { collection: CONTENT_KINDS[kind].collection }, body })
        : api.call(calls.update, { params: { collection: CONTENT_KINDS[kind].collection, id }, body }),
    onSuccess: refresh,
  });
}

export function useSetContentActive(kind: ContentKind) {
  const api = useApi();
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.call(calls.setActive, {
        params: { collection: CONTENT_KINDS[kind].collection, id },
        body: { active },
      }),
    onSuccess: refresh,
  });
}

export function useDeleteContent(kind: ContentKind) {
  const api = useApi();
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (id: number) =>
      api.call(calls.remove, { params: { collection: CONTENT_KINDS[kind].collection, id } }),
    onSuccess: refresh,
  });
}

/** The HTML as the public site would show it, from the server's sanitiser. */
export function usePreviewContent() {
  const api = useApi();
  return useMutation({
    mutationFn: (content: string) => api.call(calls.preview, { body: { content } }),
  });
}
