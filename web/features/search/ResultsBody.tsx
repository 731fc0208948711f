import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Spinner } from '../../ui/Spinner';
import { ParallelView } from '../parallel/ParallelView';
import { ErrorBox, SEARCH_FAILED } from './ErrorBox';
import { ResultsGroups } from './ResultsGroups';
import { NumberedPager } from './NumberedPager';
import { ResultsVerseList } from './ResultsVerseList';
import type { ResultsState } from './resultsUrl';
import type { ResultsPage } from './searchApi';
import { bibleVerseUrl } from './verseSegments';

interface ResultsBodyProps {
  state: ResultsState;
  results: UseQueryResult<ResultsPage>;
  onPageChange: (page: number) => void;
}

function Notice({ children }: { children: string }) {
  return (
    <div className="mt-6 flex items-center gap-3 rounded-lg border border-parchment-dark bg-white p-6 text-lg text-ink">
      <Search aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
      <p>{children}</p>
    </div>
  );
}

/** The verse list (grouped by version for `all`) with its pager, or the empty, loading or error state. */
export function ResultsBody({ state, results, onPageChange }: ResultsBodyProps) {
  if (!state.q) return <Notice>Enter a search term to begin</Notice>;
  if (results.isPending) return <Spinner label="Searching…" />;
  if (results.isError) {
    return (
      <div className="mt-6">
        <ErrorBox
          title={SEARCH_FAILED}
          message={results.error.message}
          onRetry={() => void results.refetch()}
        />
      </div>
    );
  }
  const data = results.data;
  if (data.totalResults === 0) return <Notice>{`No results found for "${state.q}"`}</Notice>;
  const grouped = data.groups.length > 1;
  const only = data.groups[0];
  return (
    <div className="mt-6" aria-busy={results.isPlaceholderData}>
      {grouped ? (
        <ResultsGroups groups={data.groups} strongs={state.strongs} />
      ) : only && only.results.length && state.parallel ? (
        <ParallelView
          verses={only.results.map((verse) => ({
            reference: verse.reference,
            segments: verse.segments,
            href: bibleVerseUrl(verse.book, verse.chapter, verse.verse, state.strongs),
          }))}
          version={{
            code: only.version,
            name: only.versionName,
            language: only.language,
            direction: only.direction,
          }}
          strongs={state.strongs}
        />
      ) : only && only.results.length ? (
        <ResultsVerseList group={only} strongs={state.strongs} headingLevel={2} />
      ) : (
        <p className="text-muted">This page is past the last page of results.</p>
      )}
      <NumberedPager page={state.page} totalPages={data.totalPages} onPageChange={onPageChange} />
    </div>
  );
}
