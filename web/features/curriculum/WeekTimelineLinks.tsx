import { useQueries } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { CourseWeekAnswer } from '../../../core/api/curriculum';
import type { ChapterTimelineResponse } from '../../../core/api/timeline';
import { chapterOf } from '../../../core/curriculum/links';
import { apiGet } from '../../api/client';

/** The chapters a week's passages start in, each once. */
function chaptersOf(week: CourseWeekAnswer) {
  const seen = new Map<string, { book: number; chapter: number }>();
  for (const passage of week.passages) {
    const found = chapterOf(passage);
    if (found) seen.set(`${found.book}/${found.chapter}`, { book: found.book, chapter: found.chapter });
  }
  return [...seen.values()];
}

/** "On the timeline": the timeline's events that cite the week's passages, each a link to it. */
export function WeekTimelineLinks({ week }: { week: CourseWeekAnswer }) {
  const answers = useQueries({
    queries: chaptersOf(week).map(({ book, chapter }) => ({
      // The reader's key for the same call (features/timeline), so the answers are shared.
      queryKey: ['timeline', 'chapter', book, chapter],
      queryFn: () => apiGet<ChapterTimelineResponse>(`/api/timeline/chapter/${book}/${chapter}`),
      staleTime: 5 * 60_000,
    })),
  });
  const events = new Map<string, { id: string; title: string; date: string }>();
  for (const answer of answers) for (const event of answer.data?.events ?? []) events.set(event.id, event);
  if (!events.size) return null;
  return (
    <div className="no-print flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="inline-flex items-center gap-1 font-medium text-muted">
        <History aria-hidden="true" className="size-4" />
        On the timeline:
      </span>
      {[...events.values()].map((event) => (
        <Link
          key={event.id}
          to={`/timeline?event=${encodeURIComponent(event.id)}`}
          className="text-brand-700 underline underline-offset-2"
        >
          {event.title} <span className="text-muted">({event.date})</span>
        </Link>
      ))}
    </div>
  );
}
