import { call } from './contract';
import type { ConcordanceEntry, Definition, ListResponse, StaticDefinition } from './concordance';
/** A page of a concordance list, narrowed by `query` when given. */
export type ListQuery = { page: number; limit: number; query?: string };

/** The concordance's and the dictionary's requests (decision 275). */
export const concordanceCalls = {
  search: call('GET', '/api/concordance/search').query<ListQuery>().answer<ListResponse>(),
  byLanguage: call('GET', '/api/concordance/:language').query<ListQuery>().answer<ListResponse>(),
  entry: call('GET', '/api/concordance/:number')
    .query<{ page?: number; limit?: number }>()
    .answer<ConcordanceEntry>(),
  definition: call('GET', '/api/strongs/definition/:number').answer<Definition>(),
  staticDefinition: call('GET', '/api/static-strongs/:number').answer<StaticDefinition>(),
};
