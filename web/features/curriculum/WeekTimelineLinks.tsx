import { useQueries } from '@tanstack/react-query';
import type { CourseWeekAnswer } from '../../../core/api/curriculum';
import type { ChapterTimelineResponse } from '../../../core/api/timeline';
import { chapterOf } from '../../../core/curriculum/links';
import { useApi } from '../../api/context';
import { TimelineEventLinks } from '../timeline/ChapterTimelineLinks';
import { chapterTimelineQuery } from '../timeline/chapterTimelineApi';

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
  const api = useApi();
  const answers = useQueries({
    queries: chaptersOf(week).map(({ book, chapter }) => chapterTimelineQuery(api, book, chapter)),
  });
  const events = new Map<string, ChapterTimelineResponse['events'][number]>();
  for (const answer of answers) for (const event of answer.data?.events ?? []) events.set(event.id, event);
  return <TimelineEventLinks events={[...events.values()]} className="no-print" />;
}
