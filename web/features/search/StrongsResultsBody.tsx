import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '../../app/routing';
import { buttonClasses } from '../../ui/buttonClasses';
import { Spinner } from '../../ui/Spinner';
import { ErrorBox } from '../../ui/ErrorBox';
import { SEARCH_FAILED } from './searchMessages';
import { NumberedPager } from './NumberedPager';
import { resultRange } from './pageWindow';
import { SEARCH_PAGE_SIZE } from '../../../core/search/limits';
import type { ResultsPage } from './searchApi';
import { StrongsResultCard } from './StrongsResultCard';

interface StrongsResultsBodyProps {
  q: string;
  page: number;
  results: UseQueryResult<ResultsPage>;
  onPageChange: (page: number) => void;
}

/** The second results screen's body: the result cards with their pager, or the loading, error or empty state. */
export function StrongsResultsBody({ q, page, results, onPageChange }: StrongsResultsBodyProps) {
  if (results.isPending) return <Spinner label="Loading results…" />;
  if (results.isError) {
    return (
      <ErrorBox
        title={SEARCH_FAILED}
        message="There was an error fetching search results. Please try again."
        detail={results.error.message}
        onRetry={() => void results.refetch()}
      />
    );
  }
  if (results.data.totalResults === 0) {
    return (
      <div className="rounded-lg border border-parchment-dark bg-white p-8 text-center">
        <p className="font-serif text-2xl font-bold text-brand-800">No results found</p>
        <Link to="/" className={buttonClasses('primary', 'md', 'mt-5')}>
          Return to Home
        </Link>
      </div>
    );
  }
  const group = results.data.groups[0]!;
  const { first, last } = resultRange(page, SEARCH_PAGE_SIZE, results.data.totalResults);
  return (
    <div aria-busy={results.isPlaceholderData}>
      <p className="mb-4 text-lg text-ink">
        {first
          ? `Showing ${first}-${last} of ${results.data.totalResults.toLocaleString('en')} results for "${q}"`
          : `No results on page ${page} of ${results.data.totalResults} results for "${q}"`}
      </p>
      <ol className="divide-y divide-parchment-dark rounded-lg border border-parchment-dark bg-white shadow-sm">
        {group.results.map((verse) => (
          <li key={verse.id}>
            <StrongsResultCard verse={verse} language={group.language} direction={group.direction} />
          </li>
        ))}
      </ol>
      <NumberedPager page={page} totalPages={results.data.totalPages} onPageChange={onPageChange} />
    </div>
  );
}
