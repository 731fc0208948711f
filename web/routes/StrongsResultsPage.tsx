import { useEffect, useRef } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { SEARCH_PAGE_SIZE } from '../../core/search/limits';
import { ErrorBox } from '../features/search/ErrorBox';
import { NumberedPager } from '../features/search/NumberedPager';
import { resultRange } from '../features/search/pageWindow';
import { readResultsState } from '../features/search/resultsUrl';
import { recordSearch, useSearchResults } from '../features/search/searchApi';
import { StrongsResultCard } from '../features/search/StrongsResultCard';
import { StrongsPopupProvider } from '../features/strongs/StrongsPopupProvider';
import { buttonClasses } from '../ui/buttonClasses';
import { Spinner } from '../ui/Spinner';

/** The second results screen (/strongs-results?q=…&page=…): verses with a Strong's button for every word. */
export default function StrongsResultsPage() {
  const [params, setParams] = useSearchParams();
  const { q, page, version } = readResultsState(params);
  const results = useSearchResults({ q, version, page, strongs: true });
  const recorded = useRef<string | null>(null);

  useEffect(() => {
    if (!results.data || results.isPlaceholderData) return;
    const key = `${version}\u0000${q}\u0000${page}`;
    if (recorded.current === key) return;
    recorded.current = key;
    recordSearch(q, results.data.totalResults);
  }, [results.data, results.isPlaceholderData, q, page, version]);

  if (!q) return <Navigate to="/" replace />;

  function changePage(next: number) {
    const updated = new URLSearchParams(params);
    updated.set('page', String(next));
    setParams(updated);
    window.scrollTo({ top: 0 });
  }

  let body;
  if (results.isPending) {
    body = <Spinner label="Loading results…" />;
  } else if (results.isError) {
    body = (
      <ErrorBox
        message="There was an error fetching search results. Please try again."
        onRetry={() => void results.refetch()}
      />
    );
  } else if (results.data.totalResults === 0) {
    body = (
      <div className="rounded-lg border border-parchment-dark bg-white p-8 text-center">
        <p className="font-serif text-2xl font-bold text-brand-800">No results found</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-5')}>
          Return to Home
        </Link>
      </div>
    );
  } else {
    const group = results.data.groups[0]!;
    const { first, last } = resultRange(page, SEARCH_PAGE_SIZE, results.data.totalResults);
    body = (
      <div aria-busy={results.isPlaceholderData}>
        <p className="mb-4 text-lg text-ink">
          {first
            ? `Showing ${first}-${last} of ${results.data.totalResults.toLocaleString('en')} results for "${q}"`
            : `No results on page ${page} of ${results.data.totalResults} results for "${q}"`}
        </p>
        <ol className="grid gap-3">
          {group.results.map((verse) => (
            <li key={verse.id}>
              <StrongsResultCard verse={verse} language={group.language} direction={group.direction} />
            </li>
          ))}
        </ol>
        <NumberedPager page={page} totalPages={results.data.totalPages} onPageChange={changePage} />
      </div>
    );
  }

  return (
    <StrongsPopupProvider>
      <div className="mx-auto max-w-4xl px-4 py-8">
        <p className="text-sm font-medium tracking-wide text-muted uppercase">Strong&rsquo;s search</p>
        <h1 className="mt-1 mb-5 font-serif text-3xl font-bold break-words text-brand-800 sm:text-4xl">
          {q}
        </h1>
        {body}
      </div>
    </StrongsPopupProvider>
  );
}
