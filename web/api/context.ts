import { createContext, useContext } from 'react';
import { browserApiClient, type ApiClient } from './client';

/**
 * The API client of this render (decision 276): the browser's over `fetch`, or on the server one per page over
 * the server's own routes (web/entry-server.tsx). Screens never call `fetch` themselves, so nothing on the server
 * has to replace it. Without a provider (a component test) it is the browser's.
 */
export const ApiClientContext = createContext<ApiClient>(browserApiClient);

/** The API client of the tree this component is in. */
export function useApi(): ApiClient {
  return useContext(ApiClientContext);
}
