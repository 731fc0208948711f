import { ArrowRight } from 'lucide-react';
import { Link } from '../../app/routing';
import { LanguageBadge, OriginalWord } from '../concordance/OriginalWord';
import { useDefinition } from '../concordance/concordanceApi';

/**
 * The head of /strongs-results for a Strong's number: the word in its script, transliteration,
 * pronunciation, part of speech, short definition and KJV usage, with the way to its full entry. The
 * definition call is the Strong's popup's, so both share one cached copy. Until it answers, and for a text
 * that is not a number, the query stands alone.
 */
export function StrongsLexiconHeader({
  q,
  number,
  headingLevel = 1,
  className = 'mb-5',
}: {
  q: string;
  number: string | undefined;
  /** 2 where the page has its own h1 (the simple results page shows the same card for `H157`). */
  headingLevel?: 1 | 2;
  className?: string;
}) {
  const definition = useDefinition(number);
  const entry = number && definition.data ? definition.data : undefined;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header className={`${className} rounded-lg border border-parchment-dark bg-white p-4 shadow-sm sm:p-5`}>
      <p className="text-sm font-medium tracking-wide text-muted uppercase">Strong&rsquo;s search</p>
      <div className="mt-1 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <Heading className="font-serif text-3xl font-bold break-words text-brand-800 sm:text-4xl">
          {q}
        </Heading>
        {entry?.word ? (
          <OriginalWord word={entry.word} language={entry.language} className="text-3xl text-ink" />
        ) : null}
        {entry ? <LanguageBadge language={entry.language} /> : null}
        {entry?.partOfSpeech ? <span className="text-sm text-muted">{entry.partOfSpeech}</span> : null}
      </div>
      {entry ? (
        <>
          {entry.transliteration ? (
            <p className="mt-1">
              <span className="italic">{entry.transliteration}</span>
              {entry.pronunciation ? <span className="ml-2 text-muted">[{entry.pronunciation}]</span> : null}
            </p>
          ) : null}
          <p className="mt-2 leading-relaxed text-ink">{entry.definition}</p>
          {entry.usage ? (
            <p className="mt-1 text-sm text-muted">
              <span className="font-semibold">KJV:</span> {entry.usage}
            </p>
          ) : null}
          <Link
            to={`/concordance/${entry.strongsNumber}`}
            className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            The full entry in the Concordance
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </>
      ) : null}
    </header>
  );
}
