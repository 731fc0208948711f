import { call } from './contract';
import type { GrammarResponse } from './grammar';

/** The grammatical concordance (issue 39). */
export const grammarCalls = {
  search: call('GET', '/api/grammar')
    .query<{ q: string; version?: string; reading?: 'ketiv' | 'qere'; page?: number; limit?: number }>()
    .answer<GrammarResponse>(),
};
