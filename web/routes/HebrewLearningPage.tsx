import { useState } from 'react';
import { PHRASE_CATEGORIES } from '../../content/hebrew/categories';
import { useUser } from '../features/auth/useUser';
import { LearningResources } from '../features/hebrew/LearningResources';
import { StudyCards } from '../features/hebrew/StudyCards';
import { StudyTable } from '../features/hebrew/StudyTable';
import type { Deck } from '../features/hebrew/hebrewApi';
import { CONTENT_TYPES, filterItems } from '../features/hebrew/studyItems';
import { useStudyItems } from '../features/hebrew/useStudyItems';
import { Button } from '../ui/Button';
import { Select } from '../ui/Select';
import { Spinner } from '../ui/Spinner';
import { Switch } from '../ui/Switch';
import { TextField } from '../ui/TextField';

const ALL = 'all';
const DETAILS: Partial<Record<Deck, string>> = {
  words: 'Occurrences',
  verbs: 'Stems',
  letters: 'Value',
  numbers: 'Forms',
};

export default function HebrewLearningPage() {
  const [deck, setDeck] = useState<Deck>('phrases');
  const [studyMode, setStudyMode] = useState(false);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const { data: user } = useUser();
  const list = useStudyItems(deck);
  const type = CONTENT_TYPES.find((entry) => entry.value === deck) ?? CONTENT_TYPES[0];
  const filtered = filterItems(list.items, query, deck === 'phrases' && category !== ALL ? category : '');
  const clear = () => {
    setQuery('');
    setCategory(ALL);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-bold text-brand-800 sm:text-4xl">Hebrew Word Studies</h1>
      <p className="mt-2 max-w-3xl text-lg text-muted">
        Everyday phrases, the most frequent words and verbs of the Hebrew Bible, the alef-bet and numbers,
        each with its sound.
      </p>

      <div className="mt-6 grid gap-4 rounded-xl border border-parchment-dark bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Content type"
          value={deck}
          options={CONTENT_TYPES.map(({ value, label }) => ({ value, label }))}
          onValueChange={(value) => {
            setDeck(value as Deck);
            clear();
          }}
        />
        <TextField
          label="Search"
          type="search"
          placeholder="e.g. peace, shalom or שלום"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {deck === 'phrases' ? (
          <Select
            label="Category"
            value={category}
            options={[
              { value: ALL, label: 'All Categories' },
              ...PHRASE_CATEGORIES.map((name) => ({ value: name, label: name })),
            ]}
            onValueChange={setCategory}
          />
        ) : (
          <div aria-hidden="true" className="hidden lg:block" />
        )}
        <div className="flex items-end pb-2">
          <Switch label="Study Mode" checked={studyMode} onCheckedChange={setStudyMode} />
        </div>
      </div>

      <section aria-labelledby="list-heading" className="mt-8">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="list-heading" className="font-serif text-2xl font-bold text-brand-800">
            {type.label}
          </h2>
          {!list.loading && !list.error ? (
            <p className="text-sm text-muted" aria-live="polite">
              Showing {filtered.length} of {list.items.length} {type.noun}
            </p>
          ) : null}
        </div>
        {list.loading ? (
          <Spinner label={`Loading ${type.noun}…`} />
        ) : list.error ? (
          <div role="alert" className="rounded-lg border-l-4 border-danger-600 bg-white p-5">
            <p className="font-semibold text-ink">
              {list.notInstalled ? 'Hebrew Bible not installed' : 'Error'}
            </p>
            <p className="mt-1 text-muted">
              {list.error}
              {list.notInstalled
                ? '. The basic words and verbs are counted from the Hebrew Bible; they appear once an administrator imports it.'
                : ''}
            </p>
            {list.notInstalled ? null : (
              <Button className="mt-3" variant="outline" onClick={list.retry}>
                Try Again
              </Button>
            )}
          </div>
        ) : filtered.length === 0 ? (
          <div className="rounded-lg border border-parchment-dark bg-white p-8 text-center">
            <p className="text-lg text-ink">No {type.noun} found matching your search.</p>
            <Button className="mt-4" variant="outline" onClick={clear}>
              Clear Filters
            </Button>
          </div>
        ) : studyMode ? (
          <StudyCards key={`${deck}-${query}-${category}`} items={filtered} signedIn={Boolean(user)} />
        ) : (
          <StudyTable items={filtered} caption={type.label} detailsLabel={DETAILS[deck]} />
        )}
      </section>

      <LearningResources />
    </div>
  );
}
