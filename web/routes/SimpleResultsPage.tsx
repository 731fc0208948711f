import { lazy, Suspense } from 'react';
import { strongsOutOfRange } from '../../core/bible/strongs';
import { useSearchParams } from '../app/routing';
import { ResultsBody } from '../features/search/ResultsBody';
import { ResultsHeader } from '../features/search/ResultsHeader';
import { ResultsSidebar } from '../features/search/ResultsSidebar';
import { AdSlot, BoxSlot } from '../features/site-content/Placements';
import {
  changeResults,
  readResultsState,
  resultsSearch,
  type ResultsState,
} from '../features/search/resultsUrl';
import { isGrammaticalQuery, useSearchResults } from '../features/search/searchApi';
import { SearchForm } from '../features/search/SearchForm';
import { dictionaryNumber } from '../features/strongs/strongsNumber';
import { StrongsPopupProvider } from '../features/strongs/StrongsPopupProvider';
import { Spinner } from '../ui/Spinner';

// The grammatical concordance's screen loads only for a query that asks it (decision 370).
const GrammarResults = lazy(() => import('../features/grammar/GrammarResults'));

// The lexicon card, only for a Strong's number typed in the box: loaded then (decision 368).
const StrongsLexiconHeader = lazy(() =>
  import('../features/search/StrongsLexiconHeader').then((module) => ({
    default: module.StrongsLexiconHeader,
  })),
);

/**
 * Search results at /simple-results and /results. The URL is the state (q, version, page, strongs,
 * parallel): every change pushes a history entry, and the page follows the location, back and forward too.
 * `at`, a results address's query (`?q=…&version=…&page=1`), is shown instead of the location's: /search
 * draws the results of the address it moves to.
 */
export default function SimpleResultsPage({ at }: { at?: string } = {}) {
  const [located, setParams] = useSearchParams();
  const params = at === undefined ? located : new URLSearchParams(at);
  const state = readResultsState(params);
  const grammatical = isGrammaticalQuery(state.q);
  // A grammatical query is answered by GET /api/grammar alone: the verse search is not asked (empty query).
  const results = useSearchResults(grammatical ? { ...state, q: '' } : state);
  const typed = dictionaryNumber(state.q.trim());
  const number = typed && !strongsOutOfRange(typed) ? typed : undefined;

  function update(change: Partial<ResultsState>) {
    setParams(new URLSearchParams(resultsSearch(changeResults(state, change))));
  }

  function changePage(page: number) {
    update({ page });
    window.scrollTo({ top: 0 });
  }

  return (
    <StrongsPopupProvider>
      {/* Beside the open Strong's panel the sidebar's cards go under the results, which keep their width. */}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_18rem] panel-open:lg:grid-cols-[minmax(0,1fr)]">
        <div className="min-w-0">
          <section
            aria-label="Search"
            className="rounded-xl border border-parchment-dark bg-white p-4 shadow-sm sm:p-5"
          >
            <SearchForm
              // A new location (back, forward, a link) puts its query in the box.
              key={`${state.q}\u0000${state.version}`}
              initialSearchTerm={state.q}
              initialVersion={state.version}
              initialStrongs={state.strongs}
              initialParallel={state.parallel}
            />
          </section>
          <ResultsHeader state={state} data={results.data} onChange={update} />
          {/* A Strong's number typed in the box (`H157`) shows the lexicon card of /strongs-results. */}
          {number ? (
            <Suspense fallback={null}>
              <StrongsLexiconHeader q={number} number={number} headingLevel={2} className="mt-6" />
            </Suspense>
          ) : null}
          <BoxSlot position="results" className="mt-6" />
          <AdSlot position="results" className="mt-6" />
          {grammatical ? (
            <Suspense fallback={<Spinner label="Counting…" />}>
              <GrammarResults
                q={state.q}
                version={state.version}
                page={state.page}
                onPageChange={changePage}
                hrefOf={(q) => `/simple-results${resultsSearch({ ...state, q, page: 1 })}`}
              />
            </Suspense>
          ) : (
            <ResultsBody state={state} results={results} onPageChange={changePage} />
          )}
        </div>
        <ResultsSidebar />
      </div>
    </StrongsPopupProvider>
  );
}
