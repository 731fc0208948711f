import { Flame } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLoginDialog } from '../auth/loginDialogContext';
import { ErrorBox } from '../../ui/ErrorBox';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useHistory } from './devotionalApi';
import { longDate } from './devotionalText';

/** The reader's saved readings with their notes and streaks, searchable, a page at a time. */
export function HistoryTab({ signedIn }: { signedIn: boolean }) {
  const { openLogin } = useLoginDialog();
  const [words, setWords] = useState('');
  const [search, setSearch] = useState('');
  const history = useHistory(signedIn, search);
  const summary = history.data?.pages[0];
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  useEffect(() => {
    const timer = setTimeout(() => setSearch(words.trim()), 300);
    return () => clearTimeout(timer);
  }, [words]);

  if (!signedIn)
    return (
      <div className="rounded-xl border border-parchment-dark bg-white p-6">
        <p className="mb-4">Sign in to keep your readings and notes, search them, and follow your streak.</p>
        <Button onClick={() => openLogin('login')}>Login</Button>
      </div>
    );
  return (
    <div className="grid gap-4">
      {summary ? (
        <div className="flex flex-wrap gap-3">
          <p className="flex items-center gap-2 rounded-lg bg-parchment px-4 py-2 font-semibold text-brand-800">
            <Flame aria-hidden className="size-5 text-gold-700" /> Current streak: {summary.streak} day
            {summary.streak === 1 ? '' : 's'}
          </p>
          <p className="rounded-lg bg-parchment px-4 py-2">Longest streak: {summary.longestStreak}</p>
          <p className="rounded-lg bg-parchment px-4 py-2">Days read: {summary.daysRead}</p>
        </div>
      ) : null}
      <TextField
        label="Search your history"
        type="search"
        value={words}
        maxLength={200}
        onChange={(e) => setWords(e.target.value)}
      />
      {history.isPending ? (
        <Spinner label="Loading your history…" />
      ) : history.isError ? (
        <ErrorBox message="Your history could not be loaded." onRetry={() => void history.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-muted">
          {search
            ? 'No saved day matches your search.'
            : 'No saved readings yet. Save your notes on today’s reading to start.'}
        </p>
      ) : (
        <>
          <ol className="grid gap-3">
            {items.map((item) => (
              <li key={item.id} className="rounded-lg border border-parchment-dark bg-white p-4 shadow-sm">
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <time dateTime={item.date}>{longDate(item.date)}</time>
                  <span className="rounded-full bg-gold-300 px-2 py-0.5 text-xs font-semibold text-brand-900">
                    {item.category}
                  </span>
                </div>
                <h3 className="mt-1 font-semibold text-brand-800">{item.title}</h3>
                <p className="text-sm text-brand-700">{item.scripture}</p>
                {item.personalNotes ? <p className="mt-2 whitespace-pre-wrap">{item.personalNotes}</p> : null}
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-brand-700">Reflection and prayer</summary>
                  <p className="mt-2">{item.reflection}</p>
                  <p className="mt-2 italic">{item.prayer}</p>
                </details>
              </li>
            ))}
          </ol>
          {history.hasNextPage ? (
            <Button
              variant="outline"
              className="justify-self-center"
              onClick={() => void history.fetchNextPage()}
              disabled={history.isFetchingNextPage}
            >
              {history.isFetchingNextPage ? 'Loading…' : 'Show older readings'}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
