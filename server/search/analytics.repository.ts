import type { Database } from '../db/database';
import { searchEvents } from '../db/schema/index';

/** Stores the searches readers run (the term, how many results, which screen), never who ran them. */
export class AnalyticsRepository {
  constructor(private readonly db: Database) {}

  async record(event: { searchTerm: string; resultCount: number; searchType: string }): Promise<void> {
    await this.db.insert(searchEvents).values(event);
  }
}
