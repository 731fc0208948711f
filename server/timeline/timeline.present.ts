import type { ReaderTimelineEvent } from '../../core/api/timeline';
import type { ReaderEventRow } from './reader-events.repository';

/** A reader's own event as the timeline shows it beside the site's (`mine-` ids, the era "Your events"). */
export function presentReaderEvent(row: ReaderEventRow): ReaderTimelineEvent {
  return {
    id: `mine-${row.id}`,
    mine: true,
    title: row.title,
    date: row.date,
    year: row.year,
    era: 'Your events',
    category: row.category,
    description: row.description,
    ...(row.location ? { location: row.location } : {}),
    ...(row.keyFigures.length ? { keyFigures: row.keyFigures.map((name) => ({ name })) } : {}),
    scripture: row.scripture,
  };
}
