import { useLocation, useSearchParams } from '../../app/routing';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import type { ConcordanceEntry } from './concordanceApi';
import { OccurrencesPanel } from './OccurrencesPanel';
import { ScholarlyPanel } from './ScholarlyPanel';

const panelClass = 'rounded-lg border border-parchment-dark bg-white p-5 shadow-sm';

/**
 * The long sections below the lexicon box: the occurrences and, when a scholarly lexicon has the word, its
 * articles, as two tabs (`?tab=scholarly`). Without articles the occurrences stand alone, with no tab.
 */
export function EntryTabs({ entry }: { entry: ConcordanceEntry }) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const occurrencesLabel = `Occurrences (${entry.totalOccurrences.toLocaleString('en-US')})`;

  if (entry.scholarly.length === 0) {
    return (
      <section aria-labelledby="entry-occurrences" className={panelClass}>
        <h2 id="entry-occurrences" className="mb-3 font-serif text-xl font-bold text-brand-800">
          {occurrencesLabel}
        </h2>
        <OccurrencesPanel entry={entry} />
      </section>
    );
  }

  const value = params.get('tab') === 'scholarly' ? 'scholarly' : 'occurrences';
  const choose = (next: string) => {
    const search = new URLSearchParams(params);
    if (next === 'occurrences') search.delete('tab');
    else search.set('tab', next);
    // The state keeps "Back to Search Results" while the reader moves between tabs.
    setParams(search, { replace: true, state });
  };

  return (
    <Tabs value={value} onValueChange={choose}>
      <TabsList aria-label="Entry sections" layout="wrap">
        <TabsTrigger value="occurrences">{occurrencesLabel}</TabsTrigger>
        <TabsTrigger value="scholarly">Scholarly</TabsTrigger>
      </TabsList>
      <TabsContent value="occurrences" className={`mt-4 ${panelClass}`}>
        <OccurrencesPanel entry={entry} />
      </TabsContent>
      <TabsContent value="scholarly" className={`mt-4 ${panelClass}`}>
        <ScholarlyPanel articles={entry.scholarly} number={entry.strongsNumber} />
      </TabsContent>
    </Tabs>
  );
}
