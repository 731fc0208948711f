import { useLocation, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import type { ConcordanceEntry } from './concordanceApi';
import { LinkedText } from './LinkedText';
import { OccurrencesPanel } from './OccurrencesPanel';
import { ScholarlyPanel } from './ScholarlyPanel';

function DefinitionPanel({ entry }: { entry: ConcordanceEntry }) {
  return (
    <div className="grid gap-3">
      <p className="text-lg leading-relaxed">
        <LinkedText text={entry.definition} />
      </p>
      {entry.unused ? (
        <p className="text-muted">
          Strong did not use this number when he numbered his dictionary; it has no word.
        </p>
      ) : null}
    </div>
  );
}

function UsagePanel({ entry }: { entry: ConcordanceEntry }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="usage-dictionary">
        <h3 id="usage-dictionary" className="font-serif text-lg font-bold text-brand-800">
          Usage in KJV
        </h3>
        <p className="mt-2">{entry.usage ?? 'The dictionary gives no usage line for this word.'}</p>
      </section>
      <section aria-labelledby="usage-counted">
        <h3 id="usage-counted" className="font-serif text-lg font-bold text-brand-800">
          KJV translation counts
        </h3>
        {entry.kjvUsage.length === 0 ? (
          <p className="mt-2 text-muted">No verse of the KJV on this site carries {entry.strongsNumber}.</p>
        ) : (
          <>
            <ul className="mt-2 flex flex-wrap gap-2">
              {entry.kjvUsage.map((usage) => (
                <li key={usage.rendering} className="rounded-full bg-brand-50 px-3 py-1 text-sm">
                  {usage.rendering} <span className="text-muted">({usage.count})</span>
                </li>
              ))}
            </ul>
            {entry.kjvUsageMore > 0 ? (
              <p className="mt-2 text-sm text-muted">
                and {entry.kjvUsageMore.toLocaleString('en-US')} rarer renderings
              </p>
            ) : null}
            <p className="mt-2 text-sm text-muted">
              Counted in the Strong&apos;s-tagged KJV text: the verses in which each English rendering carries{' '}
              {entry.strongsNumber}.
            </p>
          </>
        )}
      </section>
    </div>
  );
}

function OriginPanel({ entry }: { entry: ConcordanceEntry }) {
  return (
    <p className="text-lg leading-relaxed">
      <LinkedText text={entry.origin ?? ''} />
    </p>
  );
}

/** Definition, Usage, Origin (when present), Occurrences (with count) and Scholarly (when present). */
export function EntryTabs({ entry }: { entry: ConcordanceEntry }) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const tabs = [
    { value: 'definition', label: 'Definition', panel: <DefinitionPanel entry={entry} /> },
    ...(entry.usage || entry.kjvUsage.length
      ? [{ value: 'usage', label: 'Usage', panel: <UsagePanel entry={entry} /> }]
      : []),
    ...(entry.origin ? [{ value: 'origin', label: 'Origin', panel: <OriginPanel entry={entry} /> }] : []),
    {
      value: 'occurrences',
      label: `Occurrences (${entry.totalOccurrences.toLocaleString('en-US')})`,
      panel: <OccurrencesPanel entry={entry} />,
    },
    ...(entry.scholarly.length
      ? [
          {
            value: 'scholarly',
            label: 'Scholarly',
            panel: <ScholarlyPanel articles={entry.scholarly} number={entry.strongsNumber} />,
          },
        ]
      : []),
  ];
  const requested = params.get('tab');
  const value = tabs.some((tab) => tab.value === requested) ? requested! : 'definition';
  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === 'definition') search.delete('tab');
    else search.set('tab', next);
    // The state keeps "Back to Search Results" while the reader moves between tabs.
    setParams(search, { replace: true, preventScrollReset: true, state });
  };

  return (
    <Tabs value={value} onValueChange={choose}>
      <TabsList aria-label="Entry sections" layout="wrap">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent
          key={tab.value}
          value={tab.value}
          className="mt-4 rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
        >
          {tab.panel}
        </TabsContent>
      ))}
    </Tabs>
  );
}
