import { useId, useState } from 'react';
import { Link } from '../../app/routing';
import { Spinner } from '../../ui/Spinner';
import { useHeadwords } from './dictionaryApi';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * The index of a study source: a box that finds names as the reader types, and every name under a letter.
 * Used by /dictionary (Easton's headwords) and /topics (Nave's topics).
 */
export function NameIndex({
  source,
  label,
  pathOf,
}: {
  source: 'dictionary' | 'topics';
  label: string;
  pathOf: (name: string) => string;
}) {
  const inputId = useId();
  const [text, setText] = useState('');
  const [letter, setLetter] = useState('A');
  const names = useHeadwords(source, { q: text, letter });
  const list = names.data?.headwords ?? [];
  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={60}
          autoComplete="off"
          className="min-h-11 w-full max-w-xl rounded-md border border-gray-400 bg-white px-4 text-lg text-ink"
        />
      </div>
      <nav aria-label="Browse by letter" className="flex flex-wrap gap-1">
        {LETTERS.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={!text.trim() && letter === each}
            onClick={() => {
              setText('');
              setLetter(each);
            }}
            className="min-h-9 min-w-9 rounded border border-parchment-dark bg-white px-2 font-medium text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {each}
          </button>
        ))}
      </nav>
      {names.isPending ? <Spinner label="Loading…" /> : null}
      {names.isError ? <p role="alert">{names.error.message}</p> : null}
      <p className="text-sm text-muted" aria-live="polite">
        {text.trim() ? `${list.length} found for “${text.trim()}”` : `${list.length} under ${letter}`}
      </p>
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-x-6 gap-y-1">
        {list.map((name) => (
          <li key={name}>
            <Link
              to={pathOf(name)}
              className="inline-block min-h-6 break-words py-0.5 text-brand-700 underline underline-offset-2"
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
