import { History } from 'lucide-react';
import { Link } from 'react-router';
import { useChapterTimeline } from './timelineApi';

/** "On the timeline": the events of the timeline that cite the chapter being read, each a link to it. */
export function ChapterTimelineLinks({ book, chapter }: { book: number; chapter: number }) {
  const { data } = useChapterTimeline(book, chapter);
  const events = data?.events ?? [];
  if (events.length === 0) return null;
  return (
    <nav aria-label="On the timeline" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1 font-medium text-muted">
        <History aria-hidden="true" className="size-4" />
        On the timeline:
      </span>
      {events.map((event) => (
        <Link
          key={event.id}
          to={`/timeline?event=${encodeURIComponent(event.id)}`}
          className="text-brand-700 underline underline-offset-2"
        >
          {event.title} <span className="text-muted">({event.date})</span>
        </Link>
      ))}
    </nav>
  );
}
