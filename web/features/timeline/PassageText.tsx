import { Link } from '../../app/routing';
import { Spinner } from '../../ui/Spinner';
import { useSearchResults } from '../search/searchApi';
import { resultsUrl } from '../search/resultsUrl';
import { useSite } from '../site/useSite';
import { VerseText } from '../verse/VerseText';

/** How many verses of a passage the dialog shows before sending the reader to the full results. */
const SHOWN = 8;

/**
 * A cited passage read in place: the first verses in the site's default version (the reference is searched
 * as the search box would), with a link to all of it.
 */
export function PassageText({ reference }: { reference: string }) {
  const { data: site } = useSite();
  const version = site?.defaultVersion ?? 'kjv';
  const results = useSearchResults({ q: reference, version, page: 1, strongs: false });
  if (results.isPending) return <Spinner label={`Loading ${reference}…`} />;
  if (results.isError)
    return (
      <p role="alert" className="text-sm text-danger-600">
        {reference} could not be loaded: {results.error.message}
      </p>
    );
  const group = results.data.groups[0];
  const verses = group?.results ?? [];
  if (verses.length === 0) return <p className="text-sm text-muted">No verses found for {reference}.</p>;
  return (
    <div className="mt-2 rounded-md border border-parchment-dark bg-parchment p-3">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">
        {reference} · {group?.versionName ?? version.toUpperCase()}
      </p>
      <ol className="mt-1 space-y-1 font-serif text-base leading-relaxed text-ink">
        {verses.slice(0, SHOWN).map((verse) => (
          <li key={verse.id}>
            <sup className="mr-1 font-sans text-xs text-muted">{verse.verse}</sup>
            <VerseText segments={verse.segments} />
          </li>
        ))}
      </ol>
      {results.data.totalResults > SHOWN ? (
        <Link
          to={resultsUrl({ q: reference, version })}
          className="mt-2 inline-block text-sm text-brand-700 underline underline-offset-2"
        >
          All {results.data.totalResults} verses of {reference}
        </Link>
      ) : null}
    </div>
  );
}
