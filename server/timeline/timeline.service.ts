import { createHash } from 'node:crypto';
import { TIMELINE_EVENTS } from '../../content/timeline/index';
import type { TimelineEvent } from '../../core/api/timeline';
import type { TimelineCategory } from '../../core/timeline/categories';

/** One cached answer: the events and the ETag of their JSON. */
export interface TimelineAnswer {
  events: readonly TimelineEvent[];
  etag: string;
}

const answers = new Map<string, TimelineAnswer>();

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
    answer = answerFor(category ? TIMELINE_EVENTS.filter((e) => e.category === category) : TIMELINE_EVENTS);
    answers.set(key, answer);
  }
  return answer;
}
