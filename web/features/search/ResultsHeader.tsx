import { Switch } from '../../ui/Switch';
import { useSpecialEdition } from '../site/useSite';
import { resultCount } from './ResultsGroups';
import type { ResultsState } from './resultsUrl';
import type { ResultsPage } from './searchApi';

interface ResultsHeaderProps {
  state: ResultsState;
  data: ResultsPage | undefined;
  onChange: (change: Partial<ResultsState>) => void;
}

function MatchedWords({ data, query }: { data: ResultsPage; query: string }) {
  const words = data.matchedWords;
  // Worth showing only when the search found more (or other) words than were typed: prefixes, compounds.
  if (!words.length || (words.length === 1 && words[0] === query.toLowerCase())) return null;
  return (
    <p className="mt-1 text-sm text-muted">
      Matching words: <span className="text-ink">{words.join(', ')}</span>
    </p>
  );
}

/** The query as heading, "N results • Page X of Y", and the Strong's and parallel switches. */
export function ResultsHeader({ state, data, onChange }: ResultsHeaderProps) {
  const special = useSpecialEdition();
  return (
    <header className="mt-8">
      <p className="text-sm font-medium tracking-wide text-muted uppercase">Search results</p>
      <h1 className="mt-1 font-serif text-3xl font-bold break-words text-brand-800 sm:text-4xl">
        {state.q || 'Bible search'}
      </h1>
      {state.q && data && data.totalResults > 0 ? (
        <p className="mt-2 text-lg text-ink">
          {resultCount(data.totalResults)} • Page {state.page} of {Math.max(data.totalPages, 1)}
        </p>
      ) : null}
      {state.q && data ? <MatchedWords data={data} query={state.q} /> : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-8 gap-y-3">
        <Switch
          label="Strong's Numbers"
          checked={state.strongs}
          onCheckedChange={(strongs) => onChange({ strongs })}
        />
        <Switch
          label={`Parallel View (${special.code ? special.name : 'special edition'})`}
          checked={state.parallel}
          onCheckedChange={(parallel) => onChange({ parallel })}
        />
      </div>
    </header>
  );
}
