import { History } from 'lucide-react';
import { Link } from '../../app/routing';
import type { ChapterTimelineResponse } from '../../../core/api/timeline';
import { useChapterTimeline } from './chapterTimelineApi';

type LinkedEvent = ChapterTimelineResponse['events'][number];

/** "On the timeline:" and a link to each event (the reader's chapters, the curriculum's weeks). */
export function TimelineEventLinks({
  events,
  className = '',
}: {
  events: readonly LinkedEvent[];
  className?: string;
}) {
  if (events.length === 0) return null;
  return (
    <nav
      aria-label="On the timeline"
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${className}`}
    >
      <span className="inline-flex items-center gap-1 font-medium text-muted">
        <History aria-hidden="true" className="size-4" />
        On the timeline:
      </span>
      {events.map((event) => (
        <Link
          key={event.id}
          to={`/timeline?event=${encodeURIComponent(event.id)}`}
          className="inline-flex min-h-6 items-center gap-1 text-brand-700 underline underline-offset-2"
        >
          {event.title} <span className="text-muted">({event.date})</span>
        </Link>
      ))}
    </nav>
  );
}

/** The events of the timeline that cite the chapter being read. */
export function ChapterTimelineLinks({ book, chapter }: { book: number; chapter: number }) {
  const { data } = useChapterTimeline(book, chapter);
  return <TimelineEventLinks events={data?.events ?? []} className="mt-2" />;
}
