import { useEffect, useId, useState } from 'react';
import {
  Bookmark,
  CloudOff,
  Columns2,
  Copy,
  GraduationCap,
  Hash,
  Highlighter,
  Link2,
  NotebookPen,
  Tags,
  X,
} from 'lucide-react';
import { Link } from '../../app/routing';
import { Button } from '../../ui/Button';
import { copyText } from '../../ui/clipboard';
import { useToast } from '../../ui/toast/useToast';
import type { VerseSegment } from '../../../core/api/common';
import { readerCalls } from '../../../core/api/reader.requests';
import { useApi } from '../../api/context';
import { HIGHLIGHT_COLORS, osisRef, parseTags, type HighlightColor } from '../../../core/study/marks';
import type { ShownVerse } from './localPlaces';
import { OfflineError } from './offlineMarks';
import { useMarks } from './useMarks';
import { NoteEditor, TagEditor } from './VerseBarEditors';
import { COPY_FORMATS, formatSelection, selectionReference, type CopyFormat } from './verseFormats';

/** The verses a bar acts on: some of one chapter, in one version (the reader's chapter answer is one). */
export interface BarChapter {
  book: { osis: string };
  chapter: number;
  /** The chapter's name: `Genesis 1`. */
  reference: string;
  version: { code: string; abbreviation: string };
  /** Each verse's key and KJV keys where known (a chapter's answer): the browser's marks keep the latter. */
  verses: readonly (ShownVerse & { text: string; segments: readonly VerseSegment[] })[];
}

export interface VerseBarProps {
  chapter: BarChapter;
  from: number;
  to: number;
  shareUrl: string;
  compareHref: string;
  /** Study: the reader opens the verse's cross-references and the commentary on it (decision 344)… */
  onStudy?: () => void;
  /** …or, where the reader's panels are not on the page, a link to the verse in every version. */
  studyHref?: string;
  onClose: () => void;
}

type Panel = 'highlight' | 'note' | 'tags' | 'copy' | undefined;

const iconButton = 'min-h-10 min-w-10 px-2 max-sm:[&>span]:sr-only';
const linkButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 max-sm:[&>span]:sr-only';

/**
 * The bar of actions on the selected verses (issue 37): highlight in one of eight colours, bookmark, a note,
 * tags, copy in four formats, share, compare and save the verses' Strong's numbers. Fixed to the bottom of the
 * window; on a phone its buttons show only their icons (each keeps its name for screen readers).
 */
export function VerseBar({
  chapter,
  from,
  to,
  shareUrl,
  compareHref,
  onStudy,
  studyHref,
  onClose,
}: VerseBarProps) {
  const { toast } = useToast();
  const api = useApi();
  const store = useMarks({
    book: chapter.book.osis,
    chapter: chapter.chapter,
    version: chapter.version.code,
    verses: chapter.verses,
  });
  const [panel, setPanel] = useState<Panel>(undefined);
  const headingId = useId();
  const verses = chapter.verses.filter((verse) => verse.verse >= from && verse.verse <= to);
  const selection = {
    chapter: chapter.reference,
    version: chapter.version.abbreviation,
    verses: verses.map((verse) => ({ verse: verse.verse, text: verse.text })),
  };
  const reference = selectionReference(selection);
  const ref = osisRef(chapter.book.osis, chapter.chapter, from, to);
  const own = store.marks.filter((mark) => mark.ref === ref);
  const highlight = own.find((mark) => mark.kind === 'highlight');
  const bookmark = own.find((mark) => mark.kind === 'bookmark');
  const note = own.find((mark) => mark.kind === 'note');
  const base = { ref, version: chapter.version.code, tags: [] as string[] };
  const waiting = own.some((mark) => store.waiting.includes(mark));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  async function saved(result: Promise<unknown>, title: string) {
    try {
      const answer = await result;
      if (answer === undefined && !title.startsWith('Removed')) throw new Error('Not kept');
      toast({ title, description: reference, duration: 2000 });
    } catch (error) {
      // Offline, a mark of the account waits for the connection: the reader is told why (decision 414).
      toast({
        title: 'Not saved',
        description:
          error instanceof OfflineError ? error.message : 'Your browser or the server refused it; try again.',
      });
    }
  }

  async function setHighlight(color: HighlightColor | undefined) {
    if (!color) {
      if (highlight)
        await saved(
          store.remove([highlight]).then(() => true),
          'Removed the highlight',
        );
    } else if (highlight) await saved(store.update(highlight, { color }), `Highlighted ${color}`);
    else await saved(store.add({ ...base, kind: 'highlight', color }), `Highlighted ${color}`);
    setPanel(undefined);
  }

  async function toggleBookmark() {
    if (bookmark)
      await saved(
        store.remove([bookmark]).then(() => true),
        'Removed the bookmark',
      );
    else await saved(store.add({ ...base, kind: 'bookmark' }), 'Bookmarked');
  }

  /** The verses' Strong's numbers: from the pieces shown, else (results shown without them) the chapter's. */
  async function strongsOfVerses(): Promise<string[]> {
    const of = (list: readonly { verse: number; segments: readonly VerseSegment[] }[]) => [
      ...new Set(
        list
          .filter((verse) => verse.verse >= from && verse.verse <= to)
          .flatMap((verse) => verse.segments.flatMap((segment) => segment.strongs ?? [])),
      ),
    ];
    const shown = of(verses);
    if (shown.length) return shown;
    try {
      const answer = await api.call(readerCalls.chapter, {
        params: { version: chapter.version.code, book: chapter.book.osis, chapter: chapter.chapter },
      });
      return of(answer.verses);
    } catch {
      return [];
    }
  }

  async function saveStrongs() {
    const numbers = await strongsOfVerses();
    if (!numbers.length) {
      toast({
        title: "No Strong's numbers",
        description: `${chapter.version.abbreviation} does not tag them.`,
      });
      return;
    }
    await saved(
      store.add({ ...base, kind: 'strongs', strongs: numbers }),
      `Saved ${numbers.length} Strong's numbers`,
    );
  }

  async function copy(format: CopyFormat) {
    if (await copyText(formatSelection(selection, format)))
      toast({ title: 'Copied', description: reference, duration: 2000 });
    setPanel(undefined);
  }

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: reference, url: shareUrl });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(shareUrl)) toast({ title: 'Link copied', description: shareUrl, duration: 2000 });
  }

  const toggle = (next: Panel) => setPanel((current) => (current === next ? undefined : next));

  return (
    <section
      aria-labelledby={headingId}
      data-verse-bar
      lang="en"
      dir="ltr"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-parchment-dark bg-white font-sans shadow-lg"
    >
      <div className="mx-auto grid max-w-3xl gap-2 px-3 py-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="truncate text-sm font-bold text-brand-800">
            {reference} <span className="font-normal text-muted">({chapter.version.abbreviation})</span>
            {store.keptIn === 'browser' ? (
              <span className="font-normal text-muted max-sm:sr-only">
                {' '}
                · kept in this browser until you sign in
              </span>
            ) : null}
          </h2>
          <Button
            variant="ghost"
            size="sm"
            className="min-w-10 px-2"
            onClick={onClose}
            aria-label="Close (Esc)"
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {/* A live region drawn empty (its gap taken back), so the words are read when a mark starts to wait (decision 414). */}
        <p role="status" className="flex items-start gap-1.5 text-xs text-muted empty:-mt-2">
          {waiting ? (
            <>
              <CloudOff aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              Saved on this device; it will be sent when you are back online.
            </>
          ) : null}
        </p>
        <div role="toolbar" aria-label={`Actions on ${reference}`} className="flex flex-wrap gap-1.5">
          <Button
            variant="outline"
            size="sm"
            className={iconButton}
            aria-expanded={panel === 'highlight'}
            onClick={() => toggle('highlight')}
          >
            <Highlighter aria-hidden="true" className="size-4" />
            <span>{highlight ? `Highlight (${highlight.color})` : 'Highlight'}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={iconButton}
            aria-pressed={bookmark !== undefined}
            onClick={() => void toggleBookmark()}
          >
            <Bookmark aria-hidden="true" className={`size-4 ${bookmark ? 'fill-current' : ''}`} />
            <span>Bookmark</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={iconButton}
            aria-expanded={panel === 'note'}
            onClick={() => toggle('note')}
          >
            <NotebookPen aria-hidden="true" className="size-4" />
            <span>{note ? 'Edit note' : 'Note'}</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={iconButton}
            aria-expanded={panel === 'tags'}
            onClick={() => toggle('tags')}
          >
            <Tags aria-hidden="true" className="size-4" />
            <span>Tags</span>
          </Button>
          <Button
            variant="outline"
            size="sm"
            className={iconButton}
            aria-expanded={panel === 'copy'}
            onClick={() => toggle('copy')}
          >
            <Copy aria-hidden="true" className="size-4" />
            <span>Copy</span>
          </Button>
          <Button variant="outline" size="sm" className={iconButton} onClick={() => void share()}>
            <Link2 aria-hidden="true" className="size-4" />
            <span>Share</span>
          </Button>
          <Link to={compareHref} className={linkButton}>
            <Columns2 aria-hidden="true" className="size-4" />
            <span>Compare</span>
          </Link>
          <Button variant="outline" size="sm" className={iconButton} onClick={() => void saveStrongs()}>
            <Hash aria-hidden="true" className="size-4" />
            <span>Strong's numbers</span>
          </Button>
          {onStudy ? (
            <Button variant="outline" size="sm" className={iconButton} onClick={onStudy}>
              <GraduationCap aria-hidden="true" className="size-4" />
              <span>Study</span>
            </Button>
          ) : studyHref ? (
            <Link to={studyHref} className={linkButton}>
              <GraduationCap aria-hidden="true" className="size-4" />
              <span>Study</span>
            </Link>
          ) : null}
        </div>
        {panel === 'highlight' ? (
          <div role="group" aria-label="Highlight colour" className="flex flex-wrap gap-1.5">
            {HIGHLIGHT_COLORS.map((color) => (
              <button
                key={color}
                type="button"
                aria-pressed={highlight?.color === color}
                aria-label={`Highlight ${color}`}
                onClick={() => void setHighlight(color)}
                className={`mark-${color} min-h-10 min-w-10 rounded-md border-2 px-2 text-xs capitalize text-ink ${
                  highlight?.color === color ? 'border-brand-700' : 'border-transparent'
                }`}
              >
                {color}
              </button>
            ))}
            {highlight ? (
              <Button variant="ghost" size="sm" onClick={() => void setHighlight(undefined)}>
                Remove highlight
              </Button>
            ) : null}
          </div>
        ) : null}
        {panel === 'note' ? (
          <NoteEditor
            key={ref}
            initial={note?.text ?? ''}
            onSave={async (text) => {
              if (!text.trim()) {
                if (note)
                  await saved(
                    store.remove([note]).then(() => true),
                    'Removed the note',
                  );
              } else if (note) await saved(store.update(note, { text }), 'Note saved');
              else await saved(store.add({ ...base, kind: 'note', text }), 'Note saved');
              setPanel(undefined);
            }}
          />
        ) : null}
        {panel === 'tags' ? (
          <TagEditor
            key={ref}
            initial={[...new Set(own.flatMap((mark) => mark.tags))].join(', ')}
            onSave={async (input) => {
              const tags = parseTags(input);
              // Tags go on the verse's marks; a verse without one gets a bookmark to carry them.
              if (own.length)
                await saved(Promise.all(own.map((mark) => store.update(mark, { tags }))), 'Tags saved');
              else await saved(store.add({ ...base, kind: 'bookmark', tags }), 'Tags saved');
              setPanel(undefined);
            }}
          />
        ) : null}
        {panel === 'copy' ? (
          <div role="group" aria-label="Copy as" className="flex flex-wrap gap-1.5">
            {COPY_FORMATS.map(({ format, label }) => (
              <Button key={format} variant="ghost" size="sm" onClick={() => void copy(format)}>
                {label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
