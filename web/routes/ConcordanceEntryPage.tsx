import { lazy, Suspense } from 'react';
import { Link, useParams } from '../app/routing';
import { ApiError } from '../api/client';
import { useConcordanceEntry } from '../features/concordance/concordanceApi';
import { BackLinks, EntryHeader } from '../features/concordance/EntryHeader';
import { EntryLexicon } from '../features/concordance/EntryLexicon';
import { EntrySidebar } from '../features/concordance/EntrySidebar';
import { EntryTabs } from '../features/concordance/EntryTabs';
import { ErrorState } from '../features/concordance/ErrorState';
import { buttonClasses } from '../ui/buttonClasses';
import { Spinner } from '../ui/Spinner';

// The entry's grammar chart comes from the grammatical concordance, loaded after the entry (decision 372).
const EntryGrammar = lazy(() => import('../features/grammar/EntryGrammar'));

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">{children}</div>;
}

function NotFound({ number, message }: { number: string; message: string }) {
  return (
    <div className="rounded-lg border border-parchment-dark bg-white p-8 text-center shadow-sm">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Dictionary Entry Not Found</h1>
      <p className="mt-3 text-lg text-muted">
        We couldn&apos;t find information for Strong&apos;s number {number}.
      </p>
      <p className="mt-1 text-sm text-muted">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary')}>
          Try a Different Search
        </Link>
        <Link to="/concordance" className={buttonClasses('outline')}>
          Browse the Concordance
        </Link>
      </div>
    </div>
  );
}

function Invalid({ number }: { number: string }) {
  return (
    <div className="rounded-lg border border-parchment-dark bg-white p-8 text-center shadow-sm">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Strong&apos;s Number Not Found</h1>
      <p className="mt-3 text-lg text-muted">No definition found for Strong&apos;s number {number}</p>
      <p className="mt-1 text-sm text-muted">
        Invalid Strong&apos;s number: a number is H (Hebrew) or G (Greek) followed by digits, such as H7225 or
        G26.
      </p>
      <Link to="/concordance" className={buttonClasses('primary', 'md', 'mt-6')}>
        Browse the Concordance
      </Link>
    </div>
  );
}

/**
 * /concordance/{number} and /strongs/{number}: one entry page with everything of both original
 * variants (header, lexicon, occurrences by book, scholarly articles, related words, study resources,
 * neighbours, back links); the definition, usage and first occurrences show together (decision 239).
 */
export default function ConcordanceEntryPage() {
  const number = (useParams().number ?? '').trim();
  const entry = useConcordanceEntry(number);

  if (!number) {
    return (
      <Frame>
        <ErrorState message="No Strong's number provided">
          <Link to="/" className={buttonClasses('outline')}>
            Back to Search
          </Link>
        </ErrorState>
      </Frame>
    );
  }
  if (entry.isPending) {
    return (
      <Frame>
        <Spinner label={`Loading ${number}…`} />
      </Frame>
    );
  }
  if (entry.isError) {
    const status = entry.error instanceof ApiError ? entry.error.status : 0;
    return (
      <Frame>
        {status === 404 ? (
          <NotFound number={number.toUpperCase()} message={entry.error.message} />
        ) : status === 400 ? (
          <Invalid number={number} />
        ) : (
          <ErrorState message={entry.error.message} onRetry={() => void entry.refetch()}>
            <Link to="/" className={buttonClasses('outline')}>
              Back to Search
            </Link>
          </ErrorState>
        )}
      </Frame>
    );
  }
  return (
    <Frame>
      <BackLinks />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <EntryHeader entry={entry.data} />
          <EntryLexicon entry={entry.data} />
          <EntryTabs entry={entry.data} />
          <Suspense fallback={null}>
            <EntryGrammar number={entry.data.strongsNumber} />
          </Suspense>
        </div>
        <EntrySidebar related={entry.data.related} />
      </div>
    </Frame>
  );
}
