import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/queryClient';
import { useSite } from '../features/site/useSite';
import { browserApiClient, createApiClient, type ApiClient, type ApiTransport } from './client';
import { ApiClientContext, useApi } from './context';

function SiteName() {
  const site = useSite();
  return <p>{site.data?.siteName ?? 'loading'}</p>;
}

describe('the API client of a tree', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is the one the provider hands down: a screen's query asks through it, never through fetch", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const asked: string[] = [];
    const transport: ApiTransport = async (url) => {
      asked.push(url);
      return new Response(JSON.stringify({ siteName: 'Given client' }), { status: 200 });
    };
    const queryClient = createQueryClient();
    const tree = (
      <QueryClientProvider client={queryClient}>
        <ApiClientContext value={createApiClient(transport)}>
          <SiteName />
        </ApiClientContext>
      </QueryClientProvider>
    );
    expect(renderToStaticMarkup(tree)).toBe('<p>loading</p>');
    // As the server's render does: the queries the page asked for are made, then it is drawn again.
    await Promise.all(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.fetch()),
    );
    expect(renderToStaticMarkup(tree)).toBe('<p>Given client</p>');
    expect(asked).toEqual(['/api/site']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is the browser's outside any provider", () => {
    let found: ApiClient | undefined;
    function Probe() {
      found = useApi();
      return null;
    }
    renderToStaticMarkup(<Probe />);
    expect(found).toBe(browserApiClient);
  });
});
