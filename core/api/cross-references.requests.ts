import { call } from './contract';
import type { ChapterCrossReferencesResponse, VerseCrossReferencesResponse } from './cross-references';

/** The cross-reference requests (decision 275). */
export const crossReferenceCalls = {
  chapter: call(
    'GET',
    '/api/cross-references/:version/:book/:chapter',
  ).answer<ChapterCrossReferencesResponse>(),
  verse: call('GET', '/api/cross-references/:version/:book/:chapter/:verse')
    .query<{ limit?: number; negative?: 0 | 1; direction?: 'from' | 'to' }>()
    .answer<VerseCrossReferencesResponse>(),
};
