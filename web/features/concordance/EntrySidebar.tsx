import { BookOpen } from 'lucide-react';
import { Link } from '../../app/routing';
import type { EntrySummary } from './concordanceApi';
import { OriginalWord } from './OriginalWord';

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
    >
      <h2 className="font-serif text-xl font-bold text-brand-800">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const STUDY_RESOURCES = [
  { to: '/hebrew-lexicon', label: 'Hebrew Lexicon', note: "Strong's Hebrew and Aramaic words" },
  { to: '/greek-lexicon', label: 'Greek Lexicon', note: "Strong's Greek words" },
  { to: '/original-languages', label: 'Original Languages', note: 'The Hebrew and Greek texts on this site' },
];

/** Related Words (same root or derivation, same language) and the Study Resources links. */
export function EntrySidebar({ related }: { related: EntrySummary[] }) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
      <Card title="Related Words">
        {related.length === 0 ? (
          <p className="text-muted">No related words from the same root.</p>
        ) : (
          <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
            {related.map((entry) => (
              <li key={entry.strongsNumber}>
                <Link
                  to={`/concordance/${entry.strongsNumber}`}
                  className="block rounded-md p-2 hover:bg-brand-50"
                >
                  <span className="flex items-baseline gap-3">
                    <span className="font-mono text-sm font-semibold text-brand-700">
                      {entry.strongsNumber}
                    </span>
                    <OriginalWord word={entry.word} language={entry.language} className="text-xl" />
                    <span className="text-sm italic">{entry.transliteration}</span>
                  </span>
                  <span className="mt-0.5 line-clamp-2 text-sm text-muted">{entry.definition}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title="Study Resources">
        <ul className="grid gap-2">
          {STUDY_RESOURCES.map((resource) => (
            <li key={resource.to}>
              <Link to={resource.to} className="flex items-start gap-2 rounded-md p-2 hover:bg-brand-50">
                <BookOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  <span className="font-medium text-brand-700">{resource.label}</span>
                  <span className="block text-sm text-muted">{resource.note}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
