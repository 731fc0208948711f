import { createHash } from 'node:crypto';
import { TIMELINE_EVENTS } from '../../content/timeline/index';
import type { TimelineEvent } from '../../core/api/timeline';
import { splitVerseKey } from '../../core/bible/books';
import { parseReference } from '../../core/reference/parse-reference';
import type { TimelineCategory } from '../../core/timeline/categories';
import { placesOf } from '../../core/timeline/places';

/** One cached answer: the events and the ETag of their JSON. */
export interface TimelineAnswer {
  events: readonly TimelineEvent[];
  etag: string;
}

const answers = new Map<string, TimelineAnswer>();

/** The content with the places of each location linked to the concordance where we know them (decision 163). */
const EVENTS: readonly TimelineEvent[] = TIMELINE_EVENTS.map((event) => {
  const places = placesOf(event.location, event.year);
  return places ? { ...event, places } : event;
});

function answerFor(events: readonly TimelineEvent[]): TimelineAnswer {
  const hash = createHash('sha256').update(JSON.stringify(events)).digest('base64url').slice(0, 27);
  return { events, etag: `"${hash}"` };
}

/**
 * The timeline's events, sorted by year, optionally of one category. The content ships with the code, so the
 * answers are built once and served from memory with a content hash as ETag.
 */
export function timelineEvents(category?: TimelineCategory): TimelineAnswer {
  const key = category ?? '*';
  let answer = answers.get(key);
  if (!answer) {
    answer = answerFor(category ? EVENTS.filter((e) => e.category === category) : EVENTS);
    answers.set(key, answer);
  }
  return answer;
}

let byChapter: Map<string, { id: string; title: string; date: string }[]> | undefined;

/** "book:chapter" of every chapter a reference of the event touches (same-book ranges in full). */
function chaptersOf(event: TimelineEvent): Set<string> {
  const chapters = new Set<string>();
  for (const reference of event.scripture) {
    const parsed = parseReference(reference);
    if (!parsed.ok) continue;
    for (const range of parsed.ranges) {
      const start = splitVerseKey(range.start);
      const end = splitVerseKey(range.end);
      const last = start.book === end.book ? end.chapter : start.chapter;
      for (let chapter = start.chapter; chapter <= last; chapter++) chapters.add(`${start.book}:${chapter}`);
      if (start.book !== end.book) chapters.add(`${end.book}:${end.chapter}`);
    }
  }
  return chapters;
}

/** The site's events that cite a chapter, for the reader's "On the timeline" links (built once). */
export function eventsForChapter(book: number, chapter: number) {
  if (!byChapter) {
    byChapter = new Map();
    for (const event of TIMELINE_EVENTS) {
      for (const key of chaptersOf(event)) {
        const list = byChapter.get(key) ?? [];
        list.push({ id: event.id, title: event.title, date: event.date });
        byChapter.set(key, list);
      }
    }
  }
  return { events: byChapter.get(`${book}:${chapter}`) ?? [] };
}
