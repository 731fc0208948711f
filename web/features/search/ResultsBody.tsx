import type { UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ApiError } from '../../api/client';
import { Spinner } from '../../ui/Spinner';
import { ParallelViewOnDemand } from '../parallel/ParallelViewOnDemand';
import { ErrorBox } from '../../ui/ErrorBox';
import { SEARCH_FAILED } from './searchMessages';
import { NumberedPager } from './NumberedPager';
import { SelectableResults } from './SelectableResults';
import { DidYouMean, withoutQuestion } from './DidYouMean';
import { resultsUrl, type ResultsState } from './resultsUrl';
import type { ResultsPage } from './searchApi';
import { bibleVerseUrl } from './verseSegments';
import { bookByNumber } from '../../../core/bible/books';
// The dictionary's and topics' links above the results: loaded after the results' own script (decision 306).
const StudyLinks = lazy(() =>
  import('../dictionary/StudyLinks').then((module) => ({ default: module.StudyLinks })),
);
// The way to sign in, shown only to a visitor who searched their own marks (decision 368).
const SignInToSearchMarks = lazy(() =>
  import('./SignInToSearchMarks').then((module) => ({ default: module.SignInToSearchMarks })),
);

interface ResultsBodyProps {
  state: ResultsState;
  results: UseQueryResult<ResultsPage>;
  onPageChange: (page: number) => void;
}

function Notice({ children, after }: { children: string; after?: ReactNode }) {
  return (
    <div className="mt-6 flex items-start gap-3 rounded-lg border border-parchment-dark bg-white p-6 text-lg text-ink">
      <Search aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p>{children}</p>
        {after}
      </div>
    </div>
  );
}

/** A search's failure: the server's reason and what it suggests; Try Again only when trying again may help. */
function SearchError({ state, results }: Pick<ResultsBodyProps, 'state' | 'results'>) {
  const error = results.error;
  const status = error instanceof ApiError ? error.status : 0;
  // A visitor's search of their own marks (`tag:sermon`): the way to sign in, not a failure (decision 333).
  if (status === 401)
    return (
      <Suspense fallback={null}>
        <SignInToSearchMarks />
      </Suspense>
    );
  // A search refused as written (400: an unknown book, a chapter past the end) fails the same way again.
  const retry = status === 400 ? undefined : () => void results.refetch();
  const suggestions = error instanceof ApiError ? error.suggestions : [];
  return (
    <div className="mt-6">
      <ErrorBox
        title={SEARCH_FAILED}
        message={withoutQuestion(error?.message ?? '', suggestions)}
        onRetry={retry}
      >
        <DidYouMean suggestions={suggestions} hrefOf={(q) => resultsUrl({ ...state, q, page: 1 })} />
      </ErrorBox>
    </div>
  );
}

/** The verse list (grouped by version for `all`) with its pager, or the empty, loading or error state. */
export function ResultsBody({ state, results, onPageChange }: ResultsBodyProps) {
  if (!state.q) return <Notice>Enter a search term to begin</Notice>;
  if (results.isPending) return <Spinner label="Searching…" />;
  if (results.isError) return <SearchError state={state} results={results} />;
  const data = results.data;
  if (data.totalResults === 0) {
    return (
      <>
        <div className="mt-6">
          <Suspense fallback={null}>
            <Suspense fallback={null}>
              <StudyLinks q={state.q} topic={data.topic} />
            </Suspense>
          </Suspense>
        </div>
        <Notice
          after={
            <DidYouMean
              suggestions={data.suggestions ?? []}
              hrefOf={(q) => resultsUrl({ ...state, q, page: 1 })}
            />
          }
        >{`No results found for "${state.q}"`}</Notice>
      </>
    );
  }
  const grouped = data.groups.length > 1;
  const only = data.groups[0];
  return (
    <div className="mt-6" aria-busy={results.isPlaceholderData}>
      <Suspense fallback={null}>
        <StudyLinks q={state.q} topic={data.topic} />
      </Suspense>
      {grouped ? (
        <SelectableResults groups={data.groups} strongs={state.strongs} />
      ) : only && only.results.length && state.parallel ? (
        <ParallelViewOnDemand
          verses={only.results.map((verse) => ({
            reference: verse.reference,
            segments: verse.segments,
            href: bibleVerseUrl(verse.book, verse.chapter, verse.verse, state.strongs),
            place: {
              book: bookByNumber(verse.book)?.osis ?? String(verse.book),
              chapter: verse.chapter,
              verse: verse.verse,
              text: verse.segments.map((segment) => segment.text).join(''),
            },
          }))}
          selecting="results"
          version={{
            code: only.version,
            name: only.versionName,
            language: only.language,
            direction: only.direction,
          }}
          strongs={state.strongs}
        />
      ) : only && only.results.length ? (
        <SelectableResults groups={[only]} strongs={state.strongs} />
      ) : (
        <p className="text-muted">This page is past the last page of results.</p>
      )}
      <NumberedPager page={state.page} totalPages={data.totalPages} onPageChange={onPageChange} />
    </div>
  );
}
