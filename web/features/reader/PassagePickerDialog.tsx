import { ChevronLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../app/routing';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { chapterKey } from '../study/chapterMarks';
import { MarkedChaptersOnDemand, NO_CHAPTERS } from '../study/marksOnDemand';
import { MarkedDot } from '../study/MarkedDot';
import { useBooks } from './readerApi';
import type { BookSummary } from './readerTypes';
import { readerUrl, type ReaderState } from './readerUrl';

interface PassagePickerDialogProps {
  state: ReaderState;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const chipClass =
  'inline-flex min-h-10 items-center justify-center rounded-md border border-parchment-dark bg-white px-2 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50';

/**
 * The passage picker's dialog: the version's books, then the chosen book's chapters as links. Loaded the first
 * time the picker's button is pressed or pointed at (decision 368).
 */
export function PassagePickerDialog({ state, open, onOpenChange }: PassagePickerDialogProps) {
  const [book, setBook] = useState<BookSummary | undefined>();
  const books = useBooks(state.version);
  const [marked, setMarked] = useState(NO_CHAPTERS);
  const setOpen = onOpenChange;
  // Closed, it starts again from the books next time.
  const close = (next: boolean) => {
    if (!next) setBook(undefined);
    onOpenChange(next);
  };

  const testament = (name: string, list: BookSummary[]) =>
    list.length ? (
      <section aria-label={name} className="mt-4 first:mt-0">
        <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{name}</h3>
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {list.map((item) => (
            <li key={item.osis}>
              <button type="button" className={`${chipClass} w-full`} onClick={() => setBook(item)}>
                {item.name}
              </button>
            </li>
          ))}
        </ul>
      </section>
    ) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={book ? book.name : 'Choose a book'}
      description={book ? 'Choose a chapter' : 'Books of this version'}
    >
      {books.isPending ? <Spinner label="Loading the books…" /> : null}
      {books.isError ? <p className="text-danger-600">{books.error.message}</p> : null}
      {books.data && !book ? (
        <>
          {testament(
            'Old Testament',
            books.data.books.filter((item) => item.testament === 'OT' && !item.deuterocanonical),
          )}
          {testament(
            'Deuterocanonical books',
            books.data.books.filter((item) => item.deuterocanonical),
          )}
          {testament(
            'New Testament',
            books.data.books.filter((item) => item.testament === 'NT'),
          )}
        </>
      ) : null}
      {book ? (
        <>
          <Button variant="ghost" size="sm" onClick={() => setBook(undefined)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            All books
          </Button>
          <MarkedChaptersOnDemand
            books={[book.osis]}
            version={state.version}
            versification={books.data?.version.versification ?? 'KJV'}
            onChange={setMarked}
          />
          <ul className="mt-3 grid grid-cols-5 gap-2 sm:grid-cols-6">
            {book.chapters.map((chapter) => {
              const holds = marked.has(chapterKey(book.osis, chapter));
              return (
                <li key={chapter}>
                  <Link
                    to={readerUrl({ ...state, book: book.osis, chapter, verse: undefined })}
                    onClick={() => setOpen(false)}
                    aria-label={`${book.name} ${chapter}${holds ? ', has your marks' : ''}`}
                    className={`${chipClass} w-full gap-1`}
                  >
                    {chapter}
                    {holds ? <MarkedDot /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </Dialog>
  );
}
