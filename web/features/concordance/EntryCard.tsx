import { Link, useLocation } from '../../app/routing';
import type { EntrySummary } from './concordanceApi';
import { LanguageBadge, OriginalWord } from './OriginalWord';

/** One card of the list: number, badge, word, transliteration, pronunciation and the definition cut to 3 lines. */
export function EntryCard({ entry }: { entry: EntrySummary }) {
  const location = useLocation();
  return (
    <li>
      <Link
        to={`/concordance/${entry.strongsNumber}`}
        state={{ from: `${location.pathname}${location.search}` }}
        className="flex h-full flex-col rounded-lg border border-parchment-dark bg-white p-4 shadow-sm transition-shadow hover:border-brand-600 hover:shadow-md"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-mono text-sm font-semibold text-brand-700">{entry.strongsNumber}</span>
          <LanguageBadge language={entry.language} />
        </span>
        <OriginalWord word={entry.word} language={entry.language} className="mt-3 text-3xl text-ink" />
        <span className="mt-2 text-sm">
          <span className="italic">{entry.transliteration}</span>
          {entry.pronunciation ? <span className="text-muted"> [{entry.pronunciation}]</span> : null}
        </span>
        <span className="mt-2 line-clamp-3 text-sm text-muted">{entry.definition}</span>
      </Link>
    </li>
  );
}
