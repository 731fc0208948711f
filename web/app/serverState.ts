import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';
import { isPersonalQuery } from './routing/pages';

/** The id of the script element that carries a server-rendered page's data (JSON). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** How long the data a page was rendered with counts as fresh: the browser does not ask for it again at once. */
const SERVER_DATA_FRESH_MS = 60_000;

/** Puts the server's data into the browser's query cache before the page is hydrated. */
export function hydrateQueryState(queryClient: QueryClient, state: ServerState): void {
  hydrate(queryClient, restoreErrors(state));
  for (const query of state.queries) {
    if (isPersonalQuery(query.queryKey)) continue;
    queryClient.setQueryDefaults(query.queryKey, { staleTime: SERVER_DATA_FRESH_MS });
  }
}

/** The JSON the server writes into a page: the dehydrated cache, with errors as plain message and status. */
export type ServerState = DehydratedState;

interface PlainError {
  message: string;
  status: number;
  suggestions?: string[];
}

/** Errors do not survive JSON: each failed call's error becomes its message and HTTP status. */
export function serializeQueryState(state: DehydratedState): ServerState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as unknown;
      if (!error) return query;
      const plain: PlainError = {
        message: error instanceof Error ? error.message : String(error),
        status: error instanceof ApiError ? error.status : 0,
        ...(error instanceof ApiError && error.suggestions.length
          ? { suggestions: [...error.suggestions] }
          : {}),
      };
      return { ...query, state: { ...query.state, error: plain as unknown as Error } };
    }),
  };
}

function restoreErrors(state: ServerState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as unknown as PlainError | null | undefined;
      if (!error) return query;
      return {
        ...query,
        state: {
          ...query.state,
          error: new ApiError(error.message, error.status, { suggestions: error.suggestions ?? [] }),
        },
      };
    }),
  };
}
