import { lazy, Suspense, useEffect, useRef } from 'react';
import { useApi } from '../api/context';
import { Navigate, useSearchParams } from '../app/routing';
import { readResultsState } from '../features/search/resultsUrl';
import { isGrammaticalQuery, recordSearch, useSearchResults } from '../features/search/searchApi';
import { StrongsLexiconHeader } from '../features/search/StrongsLexiconHeader';
import { StrongsResultsBody } from '../features/search/StrongsResultsBody';
import { dictionaryNumber } from '../features/strongs/strongsNumber';
import { StrongsPopupProvider } from '../features/strongs/StrongsPopupProvider';
import { AdSlot, BoxSlot } from '../features/site-content/Placements';
import { Spinner } from '../ui/Spinner';

// The grammatical concordance's screen loads only for a query that asks it (decision 370).
const GrammarResults = lazy(() => import('../features/grammar/GrammarResults'));

/** The second results screen (/strongs-results?q=…&page=…): verses with a Strong's button for every word. */
export default function StrongsResultsPage() {
  const [params, setParams] = useSearchParams();
  const { q, page, version } = readResultsState(params);
  const grammatical = isGrammaticalQuery(q);
  // A grammatical query is answered by GET /api/grammar alone: the verse search is not asked (empty query).
  const results = useSearchResults({ q: grammatical ? '' : q, version, page, strongs: true });
  const api = useApi();
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!results.data || results.isPlaceholderData) return;
    const key = `${version}\u0000${q}\u0000${page}`;
    if (recorded.current === key) return;
    recorded.current = key;
    recordSearch(api, q, results.data.totalResults);
  }, [api, results.data, results.isPlaceholderData, q, page, version]);

  if (!q) return <Navigate to="/" replace />;

  function changePage(next: number) {
    const updated = new URLSearchParams(params);
    updated.set('page', String(next));
    setParams(updated);
    window.scrollTo({ top: 0 });
  }

  return (
    <StrongsPopupProvider>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <StrongsLexiconHeader q={q} number={dictionaryNumber(q)} />
        <BoxSlot position="results" className="mb-6" />
        <AdSlot position="results" className="mb-6" />
        {grammatical ? (
          <Suspense fallback={<Spinner label="Counting…" />}>
            <GrammarResults
              q={q}
              version={version}
              page={page}
              onPageChange={changePage}
              hrefOf={(suggestion) => `/strongs-results?q=${encodeURIComponent(suggestion)}`}
            />
          </Suspense>
        ) : (
          <StrongsResultsBody q={q} page={page} results={results} onPageChange={changePage} />
        )}
      </div>
    </StrongsPopupProvider>
  );
}
