import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BotErrorReport, BotRepair } from '../../../../core/api/bot';
import { botCalls } from '../../../../core/api/bot.requests';
import type { ApiClient } from '../../../api/client';
import { useApi } from '../../../api/context';
import { countOpenProblems, type OpenProblems } from './attention';

const KEY = ['admin', 'bot'] as const;
/** The panel refreshes while open, so a run's results appear without a reload. */
const REFRESH_MS = 15_000;

export function useBotInstructions() {
  const api = useApi();
  return useQuery({
    queryKey: [...KEY, 'instructions'],
    queryFn: () => api.call(botCalls.instructions),
  });
}
export function useBotLogs() {
  const api = useApi();
  return useQuery({
    queryKey: [...KEY, 'logs'],
    queryFn: () => api.call(botCalls.logs),
    refetchInterval: REFRESH_MS,
  });
}
export function useBotRepairs() {
  const api = useApi();
  return useQuery({
    queryKey: [...KEY, 'repairs'],
    queryFn: () => api.call(botCalls.repairs),
    refetchInterval: REFRESH_MS,
  });
}
export function useBotErrors() {
  const api = useApi();
  return useQuery({
    queryKey: [...KEY, 'errors'],
    queryFn: () => api.call(botCalls.errors),
    refetchInterval: REFRESH_MS,
  });
}

/** Every bot list is read again after a change. */
function useBotMutation<TVariables, TAnswer>(
  send: (api: ApiClient, variables: TVariables) => Promise<TAnswer>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => send(api, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useAddInstruction = () =>
  useBotMutation((api, body: { directive: string; priority: number }) =>
    api.call(botCalls.addInstruction, { body }),
  );
export const useUpdateInstruction = () =>
  useBotMutation((api, { id, ...body }: { id: number; isActive?: boolean; priority?: number }) =>
    api.call(botCalls.updateInstruction, { params: { id }, body }),
  );
export const useUpdateRepair = () =>
  useBotMutation((api, { id, ...body }: { id: number; remedy: string; status: BotRepair['status'] }) =>
    api.call(botCalls.updateRepair, { params: { id }, body }),
  );
export const useUpdateError = () =>
  useBotMutation(
    (api, { id, ...body }: { id: number; resolution: string; status: BotErrorReport['status'] }) =>
      api.call(botCalls.updateError, { params: { id }, body }),
  );
export const useRunBot = () => useBotMutation((api) => api.call(botCalls.run));
export const useSetBotPaused = () =>
  useBotMutation((api, paused: boolean) => api.call(botCalls.setState, { body: { paused } }));

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
