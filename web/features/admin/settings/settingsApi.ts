import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsCalls, type NewSettingInput } from '../../../../core/api/settings.requests';
import { useApi } from '../../../api/context';

const SETTINGS_KEY = ['admin', 'system-settings'] as const;

export function useSettingCategories() {
  const api = useApi();
  return useQuery({
    queryKey: [...SETTINGS_KEY, 'categories'],
    queryFn: () => api.call(settingsCalls.categories),
  });
}

export function useSettingCategory(category: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: [...SETTINGS_KEY, 'category', category],
    queryFn: () => api.call(settingsCalls.category, { params: { category: category! } }),
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
  const api = useApi();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ key, value }: { key: string; value: string }) =>
      api.call(settingsCalls.update, { params: { key }, body: { value } }),
    onSuccess: refresh,
  });
}

export type { NewSettingInput };

export function useCreateSetting() {
  const api = useApi();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (setting: NewSettingInput) => api.call(settingsCalls.create, { body: setting }),
    onSuccess: refresh,
  });
}

export function useDeleteSetting() {
  const api = useApi();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (key: string) => api.call(settingsCalls.remove, { params: { key } }),
    onSuccess: refresh,
  });
}
