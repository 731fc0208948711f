import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '../../app/routing';
import { Button } from '../../ui/Button';
import { Switch } from '../../ui/Switch';
import { ParallelToggle } from '../parallel/ParallelToggle';
import { useSite, useSpecialEdition } from '../site/useSite';
import { readerUrl, readReaderState } from '../reader/readerUrl';
import { readerReference, type ReaderReference } from './readerReference';
import { DEFAULT_VERSION, resultsUrl, strongsByDefault } from './resultsUrl';
import { DEFAULT_SEARCH_TERM, normaliseSearchText, type SearchRequest } from './searchRequest';
import { VersionSelect } from './VersionSelect';

export interface SearchFormProps {
  /** Text the box starts with; the default query otherwise. */
  initialSearchTerm?: string;
  /** The version the box starts with; the site's default version (a setting) otherwise. */
  initialVersion?: string;
  /** Host settings: the starting state of each optional control. */
  initialStrongs?: boolean;
  initialParallel?: boolean;
  initialIncludeRstne?: boolean;
  /** Which optional controls the host shows. */
  showStrongsToggle?: boolean;
  showParallelToggle?: boolean;
  showIncludeRstne?: boolean;
  /** Replaces the default navigation to /simple-results. */
  onSearch?: (request: SearchRequest) => void;
}

/**
 * The reader's address for a reference typed in the box (decision 236), in the chosen version (the default
 * one for "All versions"), the parallel view when asked for, with `q` so that the reader offers the search
 * results one click away.
 */
function readerAddress(
  place: ReaderReference,
  text: string,
  options: { version: string; strongs: boolean; parallel: boolean },
): string {
  const query = new URLSearchParams();
  if (options.version !== 'all') query.set('version', options.version);
  if (options.strongs) query.set('strongs', 'true');
  if (options.parallel) query.set('view', 'parallel');
  const state = readReaderState(
    {
      book: place.book,
      chapter: String(place.chapter),
      verse: place.verse ? String(place.verse) : undefined,
    },
    query,
  )!;
  const address = readerUrl(state);
  return `${address}${address.includes('?') ? '&' : '?'}q=${encodeURIComponent(text)}`;
}

/** Search text, version and options; empty text is ignored without a message. */
export function SearchForm({
  initialSearchTerm,
  initialVersion,
  initialStrongs = false,
  initialParallel = false,
  initialIncludeRstne = false,
  showStrongsToggle = false,
  showParallelToggle = false,
  showIncludeRstne = false,
  onSearch,
}: SearchFormProps) {
  const navigate = useNavigate();
  const special = useSpecialEdition();
  const inputId = useId();
  const [text, setText] = useState(initialSearchTerm ?? DEFAULT_SEARCH_TERM);
  const { data: site } = useSite();
  // Until the reader chooses, the box follows the site's default (which may arrive after the first render).
  const [chosenVersion, setVersion] = useState(initialVersion);
  const version = chosenVersion ?? site?.defaultVersion ?? DEFAULT_VERSION;
  const [strongs, setStrongs] = useState(initialStrongs);
  const [parallel, setParallel] = useState(initialParallel);
  const [includeRstne, setIncludeRstne] = useState(initialIncludeRstne);
  // Set while a click is focusing the box, so that its mouseup does not put the caret in the default query
  // and undo the selection.
  const keepSelection = useRef(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const searchText = normaliseSearchText(text);
    if (searchText === null) return;
    const place = onSearch ? undefined : readerReference(searchText);
    if (onSearch) {
      onSearch({ text: searchText, version, strongs, parallel, includeRstne });
    } else if (place) {
      void navigate(readerAddress(place, searchText, { version, strongs, parallel }));
    } else {
      // A view that shows Strong's numbers (kjv_strongs, trparsed) shows them whatever the switch says.
      void navigate(
        resultsUrl({ q: searchText, version, strongs: strongs || strongsByDefault(version), parallel }),
      );
    }
  }

  const hasOptions = showStrongsToggle || showParallelToggle || showIncludeRstne;

  return (
    <form role="search" aria-label="Bible search" onSubmit={handleSubmit} className="grid gap-4">
      <div className="grid gap-3 md:grid-cols-[1fr_16rem_auto] md:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            Search the Bible
          </label>
          <input
            id={inputId}
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onMouseDown={(event) => {
              keepSelection.current = document.activeElement !== event.currentTarget;
            }}
            onFocus={(event) => {
              // The default query is an example: selected, so that typing replaces it.
              if (text === DEFAULT_SEARCH_TERM) event.currentTarget.select();
            }}
            onMouseUp={(event) => {
              if (keepSelection.current && text === DEFAULT_SEARCH_TERM) event.preventDefault();
              keepSelection.current = false;
            }}
            placeholder="Enter a word, phrase, or reference (e.g., Genesis 2)..."
            autoComplete="off"
            enterKeyHint="search"
            className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-4 font-serif text-lg text-ink placeholder:font-sans placeholder:text-base placeholder:text-gray-600"
          />
        </div>
        <VersionSelect value={version} onValueChange={setVersion} />
        <Button type="submit" size="lg" className="min-h-11">
          <Search aria-hidden="true" className="size-5" />
          Search
        </Button>
      </div>
      <p className="-mt-2 text-sm text-muted">
        Words, &ldquo;phrases&rdquo;, references, Strong&rsquo;s numbers and more:{' '}
        <Link to="/search-help" className="font-medium text-brand-700 underline underline-offset-2">
          Search help
        </Link>
      </p>
      {hasOptions ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {showStrongsToggle ? (
            <Switch label="Enable Strong's Numbers Lookup" checked={strongs} onCheckedChange={setStrongs} />
          ) : null}
          {showParallelToggle ? <ParallelToggle pressed={parallel} onPressedChange={setParallel} /> : null}
          {showIncludeRstne ? (
            <Switch
              label={`Include ${special.name}`}
              checked={includeRstne}
              onCheckedChange={setIncludeRstne}
            />
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
