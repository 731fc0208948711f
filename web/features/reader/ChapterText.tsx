import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from '../../app/routing';
import { scriptAttributes } from '../search/verseSegments';
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
}

/**
 * The verses of a chapter in the version's script and direction, each number a link that puts the verse in
 * focus (highlighted, scrolled into view, with Copy and Share); Strong's numbers raised when asked for.
 */
export function ChapterText({ chapter, state }: ChapterTextProps) {
  const script = scriptAttributes(chapter.version.language, chapter.version.direction);
  const focused = useRef<HTMLLIElement | null>(null);
  const focusKey = state.verse ? `${chapter.reference}:${state.verse}` : undefined;
  const inFocus = chapter.verses.find((verse) => verse.verse === state.verse);
  useScrollIntoView(focused, inFocus ? focusKey : undefined);
  // Cross-references (issue 38): a marker on each verse with links, its panel opened under the verse.
  const links = useChapterCrossReferences(state.version, state.book, state.chapter);
  const linkCounts = new Map(links.data?.verses.map((row) => [row.verse, row]));
  const [openLinks, setOpenLinks] = useState<string | undefined>(undefined);

  return (
    <ol
      lang={script.lang}
      dir={script.dir}
      className={`mt-3 grid gap-1 text-ink sm:mt-6 ${script.className}`}
    >
      {chapter.verses.map((verse) => {
        const focus = verse.verse === state.verse;
        const segments = state.strongs ? verse.segments : [{ text: verse.text }];
        return (
          <li
            key={verse.id}
            id={`v${verse.verse}`}
            ref={focus ? focused : undefined}
            aria-current={focus ? 'true' : undefined}
            className={`scroll-mt-24 rounded-md px-2 py-1 ${focus ? 'bg-gold-300/50 ring-2 ring-gold-500' : ''}`}
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
              />
            ) : null}
            {openLinks === `${chapter.reference}:${verse.verse}` ? (
              <CrossReferencePanelOnDemand
                state={state}
                verse={verse.verse}
                reference={verse.reference}
                language={chapter.version.language}
                direction={chapter.version.direction}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
