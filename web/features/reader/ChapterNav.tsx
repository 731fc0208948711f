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
}

/** Previous and next chapter, across books; keeps the version, Strong's choice and view. */
export function ChapterNav({ state, previous, next, label }: ChapterNavProps) {
  const to = (link: ChapterLink) =>
    readerUrl({ ...state, book: link.book, chapter: link.chapter, verse: undefined });
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {previous ? (
        <Link
          to={to(previous)}
          className={buttonClasses('outline', 'sm')}
          aria-label={`Previous chapter: ${previous.reference}`}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">{previous.reference}</span>
          <span className="sm:hidden">Previous</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link
          to={to(next)}
          className={buttonClasses('outline', 'sm')}
          aria-label={`Next chapter: ${next.reference}`}
        >
          <span className="hidden sm:inline">{next.reference}</span>
          <span className="sm:hidden">Next</span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
