import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Switch } from '../../ui/Switch';
import { hasHebrewLetters, toPaleoHebrew } from './paleoHebrew';
import { StrongsActions } from './StrongsActions';
import { DefinitionTab, ScholarlyTab, TheologicalTab, UsageTab } from './StrongsTabs';
import type { StrongsDefinition } from './strongsTypes';

const tabTrigger =
  'min-h-10 rounded-md px-3 text-sm font-medium text-brand-700 transition-colors hover:bg-white/70 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow';

function EntryHeader({ entry, paleo }: { entry: StrongsDefinition; paleo: boolean }) {
  const hebrew = entry.language === 'hebrew';
  return (
    <div className="flex flex-wrap items-end gap-x-5 gap-y-2">
      {paleo ? (
        <p className="text-5xl leading-tight text-ink">
          <span lang="hbo" dir="rtl" aria-hidden="true" className="font-phoenician">
            {toPaleoHebrew(entry.word)}
          </span>
          <span className="sr-only">{entry.word} in Paleo-Hebrew letters</span>
        </p>
      ) : (
        <p
          lang={hebrew ? 'he' : 'grc'}
          dir={hebrew ? 'rtl' : 'ltr'}
          className={`text-5xl leading-tight text-ink ${hebrew ? 'font-hebrew' : 'font-serif'}`}
        >
          {entry.word}
        </p>
      )}
      <div className="grid gap-1 pb-1">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 font-semibold text-white">
            {entry.strongsNumber}
          </span>
          <span className="rounded-full bg-gold-300 px-2.5 py-0.5 font-semibold text-brand-900">
            {hebrew ? 'Hebrew' : 'Greek'}
          </span>
          {entry.partOfSpeech ? <span className="text-muted italic">{entry.partOfSpeech}</span> : null}
        </p>
        <p className="text-ink">
          <span className="font-serif text-lg italic">{entry.transliteration}</span>
          {entry.pronunciation ? <span className="text-muted"> [{entry.pronunciation}]</span> : null}
        </p>
      </div>
    </div>
  );
}

/** A dictionary entry: the word (or its Paleo-Hebrew letters), tabs where there is data, and the actions. */
export function StrongsEntryView({
  entry,
  onNumberChange,
}: {
  entry: StrongsDefinition;
  onNumberChange: (number: string) => void;
}) {
  const [paleo, setPaleo] = useState(false);
  const canShowPaleo = entry.language === 'hebrew' && hasHebrewLetters(entry.word);
  const tabs = [
    { value: 'definition', label: 'Definition', shown: Boolean(entry.definition) },
    { value: 'usage', label: 'KJV Usage', shown: entry.kjvUsage.length > 0 || Boolean(entry.usage) },
    { value: 'scholarly', label: 'Scholarly', shown: entry.scholarly.length > 0 },
    { value: 'theological', label: 'Theological', shown: Boolean(entry.origin || entry.partOfSpeech) },
  ].filter((tab) => tab.shown);

  return (
    <div className="grid gap-4">
      <EntryHeader entry={entry} paleo={paleo && canShowPaleo} />
      {canShowPaleo ? <Switch label="Paleo-Hebrew" checked={paleo} onCheckedChange={setPaleo} /> : null}
      {tabs.length ? (
        <Tabs.Root key={entry.strongsNumber} defaultValue={tabs[0]!.value}>
          <Tabs.List
            aria-label={`About ${entry.strongsNumber}`}
            className="flex flex-wrap gap-1 rounded-lg bg-parchment-dark p-1"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={tabTrigger}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="definition" className="mt-3">
            <DefinitionTab entry={entry} />
          </Tabs.Content>
          <Tabs.Content value="usage" className="mt-3">
            <UsageTab entry={entry} />
          </Tabs.Content>
          <Tabs.Content value="scholarly" className="mt-3">
            <ScholarlyTab entry={entry} onNumberChange={onNumberChange} />
          </Tabs.Content>
          <Tabs.Content value="theological" className="mt-3">
            <TheologicalTab entry={entry} onNumberChange={onNumberChange} />
          </Tabs.Content>
        </Tabs.Root>
      ) : null}
      <StrongsActions entry={entry} />
    </div>
  );
}
