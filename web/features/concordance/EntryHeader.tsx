import { ArrowLeft, ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from '../../app/routing';
import { buttonClasses } from '../../ui/buttonClasses';
import type { ConcordanceEntry } from './concordanceApi';
import { listOrigin, resultsOrigin } from './entryNavigation';
import { LanguageBadge, OriginalWord } from './OriginalWord';

/** Back to the results page or the list the reader came from; only when they came from one. */
export function BackLinks() {
  const { state } = useLocation();
  const results = resultsOrigin(state);
  const list = listOrigin(state);
  if (!results && !list) return null;
  return (
    <div className="mb-4 flex flex-wrap gap-2">
      {results ? (
        <Link to={results} className={buttonClasses('outline', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Search Results
        </Link>
      ) : null}
      {list ? (
        <Link to={list} className={buttonClasses('outline', 'sm')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the Concordance
        </Link>
      ) : null}
    </div>
  );
}

function Neighbour({ number, direction }: { number: string | null; direction: 'previous' | 'next' }) {
  if (!number) return <span />;
  const label = direction === 'previous' ? `Previous entry, ${number}` : `Next entry, ${number}`;
  return (
    <Link to={`/concordance/${number}`} aria-label={label} className={buttonClasses('ghost', 'sm')}>
      {direction === 'previous' ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
      <span className="font-mono">{number}</span>
      {direction === 'next' ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
    </Link>
  );
}

/** The word in its script, number, language badge, transliteration, pronunciation and neighbours. */
export function EntryHeader({ entry }: { entry: ConcordanceEntry }) {
  return (
    <header className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm sm:p-6">
      <nav aria-label="Neighbouring entries" className="-mx-2 -mt-2 flex justify-between">
        <Neighbour number={entry.previous} direction="previous" />
        <Neighbour number={entry.next} direction="next" />
      </nav>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">
          <span className="sr-only">Strong&apos;s </span>
          {entry.strongsNumber}
        </h1>
        <LanguageBadge language={entry.language} />
        {entry.partOfSpeech ? <span className="text-sm text-muted">{entry.partOfSpeech}</span> : null}
      </div>
      {entry.word ? (
        <p className="mt-3">
          <OriginalWord
            word={entry.word}
            language={entry.language}
            className="text-5xl leading-tight text-ink"
          />
        </p>
      ) : null}
      {entry.transliteration || entry.pronunciation ? (
        <p className="mt-3 text-lg">
          <span className="sr-only">Transliteration: </span>
          <span className="italic">{entry.transliteration}</span>
          {entry.pronunciation ? (
            <span className="ml-2 text-muted">
              <span className="sr-only">Pronunciation: </span>[{entry.pronunciation}]
            </span>
          ) : null}
        </p>
      ) : null}
    </header>
  );
}
