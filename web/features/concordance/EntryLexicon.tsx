import type { ConcordanceEntry } from './concordanceApi';
import { LinkedText } from './LinkedText';

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="font-serif text-lg font-bold text-brand-800">
      {children}
    </h2>
  );
}

function KjvCounts({ entry }: { entry: ConcordanceEntry }) {
  if (entry.kjvUsage.length === 0) {
    return <p className="mt-2 text-muted">No verse of the KJV on this site carries {entry.strongsNumber}.</p>;
  }
  const total = entry.kjvUsage.reduce((sum, usage) => sum + usage.count, 0);
  return (
    <>
      <p className="mt-1 text-sm text-muted">KJV translation count: {total.toLocaleString('en-US')}×</p>
      <ul aria-label="KJV translation counts" className="mt-2 flex flex-wrap gap-1.5">
        {entry.kjvUsage.map((usage) => (
          <li key={usage.rendering} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-ink">
            {usage.rendering} <span className="text-muted">({usage.count})</span>
          </li>
        ))}
      </ul>
      {entry.kjvUsageMore > 0 ? (
        <p className="mt-2 text-sm text-muted">
          and {entry.kjvUsageMore.toLocaleString('en-US')} rarer renderings
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted">
        Counted in the Strong&rsquo;s-tagged KJV text: the verses in which each English rendering carries{' '}
        {entry.strongsNumber}.
      </p>
    </>
  );
}

/**
 * The lexicon box, all of it at once as Blue Letter Bible shows it (decision 239): the definition and the
 * derivation beside the KJV's usage, its dictionary line and its translation counts.
 */
export function EntryLexicon({ entry }: { entry: ConcordanceEntry }) {
  return (
    <section
      aria-label="Lexicon"
      className="grid gap-x-8 gap-y-5 rounded-lg border border-parchment-dark bg-white p-5 shadow-sm md:grid-cols-2"
    >
      <div className="grid content-start gap-5">
        <section aria-labelledby="entry-definition">
          <Heading id="entry-definition">Definition</Heading>
          <p className="mt-1 text-lg leading-relaxed">
            <LinkedText text={entry.definition} />
          </p>
          {entry.unused ? (
            <p className="mt-2 text-muted">
              Strong did not use this number when he numbered his dictionary; it has no word.
            </p>
          ) : null}
        </section>
        {entry.origin ? (
          <section aria-labelledby="entry-origin">
            <Heading id="entry-origin">Origin</Heading>
            <p className="mt-1 leading-relaxed">
              <LinkedText text={entry.origin} />
            </p>
          </section>
        ) : null}
      </div>
      <section aria-labelledby="entry-usage">
        <Heading id="entry-usage">Usage in KJV</Heading>
        <p className="mt-1">{entry.usage ?? 'The dictionary gives no usage line for this word.'}</p>
        <KjvCounts entry={entry} />
      </section>
    </section>
  );
}
