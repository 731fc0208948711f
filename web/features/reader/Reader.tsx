import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { ApiError } from '../../api/client';
import { CommentaryPanelOnDemand } from '../commentary/CommentaryPanelOnDemand';
import { useNavigate } from '../../app/routing';
import { Spinner } from '../../ui/Spinner';
import { ParallelViewOnDemand } from '../parallel/ParallelViewOnDemand';
import { DidYouMean, withoutQuestion } from '../search/DidYouMean';
import { ErrorBox } from '../../ui/ErrorBox';
import { ChapterTimelineLinks } from '../timeline/ChapterTimelineLinks';
import { MarkedChaptersOnDemand, NO_CHAPTERS } from '../study/marksOnDemand';
import { AttributionLine } from './AttributionLine';
import { ChapterNav } from './ChapterNav';
import { ChapterText } from './ChapterText';
import { useChapter } from './readerApi';
import { ReaderToolbar } from './ReaderToolbar';
import { readerUrl, type ReaderState } from './readerUrl';

// The interlinear loads when a reader switches to it, not with every chapter (decision 368).
const InterlinearView = lazy(() =>
  import('./InterlinearView').then((module) => ({ default: module.InterlinearView })),
);

/**
 * A chapter that cannot be read. A book or chapter that does not exist (the server answered 400 or 404; the
 * page itself answers 404) gets a heading, the reason and the nearest books; any other failure Try Again.
 */
function ChapterError({ state, error, retry }: { state: ReaderState; error: Error; retry: () => unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status !== 400 && status !== 404) {
    return (
      <div className="mt-6">
        <ErrorBox message={error.message} onRetry={() => void retry()} />
      </div>
    );
  }
  const unknownBook = error.message.startsWith('Unknown book');
  const suggestions = error instanceof ApiError ? error.suggestions : [];
  const place = (book: string) => `${book} ${state.chapter}${state.verse ? `:${state.verse}` : ''}`;
  return (
    <div className="mt-8">
      <h1 className="font-serif text-3xl font-bold text-brand-800">
        {unknownBook ? 'Book not found' : 'Passage not found'}
      </h1>
      <div className="mt-4">
        <ErrorBox title="Not found" message={withoutQuestion(error.message, suggestions)}>
          <DidYouMean
            suggestions={suggestions.map(place)}
            hrefOf={(text) => {
              const book = suggestions.find((name) => place(name) === text) ?? text;
              return readerUrl({ ...state, book });
            }}
          />
        </ErrorBox>
      </div>
    </div>
  );
}

/** The reader: a chapter of one version to read, compare side by side, or study word by word. */
export function Reader({ state }: { state: ReaderState }) {
  const navigate = useNavigate();
  const chapter = useChapter(state.version, state.book, state.chapter);
  // A lit word belongs to the address it came with: any change of the reader lets it go.
  const change = (update: Partial<ReaderState>) =>
    void navigate(readerUrl({ ...state, word: undefined, ...update }));
  const data = chapter.data;
  const current = data?.reference ?? `${state.book} ${state.chapter}`;
  const [commentaryOpen, setCommentaryOpen] = useState(false);
  // The verse the verse bar's Study asked the commentary for (decision 344).
  const [studyVerse, setStudyVerse] = useState<number | undefined>();
  const closeCommentary = useCallback(() => {
    setCommentaryOpen(false);
    // Back to the button that opened it.
    requestAnimationFrame(() => document.getElementById('commentary-toggle')?.focus());
  }, []);
  // The chapter navigation's dots: which of the books in reach have chapters holding the reader's marks.
  const [marked, setMarked] = useState(NO_CHAPTERS);
  const books = useMemo(
    () => [...new Set([data?.book.osis, data?.previous?.book, data?.next?.book])].filter((book) => !!book),
    [data?.book.osis, data?.previous?.book, data?.next?.book],
  ) as string[];
  const withCommentary = commentaryOpen && state.view === 'read' && data !== undefined;
  const wide = state.view !== 'read' || withCommentary;

  return (
    <div
      className={`mx-auto px-4 pt-3 pb-8 sm:pt-8 ${wide ? 'max-w-6xl' : 'max-w-3xl'} ${
        withCommentary ? 'max-[768px]:pb-[55vh]' : ''
      }`}
    >
      <div>
        <ReaderToolbar
          state={state}
          current={current}
          onChange={change}
          commentary={
            state.view === 'read'
              ? {
                  open: commentaryOpen,
                  onToggle: () => (commentaryOpen ? closeCommentary() : setCommentaryOpen(true)),
                  controls: 'commentary-panel',
                }
              : undefined
          }
        />
      </div>
      {chapter.isPending ? <Spinner label="Loading the chapter…" /> : null}
      {chapter.isError ? <ChapterError state={state} error={chapter.error} retry={chapter.refetch} /> : null}
      <div
        className={
          withCommentary
            ? 'min-[769px]:grid min-[769px]:grid-cols-[minmax(0,1fr)_22rem] min-[769px]:gap-6'
            : ''
        }
      >
        {data ? (
          <article aria-busy={chapter.isPlaceholderData} className="mt-4 min-w-0 sm:mt-8">
            <MarkedChaptersOnDemand
              books={books}
              version={state.version}
              versification={data.version.versification}
              onChange={setMarked}
            />
            {/* On a phone the version's name is the toolbar's, and the timeline's links wait under the text. */}
            <header className="mb-3 flex items-start justify-between gap-3 sm:mb-4">
              <div className="min-w-0">
                <h1 className="font-serif text-2xl font-bold text-brand-800 sm:text-4xl">{data.reference}</h1>
                <p className="mt-1 text-muted max-sm:sr-only">{data.version.name}</p>
                <div className="hidden sm:block">
                  <ChapterTimelineLinks book={data.book.number} chapter={data.chapter} />
                </div>
              </div>
              <ChapterNav
                state={state}
                previous={data.previous}
                next={data.next}
                label="Chapters"
                compact
                marked={marked}
              />
            </header>
            {state.view === 'read' ? (
              <ChapterText
                chapter={data}
                state={state}
                onStudy={(verse) => {
                  setStudyVerse(verse);
                  setCommentaryOpen(true);
                }}
              />
            ) : null}
            {state.view === 'parallel' ? (
              <ParallelViewOnDemand
                verses={data.verses.map((verse) => ({
                  reference: verse.reference,
                  segments: verse.segments,
                  href: readerUrl({ ...state, view: 'read', verse: verse.verse }),
                  place: {
                    book: data.book.osis,
                    chapter: data.chapter,
                    verse: verse.verse,
                    text: verse.text,
                  },
                }))}
                selecting="chapter"
                version={data.version}
                strongs={state.strongs}
                compare={state.compare}
                onCompareChange={(compare) => change({ compare })}
                focusReference={state.verse ? `${data.book.name} ${data.chapter}:${state.verse}` : undefined}
              />
            ) : null}
            {state.view === 'interlinear' ? (
              <Suspense fallback={null}>
                <InterlinearView state={state} testament={data.book.testament} onChange={change} />
              </Suspense>
            ) : null}
            <div className="mt-6 sm:hidden">
              <ChapterTimelineLinks book={data.book.number} chapter={data.chapter} />
            </div>
            <div className="mt-8">
              <ChapterNav
                state={state}
                previous={data.previous}
                next={data.next}
                label="More chapters"
                marked={marked}
              />
            </div>
            {state.view !== 'interlinear' ? <AttributionLine versions={[data.version]} /> : null}
          </article>
        ) : null}
        {withCommentary ? (
          <div id="commentary-panel" className="min-[769px]:mt-8">
            <CommentaryPanelOnDemand
              version={data.version.code}
              book={data.book.osis}
              bookName={data.book.name}
              chapter={data.chapter}
              verses={data.verses.map((verse) => verse.verse)}
              verse={state.verse}
              studyVerse={studyVerse}
              onClose={closeCommentary}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
