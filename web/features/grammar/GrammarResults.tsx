import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { ApiError } from '../../api/client';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { Link } from '../../app/routing';
import { NumberedPager } from '../search/NumberedPager';
import { GrammarBreakdowns } from './GrammarBreakdowns';
import { GrammarHitCard } from './GrammarHitCard';
import { useGrammar } from './grammarApi';
import { grammarTextOf } from './grammarQuery';

export interface GrammarResultsProps {
  q: string;
  /** The version the reader chose: searched when it is a parsed text, else shown as the English (the KJV). */
  version: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The address of another search of the same screen (a suggestion). */
  hrefOf: (q: string) => string;
}

/** A query the API refused (unknown term, a text without grammar, `near:0`): its reason and suggestions. */
function GrammarNotice({ error, hrefOf }: { error: Error; hrefOf: (q: string) => string }) {
  const suggestions = error instanceof ApiError ? error.suggestions : [];
  return (
    <div
      role="status"
      className="mt-6 flex items-start gap-3 rounded-lg border border-parchment-dark bg-white p-5 text-ink"
    >
      <Info aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="font-semibold text-brand-800">This grammatical search cannot be answered as written</p>
        <p className="mt-1 break-words">{error.message}</p>
        {suggestions.length ? (
          <ul aria-label="Searches to try" className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  to={hrefOf(suggestion)}
                  className="inline-block py-0.5 font-semibold text-brand-700 underline underline-offset-2"
                >
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

type Reading = 'ketiv' | 'qere';

const READINGS: { value: Reading; label: string }[] = [
  { value: 'ketiv', label: 'As written (ketiv)' },
  { value: 'qere', label: 'As read (qere)' },
];

/** The Hebrew Bible's two readings (decision 406): the student chooses which is searched and counted. */
function ReadingChoice({ reading, onChange }: { reading: Reading; onChange: (reading: Reading) => void }) {
  const name = useId();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold text-ink">Count the Hebrew</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {READINGS.map(({ value, label }) => (
          <label
            key={value}
            className={`inline-flex min-h-9 cursor-pointer items-center rounded-full border px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
              value === reading
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-brand-700 bg-white text-brand-700 hover:bg-brand-50'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={value}
              checked={value === reading}
              onChange={() => onChange(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The grammatical concordance on the results screens (decision 370): which text was searched and what is
 * counted, verses and words matched, the breakdowns by book, form and KJV English, and the hits, paged as the
 * API pages. Loaded on first use, only for a query with `lemma:`, `root:`, `morph:` or `near:`.
 */
export default function GrammarResults({ q, version, page, onPageChange, hrefOf }: GrammarResultsProps) {
  const text = grammarTextOf(version);
  const [reading, setReading] = useState<Reading>('ketiv');
  const grammar = useGrammar(q, text, page, undefined, reading);
  if (grammar.isPending) return <Spinner label="Counting…" />;
  if (grammar.isError) {
    const status = grammar.error instanceof ApiError ? grammar.error.status : 0;
    if (status === 400) return <GrammarNotice error={grammar.error} hrefOf={hrefOf} />;
    return (
      <div className="mt-6">
        <ErrorBox
          title="Search failed"
          message={grammar.error.message}
          onRetry={() => void grammar.refetch()}
        />
      </div>
    );
  }
  const data = grammar.data;
  const language = data.direction === 'rtl' ? 'he' : 'grc';
  const totalPages = Math.max(1, Math.ceil(data.verses / data.limit));
  return (
    <section
      aria-label="Grammatical concordance"
      className="mt-6 grid gap-4"
      aria-busy={grammar.isPlaceholderData}
    >
      <div className="rounded-lg border border-parchment-dark bg-white p-4 sm:p-5">
        <p className="text-lg text-ink" data-testid="grammar-counts">
          <strong>{data.verses.toLocaleString('en')}</strong> {data.verses === 1 ? 'verse' : 'verses'},{' '}
          <strong>{data.words.toLocaleString('en')}</strong> {data.words === 1 ? 'word' : 'words'} matched in{' '}
          {data.versionName} ({data.version.toUpperCase()})
          {data.verses > 0 ? ` • Page ${data.page} of ${totalPages}` : ''}
        </p>
        {text ? null : (
          <p className="mt-1 text-sm text-muted">
            Grammar is searched in the Hebrew and Greek; the {version.toUpperCase()} has none of its own, so
            the KJV is shown under each verse with the matched words’ English lit.
          </p>
        )}
        {data.reading ? (
          <ReadingChoice
            reading={reading}
            onChange={(chosen) => {
              setReading(chosen);
              if (page > 1) onPageChange(1);
            }}
          />
        ) : null}
        <p className="mt-1 text-sm text-muted" aria-live="polite">
          {data.counted}
        </p>
      </div>
      {data.verses > 0 ? <GrammarBreakdowns data={data} language={language} /> : null}
      {data.verses === 0 ? (
        <p className="rounded-lg border border-parchment-dark bg-white p-5 text-ink">
          No words in {data.versionName} match “{q}”.
        </p>
      ) : data.results.length ? (
        <ol
          aria-label="Verses matched"
          className="divide-y divide-parchment-dark rounded-lg border border-parchment-dark bg-white shadow-sm"
        >
          {data.results.map((hit) => (
            <li key={hit.id}>
              <GrammarHitCard
                hit={hit}
                version={data.version}
                language={language}
                direction={data.direction}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-muted">This page is past the last page of results.</p>
      )}
      <NumberedPager page={page} totalPages={totalPages} onPageChange={onPageChange} />
    </section>
  );
}
