import type { ReaderTimelineEvent, ReaderTimelineEventBody } from '../../core/api/timeline';
import { READER_EVENT_LIMITS } from '../../core/timeline/event-dates';
import { checkReaderEvent } from '../../core/timeline/reader-events';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { ReaderEventsRepository } from './reader-events.repository';
import { presentReaderEvent } from './timeline.present';

function checked(body: ReaderTimelineEventBody) {
  const result = checkReaderEvent(body);
  if (!result.ok) throw errors.validation(result.message);
  return result.values;
}

/** A signed-in reader's private timeline events (issue 18, decision 161). */
export class ReaderEventsService {
  readonly repository: ReaderEventsRepository;
  constructor(db: Database) {
    this.repository = new ReaderEventsRepository(db);
  }

  async list(userId: string) {
    return {
      events: (await this.repository.list(userId, READER_EVENT_LIMITS.eventsPerReader)).map(
        presentReaderEvent,
      ),
    };
  }

  async create(userId: string, body: ReaderTimelineEventBody): Promise<ReaderTimelineEvent> {
    const values = checked(body);
    const row = await this.repository.insertWithinLimit(userId, values, READER_EVENT_LIMITS.eventsPerReader);
    if (row === 'limit')
      throw errors.validation(
        `You have ${READER_EVENT_LIMITS.eventsPerReader} events, the most one reader may keep: delete one first`,
      );
    return presentReaderEvent(row);
  }

  async update(userId: string, id: number, body: ReaderTimelineEventBody): Promise<ReaderTimelineEvent> {
    const row = await this.repository.update(userId, id, checked(body));
    if (!row) throw errors.timelineEventNotFound();
    return presentReaderEvent(row);
  }

  async remove(userId: string, id: number) {
    if (!(await this.repository.remove(userId, id))) throw errors.timelineEventNotFound();
    return { message: 'Event deleted' };
  }
}
