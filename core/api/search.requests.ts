import { call } from './contract';
import type { SearchResponse, SpecialSearchResponse } from './search';
/** The search call's query: `q` may be a reference, so the reader's analysis asks for one verse with it. */
export type SearchQuery = {
  q: string;
  version: string;
  page?: number;
  limit?: number;
  includeStrongs?: boolean;
};

/** The search's requests (decision 275). */
export const searchCalls = {
  search: call('GET', '/api/search-strongs').query<SearchQuery>().answer<SearchResponse>(),
  specialEdition: call('GET', '/api/rstne/search')
    .query<{ q: string; page?: number; includeStrongs?: boolean }>()
    .answer<SpecialSearchResponse>(),
  record: call('POST', '/api/analytics/search')
    .body<{ searchTerm: string; resultCount: number; searchType: string }>()
    .answer<unknown>(),
};
