import { Search } from 'lucide-react';
import { DeveloperPage } from '../features/site/DeveloperPage';
import { ParallelView } from '../features/parallel/ParallelView';
import { ErrorBox } from '../ui/ErrorBox';
import { useSearchResults } from '../features/search/searchApi';
import { VerseText } from '../features/verse/VerseText';
import { StrongsPopupProvider } from '../features/strongs/StrongsPopupProvider';
import { Spinner } from '../ui/Spinner';

const QUERY = 'light';

/**
 * /mockup-preview: the results screen and the parallel view in a framed preview, filled with a live search
 * ("light" in the KJV) instead of the original's static figures.
 */
export default function MockupPreviewPage() {
  const results = useSearchResults({ q: QUERY, version: 'kjv', page: 1, strongs: true });
  const group = results.data?.groups[0];
  const verses = group?.results.slice(0, 5) ?? [];
  return (
    <DeveloperPage>
      <StrongsPopupProvider>
        <h1 className="font-serif text-3xl font-bold text-brand-800">Mockup Preview</h1>
        <p className="mt-2 text-muted">
          The search results and the parallel view, as the live site shows them.
        </p>
        <section
          aria-label="Preview frame"
          className="mt-6 overflow-hidden rounded-xl border-4 border-brand-800 bg-parchment shadow-xl"
        >
          <div aria-hidden="true" className="flex items-center gap-1.5 bg-brand-800 px-3 py-2">
            <span className="size-2.5 rounded-full bg-danger-600" />
            <span className="size-2.5 rounded-full bg-gold-500" />
            <span className="size-2.5 rounded-full bg-success-700" />
          </div>
          <div className="grid gap-6 p-4 lg:grid-cols-[minmax(0,1fr)_14rem]">
            <div className="min-w-0">
              <div className="flex items-center gap-2 rounded-md border border-gray-400 bg-white px-3 py-2 text-ink">
                <Search aria-hidden="true" className="size-4 text-muted" />
                <span>{QUERY}</span>
              </div>
              {results.isPending ? <Spinner label="Searching…" /> : null}
              {results.isError ? (
                <ErrorBox message={results.error.message} onRetry={() => void results.refetch()} />
              ) : null}
              {results.data ? (
                <>
                  <p className="mt-4 text-lg text-ink">
                    {results.data.totalResults.toLocaleString('en-US')} results • Page 1 of{' '}
                    {Math.max(results.data.totalPages, 1)}
                  </p>
                  <ol className="mt-3 grid gap-2">
                    {verses.map((verse) => (
                      <li key={verse.id} className="rounded-md border border-parchment-dark bg-white p-3">
                        <h2 className="font-sans text-sm font-semibold text-brand-700">{verse.reference}</h2>
                        <p className="font-serif text-lg">
                          <VerseText segments={verse.segments} numbers="raised" />
                        </p>
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
            </div>
            <aside
              aria-label="Featured resources"
              className="rounded-md border border-dashed border-gold-700 bg-white p-3"
            >
              <h2 className="font-serif text-lg font-bold text-brand-800">Featured resources</h2>
              <p className="mt-1 text-sm text-muted">Advertisement panels appear here on the live site.</p>
            </aside>
          </div>
          {group && verses.length ? (
            <div className="border-t border-parchment-dark p-4">
              <ParallelView
                verses={verses.map((verse) => ({ reference: verse.reference, segments: verse.segments }))}
                version={{
                  code: group.version,
                  name: group.versionName,
                  language: group.language,
                  direction: group.direction,
                }}
                strongs
              />
            </div>
          ) : null}
        </section>
      </StrongsPopupProvider>
    </DeveloperPage>
  );
}
