import { ExternalLink, ScanSearch } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/routing';
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
    <li className="border-b border-parchment-dark py-2.5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={readerUrl(occurrence.book, occurrence.chapter, occurrence.verse)}
          className="inline-flex min-h-6 items-center font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {occurrence.reference}
        </Link>
        <Link
          to={readerUrl(occurrence.book, occurrence.chapter)}
          className="inline-flex min-h-6 items-center text-sm text-brand-700 underline underline-offset-2"
          aria-label={`Chapter ${occurrence.bookName} ${occurrence.chapter}`}
        >
          Chapter
        </Link>
        <button
          type="button"
          onClick={onAnalyse}
          className="inline-flex min-h-6 items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
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

/** Every book the number occurs in, with its count: each a search for the number in that book. */
function BookCounts({ entry }: { entry: ConcordanceEntry }) {
  if (entry.occurrencesByBook.length === 0) return null;
  return (
    <section aria-labelledby="occurrences-by-book" className="mt-4">
      <h3 id="occurrences-by-book" className="text-sm font-semibold text-ink">
        By book ({entry.occurrencesByBook.length.toLocaleString('en-US')})
      </h3>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {entry.occurrencesByBook.map((book) => (
          <li key={book.book}>
            <Link
              to={resultsUrl({ q: `${entry.strongsNumber} in:${book.osis}`, version: 'kjv' })}
              aria-label={`${book.bookName}: ${book.count.toLocaleString('en-US')} verses`}
              className="inline-flex min-h-8 items-center gap-1 rounded-md border border-parchment-dark px-2 text-sm text-brand-700 hover:bg-brand-50"
            >
              {book.bookName}
              <span className="font-semibold text-ink">{book.count.toLocaleString('en-US')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The verses of a page in runs of one book, each run headed by the book and its count over every page. */
function groupByBook(
  occurrences: readonly Occurrence[],
): { book: number; name: string; verses: Occurrence[] }[] {
  const groups: { book: number; name: string; verses: Occurrence[] }[] = [];
  for (const occurrence of occurrences) {
    const last = groups.at(-1);
    if (last?.book === occurrence.book) last.verses.push(occurrence);
    else groups.push({ book: occurrence.book, name: occurrence.bookName, verses: [occurrence] });
  }
  return groups;
}

/**
 * The occurrences: how many KJV verses carry the number (with counts in the original texts, which differ),
 * the books it occurs in with their counts, See All on the results page, and the verses page by page,
 * grouped by book (decision 239).
 */
export function OccurrencesPanel({ entry }: { entry: ConcordanceEntry }) {
  const [page, setPage] = useState(1);
  const [analysed, setAnalysed] = useState<string | undefined>();
  const [analysedOnce, setAnalysedOnce] = useState(false);
  if (analysed !== undefined && !analysedOnce) setAnalysedOnce(true);
  const later = useOccurrencesPage(entry.strongsNumber, page);
  const occurrences = page === 1 ? entry.occurrences : later.data;
  const pages = entry.occurrencesPage.pages;
  const bookCounts = new Map(entry.occurrencesByBook.map((book) => [book.book, book.count]));

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
      <BookCounts entry={entry} />

      <section aria-label={`Verses with ${entry.strongsNumber}`} className="mt-5">
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
          <div aria-busy={later.isFetching} className="grid gap-4">
            {groupByBook(occurrences).map((group) => (
              <section key={`${group.book}:${group.verses[0]!.id}`} aria-label={group.name}>
                <h3 className="border-b-2 border-gold-500 pb-1 font-serif text-base font-bold text-brand-800">
                  {group.name}{' '}
                  <span className="font-sans text-sm font-normal text-muted">
                    ({(bookCounts.get(group.book) ?? group.verses.length).toLocaleString('en-US')})
                  </span>
                </h3>
                <ol>
                  {group.verses.map((occurrence) => (
                    <OccurrenceItem
                      key={occurrence.id}
                      occurrence={occurrence}
                      onAnalyse={() => setAnalysed(occurrence.reference)}
                    />
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </section>
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
