import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BotErrorReport,
  BotErrorsResponse,
  BotInstruction,
  BotInstructionsResponse,
  BotLogsResponse,
  BotRepair,
  BotRepairsResponse,
  BotRunResponse,
  BotState,
} from '../../../../core/api/bot';
import { apiGet, apiPost, apiRequest } from '../../../api/client';
import { countOpenProblems, type OpenProblems } from './attention';

const KEY = ['admin', 'bot'] as const;
/** The panel refreshes while open, so a run's results appear without a reload. */
const REFRESH_MS = 15_000;

export function useBotInstructions() {
  return useQuery({
    queryKey: [...KEY, 'instructions'],
    queryFn: () => apiGet<BotInstructionsResponse>('/api/admin/bot/instructions'),
  });
}
export function useBotLogs() {
  return useQuery({
    queryKey: [...KEY, 'logs'],
    queryFn: () => apiGet<BotLogsResponse>('/api/admin/bot/logs'),
    refetchInterval: REFRESH_MS,
  });
}
export function useBotRepairs() {
  return useQuery({
    queryKey: [...KEY, 'repairs'],
    queryFn: () => apiGet<BotRepairsResponse>('/api/admin/bot/repairs'),
    refetchInterval: REFRESH_MS,
  });
}
export function useBotErrors() {
  return useQuery({
    queryKey: [...KEY, 'errors'],
    queryFn: () => apiGet<BotErrorsResponse>('/api/admin/bot/errors'),
    refetchInterval: REFRESH_MS,
  });
}

/** Every bot list is read again after a change. */
function useBotMutation<TVariables, TAnswer>(call: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useAddInstruction = () =>
  useBotMutation((body: { directive: string; priority: number }) =>
    apiPost<BotInstruction>('/api/admin/bot/instructions', body),
  );
export const useUpdateInstruction = () =>
  useBotMutation(({ id, ...body }: { id: number; isActive?: boolean; priority?: number }) =>
    apiRequest<BotInstruction>('PUT', `/api/admin/bot/instructions/${id}`, body),
  );
export const useUpdateRepair = () =>
  useBotMutation(({ id, ...body }: { id: number; remedy: string; status: BotRepair['status'] }) =>
    apiRequest<BotRepair>('PUT', `/api/admin/bot/repairs/${id}`, body),
  );
export const useUpdateError = () =>
  useBotMutation(({ id, ...body }: { id: number; resolution: string; status: BotErrorReport['status'] }) =>
    apiRequest<BotErrorReport>('PUT', `/api/admin/bot/errors/${id}`, body),
  );
export const useRunBot = () => useBotMutation(() => apiPost<BotRunResponse>('/api/admin/bot/run'));
export const useSetBotPaused = () =>
  useBotMutation((paused: boolean) => apiRequest<BotState>('PUT', '/api/admin/bot/state', { paused }));

/**
 * The open repair tasks and error reports (the dashboard's notice, the ADMIN BOT's first sub-tab), from the
 * same two lists the panel shows; `settled` once both answered or failed.
 */
export function useOpenProblems(): { problems: OpenProblems | undefined; settled: boolean } {
  const repairs = useBotRepairs();
  const errors = useBotErrors();
  const problems =
    repairs.data && errors.data ? countOpenProblems(repairs.data.repairs, errors.data.errors) : undefined;
  return { problems, settled: !repairs.isPending && !errors.isPending };
}
