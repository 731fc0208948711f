import { call } from './contract';
import type { MessageResponse } from './common';
import type {
  ChapterTimelineResponse,
  ReaderTimelineEvent,
  ReaderTimelineEventBody,
  ReaderTimelineEventsResponse,
  TimelineEvent,
} from './timeline';
/** The timeline's requests (decision 275). */
export const timelineCalls = {
  events: call('GET', '/api/timeline/events').answer<TimelineEvent[]>(),
  chapter: call('GET', '/api/timeline/chapter/:book/:chapter').answer<ChapterTimelineResponse>(),
  myEvents: call('GET', '/api/timeline/my-events').answer<ReaderTimelineEventsResponse>(),
  addMyEvent: call('POST', '/api/timeline/my-events')
    .body<ReaderTimelineEventBody>()
    .answer<ReaderTimelineEvent>(),
  updateMyEvent: call('PUT', '/api/timeline/my-events/:id')
    .body<ReaderTimelineEventBody>()
    .answer<ReaderTimelineEvent>(),
  deleteMyEvent: call('DELETE', '/api/timeline/my-events/:id').answer<MessageResponse>(),
};
