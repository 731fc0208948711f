import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '../../app/routing';
import { buttonClasses } from '../../ui/buttonClasses';
import { chapterKey, type MarkedChapters } from '../study/chapterMarks';
import { MarkedDot } from '../study/MarkedDot';
import type { ChapterLink } from './readerTypes';
import { readerUrl, type ReaderState } from './readerUrl';

interface ChapterNavProps {
  state: ReaderState;
  previous: ChapterLink | null;
  next: ChapterLink | null;
  /** Names the navigation when it appears twice on the page. */
  label: string;
  /** Beside the chapter's heading: the two buttons together, only their arrows on a phone. */
  compact?: boolean;
  /** Chapters holding the reader's marks: a dot on the link to one of them. */
  marked?: MarkedChapters;
}

/** Previous and next chapter, across books; keeps the version, Strong's choice and view. */
export function ChapterNav({ state, previous, next, label, compact = false, marked }: ChapterNavProps) {
  const to = (link: ChapterLink) =>
    readerUrl({ ...state, book: link.book, chapter: link.chapter, verse: undefined });
  const holds = (link: ChapterLink) => marked?.has(chapterKey(link.book, link.chapter)) === true;
  const phoneWord = compact ? 'sr-only' : 'sm:hidden';
  return (
    <nav
      aria-label={label}
      className={`flex items-center ${compact ? 'mt-1 shrink-0 gap-2' : 'justify-between gap-3'}`}
    >
      {previous ? (
        <Link
          to={to(previous)}
          className={buttonClasses('outline', 'sm', compact ? 'max-sm:min-w-10 max-sm:px-2' : '')}
          aria-label={`Previous chapter: ${previous.reference}${holds(previous) ? ', has your marks' : ''}`}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{previous.reference}</span>
          <span className={phoneWord}>Previous</span>
          {holds(previous) ? <MarkedDot /> : null}
        </Link>
      ) : compact ? null : (
        <span />
      )}
      {next ? (
        <Link
          to={to(next)}
          className={buttonClasses('outline', 'sm', compact ? 'max-sm:min-w-10 max-sm:px-2' : '')}
          aria-label={`Next chapter: ${next.reference}${holds(next) ? ', has your marks' : ''}`}
        >
          {holds(next) ? <MarkedDot /> : null}
          <span className="hidden sm:inline">{next.reference}</span>
          <span className={phoneWord}>Next</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : compact ? null : (
        <span />
      )}
    </nav>
  );
}
