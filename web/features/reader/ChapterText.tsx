import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Link } from '../../app/routing';
import { scriptAttributes } from '../search/verseSegments';
import type { ChapterMarksView } from '../study/chapterMarks';
import { VerseMarkIcons } from '../study/VerseMarkIcons';
import { ChapterMarksOnDemand, NO_MARKS } from '../study/marksOnDemand';
import { VerseBarOnDemand } from '../study/VerseBarOnDemand';
import { useVerseSelection } from '../study/useVerseSelection';
import { VerseText } from '../verse/VerseText';
import type { ChapterResponse } from './readerTypes';
import { readerUrl, verseShareUrl, type ReaderState } from './readerUrl';
import { VerseActions } from './VerseActions';
import { useChapterCrossReferences } from '../cross-references/crossReferencesApi';
import { CrossReferenceMarker, CrossReferencePanelOnDemand } from '../cross-references/CrossReferenceMarker';

/** Scrolls an element into the middle of the view once the page has settled (after the route's own scroll). */
export function useScrollIntoView(target: RefObject<HTMLElement | null>, key: string | undefined) {
  useEffect(() => {
    const element = target.current;
    if (!element || !key) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(
      () => element.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' }),
      50,
    );
    return () => clearTimeout(timer);
  }, [target, key]);
}

interface ChapterTextProps {
  chapter: ChapterResponse;
  state: ReaderState;
  /** The verse bar's Study: the reader opens the commentary on this verse beside the chapter (decision 344). */
  onStudy?: (verse: number) => void;
}

/**
 * The verses of a chapter in the version's script and direction, each number a link that puts the verse in
 * focus (highlighted, scrolled into view, with Copy and Share); Strong's numbers raised when asked for.
 */
export function ChapterText({ chapter, state, onStudy }: ChapterTextProps) {
  const script = scriptAttributes(chapter.version.language, chapter.version.direction);
  const focused = useRef<HTMLLIElement | null>(null);
  const focusKey = state.verse ? `${chapter.reference}:${state.verse}` : undefined;
  const inFocus = chapter.verses.find((verse) => verse.verse === state.verse);
  useScrollIntoView(focused, inFocus ? focusKey : undefined);
  // Cross-references (issue 38): a marker on each verse with links, its panel opened under the verse.
  const links = useChapterCrossReferences(state.version, state.book, state.chapter);
  const linkCounts = new Map(links.data?.verses.map((row) => [row.verse, row]));
  const [openLinks, setOpenLinks] = useState<string | undefined>(undefined);
  const numbers = useMemo(() => chapter.verses.map((verse) => verse.verse), [chapter.verses]);
  const { range, handlers, clear } = useVerseSelection(numbers);
  const [byVerse, setByVerse] = useState<ChapterMarksView>(NO_MARKS);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const said = range
    ? new Set(
        numbers
          .filter((number) => number >= range.from && number <= range.to)
          .map((number) => byVerse.get(number)?.description)
          .filter(Boolean),
      )
    : undefined;
  const announcement = range
    ? `${chapter.reference}:${range.from === range.to ? range.from : `${range.from}-${range.to}`} selected. ${[...said!].join('; ')}`
    : '';

  return (
    <>
      <ChapterMarksOnDemand
        book={chapter.book.osis}
        chapter={chapter.chapter}
        version={chapter.version.code}
        verses={chapter.verses}
        onChange={setByVerse}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol
        lang={script.lang}
        dir={script.dir}
        data-version={chapter.version.code}
        aria-label={`${chapter.reference}: select a verse to highlight, bookmark, note, copy or share it`}
        className={`mt-3 grid gap-1 text-ink sm:mt-6 ${script.className}`}
      >
        {chapter.verses.map((verse) => {
          const focus = verse.verse === state.verse;
          const segments = state.strongs ? verse.segments : [{ text: verse.text }];
          const marks = byVerse.get(verse.verse);
          const colour = marks?.color;
          const isSelected = range !== undefined && verse.verse >= range.from && verse.verse <= range.to;
          return (
            <li
              key={verse.id}
              id={`v${verse.verse}`}
              ref={focus ? focused : undefined}
              aria-current={focus ? 'true' : undefined}
              data-osis={`${chapter.book.osis}.${chapter.chapter}.${verse.verse}`}
              {...(mounted ? handlers(verse.verse) : {})}
              data-selected={isSelected ? 'true' : undefined}
              data-mark-color={colour}
              className={`scroll-mt-24 cursor-pointer rounded-md px-2 py-1 ${colour ? `mark-${colour}` : ''} ${
                isSelected ? 'ring-2 ring-brand-600' : focus ? 'bg-gold-300/50 ring-2 ring-gold-500' : ''
              }`}
            >
              <Link
                to={readerUrl({ ...state, verse: verse.verse })}
                aria-label={verse.reference}
                // A 24 px target (WCAG 2.5.8) that takes no more of the line than the raised number it shows.
                className="-my-1.5 me-1 inline-flex min-h-6 min-w-6 items-center justify-center rounded align-super font-sans text-xs font-bold text-brand-600 no-underline hover:bg-brand-50 hover:underline"
              >
                {verse.verse}
              </Link>
              <VerseText segments={segments} numbers="raised" />
              {marks ? <VerseMarkIcons marks={marks} /> : null}
              {linkCounts.get(verse.verse) ? (
                <CrossReferenceMarker
                  reference={verse.reference}
                  verse={verse.verse}
                  links={linkCounts.get(verse.verse)!.links}
                  hidden={linkCounts.get(verse.verse)!.hidden}
                  open={openLinks === `${chapter.reference}:${verse.verse}`}
                  onToggle={() =>
                    setOpenLinks((current) =>
                      current === `${chapter.reference}:${verse.verse}`
                        ? undefined
                        : `${chapter.reference}:${verse.verse}`,
                    )
                  }
                />
              ) : null}
              {focus ? (
                <VerseActions
                  reference={verse.reference}
                  text={verse.text}
                  shareUrl={verseShareUrl(
                    typeof window === 'undefined' ? '' : window.location.origin,
                    state,
                    verse.verse,
                  )}
                  allUrl={`/bible/${encodeURIComponent(chapter.book.osis)}/${chapter.chapter}/${verse.verse}/all`}
                />
              ) : null}
              {openLinks === `${chapter.reference}:${verse.verse}` ? (
                <div data-verse-panel>
                  <CrossReferencePanelOnDemand
                    state={state}
                    verse={verse.verse}
                    reference={verse.reference}
                    language={chapter.version.language}
                    direction={chapter.version.direction}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {/* Room under the last verse, so that the bar fixed to the bottom never hides it. */}
      {range ? <div aria-hidden="true" className="h-40" /> : null}
      {mounted && range ? (
        <VerseBarOnDemand
          chapter={chapter}
          from={range.from}
          to={range.to}
          shareUrl={verseShareUrl(window.location.origin, state, range.from)}
          compareHref={readerUrl({ ...state, view: 'parallel', verse: range.from })}
          onStudy={() => {
            // The verse's cross-references open under it, the commentary beside the chapter on it.
            const verse = range.from;
            setOpenLinks(`${chapter.reference}:${verse}`);
            onStudy?.(verse);
            clear();
            requestAnimationFrame(() =>
              document.getElementById(`v${verse}`)?.scrollIntoView({ block: 'start' }),
            );
          }}
          onClose={clear}
        />
      ) : null}
    </>
  );
}
