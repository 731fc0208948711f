import { useEffect, useId, useRef, useState } from 'react';
import type { CommentaryId, CommentaryNote } from '../../../core/api/commentary';
import { failureMessage } from '../../api/client';
import { ErrorBox } from '../../ui/ErrorBox';
import { Spinner } from '../../ui/Spinner';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useChapterCommentary } from './commentaryApi';
import { NoteHtml } from './NoteHtml';
import { useVerseInView } from './useVerseInView';

export interface CommentaryPanelProps {
  version: string;
  /** OSIS id of the book. */
  book: string;
  bookName: string;
  chapter: number;
  /** The chapter's verse numbers, as the reader shows them (`li#v{n}`). */
  verses: readonly number[];
  /** The verse the reader asked for (`?verse=`), shown until the text is scrolled. */
  verse?: number;
  /** The verse the verse bar's Study opened the panel on: its notes stay while it is in view (decision 344). */
  studyVerse?: number;
  onClose: () => void;
}

/** The notes of one commentary covering a verse; the chapter-wide ones (an outline, an overview) last. */
function notesOn(notes: readonly CommentaryNote[], verse: number, lastVerse: number): CommentaryNote[] {
  const covering = notes.filter((note) => note.from <= verse && verse <= note.to);
  const whole = (note: CommentaryNote) => note.from === 1 && note.to === lastVerse && lastVerse > 1;
  return [...covering.filter((note) => !whole(note)), ...covering.filter(whole)];
}

/**
 * The commentaries beside the chapter (decision 304): a side panel at the text's right on a wide screen, a
 * bottom sheet on a phone, showing what the chosen commentary says on the verse in view as the text scrolls.
 * Each note names its source and licence. Esc closes it; the notes are sanitised HTML from the server.
 */
export function CommentaryPanel(props: CommentaryPanelProps) {
  const { version, book, bookName, chapter, verses, onClose } = props;
  const phone = useMediaQuery('(max-width: 768px)');
  const commentary = useChapterCommentary(version, book, chapter);
  const scrolled = useVerseInView(verses, phone ? 0.5 : 0, props.studyVerse);
  const verse = scrolled ?? props.studyVerse ?? props.verse ?? verses[0] ?? 1;
  const [chosen, setChosen] = useState<CommentaryId | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const data = commentary.data;
  const withNotes = data?.commentaries ?? [];
  const current = withNotes.find((entry) => entry.source.id === chosen) ?? withNotes[0];
  const notes = current ? notesOn(current.notes, verse, data?.verses.at(-1) ?? 1) : [];

  return (
    <aside
      aria-labelledby={titleId}
      className={
        phone
          ? 'fixed inset-x-0 bottom-0 z-30 flex max-h-[50vh] flex-col rounded-t-xl border-t border-parchment-dark bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.15)]'
          : 'sticky top-4 flex max-h-[calc(100vh-2rem)] flex-col rounded-xl border border-parchment-dark bg-white shadow-sm'
      }
    >
      <div className="flex items-center justify-between gap-2 border-b border-parchment-dark px-4 py-2">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="font-serif text-lg font-bold text-brand-800">
          Commentary on {bookName} {chapter}:{verse}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50"
          aria-label="Close the commentary"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="min-h-0 overflow-y-auto px-4 py-3">
        {commentary.isPending ? <Spinner label="Loading the commentaries…" /> : null}
        {commentary.isError ? (
          <ErrorBox
            message={failureMessage(commentary.error, 'The commentaries could not be loaded')}
            onRetry={() => void commentary.refetch()}
          />
        ) : null}
        {data && !withNotes.length ? (
          <p className="text-muted">No commentary has notes on {data.reference}.</p>
        ) : null}
        {withNotes.length ? (
          <fieldset className="mb-3">
            <legend className="sr-only">Commentary</legend>
            <div className="flex flex-wrap gap-2">
              {withNotes.map(({ source }) => (
                <label
                  key={source.id}
                  className={`inline-flex min-h-9 cursor-pointer items-center rounded-full border px-3 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
                    source.id === current?.source.id
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-brand-700 bg-white text-brand-700 hover:bg-brand-50'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${titleId}-source`}
                    value={source.id}
                    checked={source.id === current?.source.id}
                    onChange={() => setChosen(source.id)}
                    className="sr-only"
                  />
                  {source.name}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {current ? (
          <div aria-live="polite">
            {notes.length ? (
              notes.map((note) => (
                <section key={`${note.from}-${note.to}-${note.heading}`} className="mb-4">
                  <h3 className="font-sans text-sm font-bold tracking-wide text-brand-700 uppercase">
                    {note.heading}
                  </h3>
                  <NoteHtml html={note.html} />
                </section>
              ))
            ) : (
              <p className="text-muted">
                {current.source.name} has no note on verse {verse}.
              </p>
            )}
            <p className="mt-3 border-t border-parchment-dark pt-2 text-xs text-muted">
              {current.source.name}, {current.source.author}. {current.source.licence}.{' '}
              {current.source.credit}.
            </p>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
