import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SettingCategoriesResponse,
  SettingCategoryResponse,
  SettingResponse,
} from '../../../../core/api/settings';
import type { MessageResponse } from '../../../../core/api/common';
import type { SettingDataType } from '../../../../core/settings/values';
import { apiGet, apiPost, apiRequest } from '../../../api/client';

const SETTINGS_KEY = ['admin', 'system-settings'] as const;

export function useSettingCategories() {
  return useQuery({
    queryKey: [...SETTINGS_KEY, 'categories'],
    queryFn: () => apiGet<SettingCategoriesResponse>('/api/system-settings/categories'),
  });
}

export function useSettingCategory(category: string | undefined) {
  return useQuery({
    queryKey: [...SETTINGS_KEY, 'category', category],
    queryFn: () =>
      apiGet<SettingCategoryResponse>(`/api/system-settings/category/${encodeURIComponent(category!)}`),
    enabled: Boolean(category),
  });
}

/** After any change: the settings lists and the site information (name, tagline, links) are read again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['site'] }),
    ]);
}

export function useUpdateSetting() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) =>
      apiRequest<SettingResponse>('PUT', `/api/system-settings/${encodeURIComponent(key)}`, { value }),
    onSuccess: refresh,
  });
}

export interface NewSettingInput {
  key: string;
  label: string;
  value: string;
  category: string;
  dataType: SettingDataType;
  description: string;
  options: string[] | null;
  isProtected: boolean;
}

export function useCreateSetting() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (setting: NewSettingInput) => apiPost<SettingResponse>('/api/system-settings', setting),
    onSuccess: refresh,
  });
}

export function useDeleteSetting() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (key: string) =>
      apiRequest<MessageResponse>('DELETE', `/api/system-settings/${encodeURIComponent(key)}`),
    onSuccess: refresh,
  });
}
