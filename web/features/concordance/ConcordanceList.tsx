import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from '../../app/routing';
import { CONCORDANCE_PAGE_SIZE } from '../../../core/search/limits';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { useConcordanceList, type Language, type ListTab } from './concordanceApi';
import { EntryCard } from './EntryCard';
import { ErrorState } from './ErrorState';
import { Pagination } from './Pagination';
import { countLine } from './pagination';

const PAGE_SIZES = [10, 20, 50, 100] as const;

const TABS: { value: ListTab; label: string; placeholder: string }[] = [
  { value: 'all', label: 'All Entries', placeholder: 'Search Concordance...' },
  { value: 'hebrew', label: 'Hebrew Only', placeholder: 'Search Hebrew words...' },
  { value: 'greek', label: 'Greek Only', placeholder: 'Search Greek words...' },
];

function positiveInteger(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/** The list's search text: `q`, or `query` as the API names it (`/concordance?query=love` filters too). */
export function listSearchText(params: URLSearchParams): string {
  return params.get('q') ?? params.get('query') ?? '';
}

/** The list's state lives in the URL (tab, q, page, limit), so Back from an entry returns to the same page. */
function useListState(fixedLanguage: Language | undefined) {
  const [params, setParams] = useSearchParams();
  const requestedTab = params.get('tab');
  const tab: ListTab =
    fixedLanguage ?? (requestedTab === 'hebrew' || requestedTab === 'greek' ? requestedTab : 'all');
  const limitParam = positiveInteger(params.get('limit'), CONCORDANCE_PAGE_SIZE);
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : CONCORDANCE_PAGE_SIZE;
  const state = { tab, q: listSearchText(params), page: positiveInteger(params.get('page'), 1), limit };
  const update = (next: Partial<typeof state>) => {
    const merged = { ...state, ...next };
    const search = new URLSearchParams();
    if (!fixedLanguage && merged.tab !== 'all') search.set('tab', merged.tab);
    if (merged.q.trim()) search.set('q', merged.q.trim());
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.limit !== CONCORDANCE_PAGE_SIZE) search.set('limit', String(merged.limit));
    setParams(search);
  };
  return { ...state, update };
}

function SearchForm(props: { initial: string; placeholder: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(props.initial);
  const searchId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(text);
  };
  return (
    <form role="search" aria-label="Search the Concordance" onSubmit={submit} className="flex gap-2">
      <label htmlFor={searchId} className="sr-only">
        {props.placeholder.replace('...', '')}
      </label>
      <input
        id={searchId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={props.placeholder}
        className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-600"
      />
      <Button type="submit" className="shrink-0">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}

/**
 * The dictionary list: language tabs (unless the page is fixed to one language), a search submitted by its
 * form, the card grid, the count line, the per-page picker and the pager.
 */
export function ConcordanceList({ fixedLanguage }: { fixedLanguage?: Language }) {
  const { tab, q, page, limit, update } = useListState(fixedLanguage);
  const list = useConcordanceList(tab, { q, page, limit });
  const current = TABS.find((item) => item.value === tab)!;

  const changePage = (next: number) => {
    update({ page: next });
    document.getElementById('concordance-results')?.scrollIntoView({ block: 'start' });
  };

  const body = (
    <div className="mt-6">
      <SearchForm
        key={`${tab}:${q}`}
        initial={q}
        placeholder={current.placeholder}
        onSearch={(text) => update({ q: text, page: 1 })}
      />

      <div
        id="concordance-results"
        className="mt-6 flex flex-wrap items-end justify-between gap-4 scroll-mt-4"
      >
        <p aria-live="polite" className="text-muted">
          {list.data ? countLine(list.data.entries.length, list.data.pagination.total) : '\u00a0'}
        </p>
        <Select
          label="Per page"
          className="w-32"
          value={String(limit)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onValueChange={(value) => update({ limit: Number(value), page: 1 })}
        />
      </div>

      <div className="mt-4" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner label="Loading entries…" />
        ) : list.isError ? (
          <ErrorState
            title="Error loading Concordance"
            message={
              <>
                <p>We couldn&apos;t load the Concordance entries. Please try again later.</p>
                <p className="mt-1 text-sm">{list.error.message}</p>
              </>
            }
            onRetry={() => void list.refetch()}
          />
        ) : list.data.entries.length === 0 ? (
          <p className="rounded-lg border border-parchment-dark bg-white p-6 text-center text-muted">
            No entries found. Try a different search term.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {list.data.entries.map((entry) => (
              <EntryCard key={entry.strongsNumber} entry={entry} />
            ))}
          </ul>
        )}
      </div>
      {list.data ? (
        <Pagination
          label="Entry pages"
          page={page}
          pages={list.data.pagination.pages}
          onPageChange={changePage}
        />
      ) : null}
    </div>
  );

  if (fixedLanguage) return body;
  return (
    <Tabs value={tab} onValueChange={(value) => update({ tab: value as ListTab, page: 1 })} className="mt-8">
      <TabsList aria-label="Languages">
        {TABS.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((item) => (
        <TabsContent key={item.value} value={item.value}>
          {item.value === tab ? body : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
