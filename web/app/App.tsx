import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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
 * (web/entry-server.tsx), so that both render the same tree and the browser hydrates the server's HTML.
 */
export function App({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </Router>
      <LazyToaster />
    </QueryClientProvider>
  );
}
