import type { TimelineEventContent } from '../../core/timeline/categories';
import { CREATION, EXODUS, JUDGES, PATRIARCHS } from './events-ot-early';
import { EXILE, KINGS, RETURN } from './events-ot-late';
import { CHURCH, INTERTESTAMENTAL, JESUS_LIFE } from './events-nt';

/** Every event of the timeline, sorted by year (stable: the order written within a year). */
export const TIMELINE_EVENTS: readonly TimelineEventContent[] = [
  ...CREATION,
  ...PATRIARCHS,
  ...EXODUS,
  ...JUDGES,
  ...KINGS,
  ...EXILE,
  ...RETURN,
  ...INTERTESTAMENTAL,
  ...JESUS_LIFE,
  ...CHURCH,
]
  .map((event, index) => ({ event, index }))
  .sort((a, b) => a.event.year - b.event.year || a.index - b.index)
  .map(({ event }) => event);
