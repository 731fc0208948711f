import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import { ApiClientContext } from '../api/context';
import { useRoutes } from './routing';
import { LazyToaster } from './LazyToaster';
import { RouteErrorBoundary } from './RouteError';
import { createRoutes } from './router';

const routes = createRoutes();

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The whole app inside a router: a BrowserRouter in the browser (web/main.tsx), a StaticRouter on the server
 * (web/entry-server.tsx), so that both render the same tree and the browser hydrates the server's HTML. The
 * screens' calls go through `api`: `fetch` in the browser, the server's own routes on the server.
 */
export function App({
  queryClient,
  api,
  router: Router,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientContext value={api}>
        <Router>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </Router>
        <LazyToaster />
      </ApiClientContext>
    </QueryClientProvider>
  );
}
