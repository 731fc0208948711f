import { QueryClient } from '@tanstack/react-query';

const ONE_HOUR_MS = 60 * 60 * 1000;

/** Data calls are not retried automatically: an error is shown with a Try Again button. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Dictionary entries change only on import: cache them for an hour and never refetch on focus. */
export const dictionaryQueryDefaults = {
  staleTime: ONE_HOUR_MS,
  gcTime: ONE_HOUR_MS,
  refetchOnWindowFocus: false,
} as const;
