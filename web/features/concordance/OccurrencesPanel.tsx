import { ExternalLink, ScanSearch } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { resultsUrl } from '../search/resultsUrl';
import { VerseText } from '../verse/VerseText';
import { useOccurrencesPage, type ConcordanceEntry, type Occurrence } from './concordanceApi';
import { readerUrl } from './entryNavigation';
import { ErrorState } from './ErrorState';
import { Pagination } from './Pagination';

// The analysis dialog (Radix Dialog) loads when a verse is first analysed, not with the page (decision 222).
const StrongsAnalysisDialog = lazy(() =>
  import('./StrongsAnalysisDialog').then((module) => ({ default: module.StrongsAnalysisDialog })),
);

function OccurrenceItem({ occurrence, onAnalyse }: { occurrence: Occurrence; onAnalyse: () => void }) {
  return (
    <li className="border-b border-parchment-dark py-3 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={readerUrl(occurrence.book, occurrence.chapter, occurrence.verse)}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {occurrence.reference}
        </Link>
        <Link
          to={readerUrl(occurrence.book, occurrence.chapter)}
          className="text-sm text-brand-700 underline underline-offset-2"
          aria-label={`Chapter ${occurrence.bookName} ${occurrence.chapter}`}
        >
          Chapter
        </Link>
        <button
          type="button"
          onClick={onAnalyse}
          className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
          aria-label={`Strong's analysis of ${occurrence.reference}`}
        >
          <ScanSearch aria-hidden="true" className="size-4" />
          Analyse
        </button>
      </div>
      <p className="mt-1 font-serif leading-relaxed">
        <VerseText segments={occurrence.segments} />
      </p>
    </li>
  );
}

/**
 * The Occurrences tab: how many KJV verses carry the number (with counts in the original texts, which
 * differ), See All on the results page, and a paged list of the verses in a 500 px scroll area.
 */
export function OccurrencesPanel({ entry }: { entry: ConcordanceEntry }) {
  const [page, setPage] = useState(1);
  const [analysed, setAnalysed] = useState<string | undefined>();
  const [analysedOnce, setAnalysedOnce] = useState(false);
  if (analysed !== undefined && !analysedOnce) setAnalysedOnce(true);
  const later = useOccurrencesPage(entry.strongsNumber, page);
  const occurrences = page === 1 ? entry.occurrences : later.data;
  const pages = entry.occurrencesPage.pages;

  return (
    <div>
      <p className="text-lg">
        <strong>{entry.strongsNumber}</strong> occurs in{' '}
        <strong>{entry.totalOccurrences.toLocaleString('en-US')}</strong> verses in the KJV
        {entry.totalOccurrences > 0 ? (
          <>
            {' '}
            <Link
              to={resultsUrl({ q: entry.strongsNumber, version: 'kjv' })}
              className="ml-2 inline-flex items-center gap-1 text-base font-medium text-brand-700 underline underline-offset-2"
            >
              See All
              <ExternalLink aria-hidden="true" className="size-4" />
            </Link>
          </>
        ) : null}
      </p>
      {entry.originalCounts.length > 0 ? (
        <ul aria-label="Verses in the original-language texts" className="mt-2 grid gap-1 text-sm text-muted">
          {entry.originalCounts.map((count) => (
            <li key={count.version}>
              {count.name}: {count.count.toLocaleString('en-US')} verses
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-muted">
        Counts differ between texts: the KJV sometimes renders one word with several English words, or several
        Hebrew or Greek words with one, and its verse numbers do not always match the original's.
      </p>

      <div
        tabIndex={0}
        role="region"
        aria-label={`Verses with ${entry.strongsNumber}`}
        className="mt-4 h-[500px] overflow-y-auto rounded-md border border-parchment-dark bg-white px-4"
      >
        {entry.totalOccurrences === 0 ? (
          <p className="py-4 text-muted">No verse examples found in the KJV for {entry.strongsNumber}.</p>
        ) : later.isError ? (
          <div className="py-4">
            <ErrorState
              message={
                <>
                  <p>Error loading verse examples. Please try again later.</p>
                  <p className="mt-1 text-sm">{later.error.message}</p>
                </>
              }
              onRetry={() => void later.refetch()}
            />
          </div>
        ) : !occurrences ? (
          <Spinner label="Loading verses…" />
        ) : (
          <ol aria-busy={later.isFetching}>
            {occurrences.map((occurrence) => (
              <OccurrenceItem
                key={occurrence.id}
                occurrence={occurrence}
                onAnalyse={() => setAnalysed(occurrence.reference)}
              />
            ))}
          </ol>
        )}
      </div>
      <Pagination label="Verse pages" page={page} pages={pages} onPageChange={setPage} />
      {analysedOnce ? (
        <Suspense fallback={null}>
          <StrongsAnalysisDialog
            reference={analysed}
            onOpenChange={(open) => {
              if (!open) setAnalysed(undefined);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
