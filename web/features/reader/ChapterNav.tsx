import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '../../app/routing';
import { buttonClasses } from '../../ui/buttonClasses';
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
}

/** Previous and next chapter, across books; keeps the version, Strong's choice and view. */
export function ChapterNav({ state, previous, next, label, compact = false }: ChapterNavProps) {
  const to = (link: ChapterLink) =>
    readerUrl({ ...state, book: link.book, chapter: link.chapter, verse: undefined });
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
          aria-label={`Previous chapter: ${previous.reference}`}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{previous.reference}</span>
          <span className={phoneWord}>Previous</span>
        </Link>
      ) : compact ? null : (
        <span />
      )}
      {next ? (
        <Link
          to={to(next)}
          className={buttonClasses('outline', 'sm', compact ? 'max-sm:min-w-10 max-sm:px-2' : '')}
          aria-label={`Next chapter: ${next.reference}`}
        >
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
