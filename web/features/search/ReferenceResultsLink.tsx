import { Search } from 'lucide-react';
import { Link } from '../../app/routing';
import { resultsUrl, strongsByDefault } from './resultsUrl';

/**
 * Above the reader when the search box sent the reader there (`?q=` in its address): the search results for
 * the same text, one click away (decision 236).
 */
export function ReferenceResultsLink({ q, version }: { q: string; version: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-parchment-dark bg-white px-4 py-2.5 text-sm text-muted shadow-sm">
        <Search aria-hidden="true" className="size-4 shrink-0" />
        <span>Opened from your search.</span>
        <Link
          to={resultsUrl({ q, version, strongs: strongsByDefault(version) })}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Search results for &ldquo;{q}&rdquo;
        </Link>
      </p>
    </div>
  );
}
