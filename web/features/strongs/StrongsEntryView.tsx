import { useState } from 'react';
import { Switch } from '../../ui/Switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { hasHebrewLetters, toPaleoHebrew } from './paleoHebrew';
import { StrongsActions } from './StrongsActions';
import { DefinitionTab, OriginTab, ScholarlyTab, UsageTab } from './StrongsTabs';
import type { StrongsDefinition } from './strongsTypes';

function EntryHeader({
  entry,
  paleo,
  compact,
}: {
  entry: StrongsDefinition;
  paleo: boolean;
  compact: boolean;
}) {
  const hebrew = entry.language === 'hebrew';
  const size = compact ? 'text-3xl' : 'text-5xl';
  return (
    <div className={`flex flex-wrap items-end ${compact ? 'gap-x-3 gap-y-1' : 'gap-x-5 gap-y-2'}`}>
      {paleo ? (
        <p className={`${size} leading-tight text-ink`}>
          <span lang="hbo" dir="rtl" aria-hidden="true" className="font-phoenician">
            {toPaleoHebrew(entry.word)}
          </span>
          <span className="sr-only">{entry.word} in Paleo-Hebrew letters</span>
        </p>
      ) : (
        <p
          lang={hebrew ? 'he' : 'grc'}
          dir={hebrew ? 'rtl' : 'ltr'}
          className={`${size} leading-tight text-ink ${hebrew ? 'font-hebrew' : 'font-serif'}`}
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
  compact = false,
}: {
  entry: StrongsDefinition;
  onNumberChange: (number: string) => void;
  /** A smaller headword, for a phone's bottom sheet. */
  compact?: boolean;
}) {
  const [paleo, setPaleo] = useState(false);
  const canShowPaleo = entry.language === 'hebrew' && hasHebrewLetters(entry.word);
  const tabs = [
    { value: 'definition', label: 'Definition', shown: Boolean(entry.definition) },
    { value: 'usage', label: 'KJV Usage', shown: entry.kjvUsage.length > 0 || Boolean(entry.usage) },
    { value: 'scholarly', label: 'Scholarly', shown: entry.scholarly.length > 0 },
    // The popup's "Theological" tab holds the word's origin and grammar, so it is named for them (decision 232).
    { value: 'origin', label: 'Origin', shown: Boolean(entry.origin || entry.partOfSpeech) },
  ].filter((tab) => tab.shown);

  return (
    <div className={`grid ${compact ? 'gap-3' : 'gap-4'}`}>
      <EntryHeader entry={entry} paleo={paleo && canShowPaleo} compact={compact} />
      {canShowPaleo ? <Switch label="Paleo-Hebrew" checked={paleo} onCheckedChange={setPaleo} /> : null}
      {tabs.length ? (
        <Tabs key={entry.strongsNumber} defaultValue={tabs[0]!.value}>
          {/* The tabs stay in place while their panels, long or short, scroll under them. */}
          <div className={`sticky z-10 -mx-1 bg-parchment px-1 py-1 ${compact ? '-top-3' : '-top-4'}`}>
            <TabsList aria-label={`About ${entry.strongsNumber}`} layout="wrap">
              {tabs.map((tab) => (
                <TabsTrigger key={tab.value} value={tab.value}>
                  {tab.label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <TabsContent value="definition" className="mt-3">
            <DefinitionTab entry={entry} />
          </TabsContent>
          <TabsContent value="usage" className="mt-3">
            <UsageTab entry={entry} />
          </TabsContent>
          <TabsContent value="scholarly" className="mt-3">
            <ScholarlyTab entry={entry} onNumberChange={onNumberChange} />
          </TabsContent>
          <TabsContent value="origin" className="mt-3">
            <OriginTab entry={entry} onNumberChange={onNumberChange} />
          </TabsContent>
        </Tabs>
      ) : null}
      <StrongsActions entry={entry} />
    </div>
  );
}
