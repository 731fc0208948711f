import { call } from './contract';
import type { OfflinePacksResponse } from './offline';

/** The offline reader's requests (decision 415). */
export const offlineCalls = {
  packs: call('GET', '/api/offline/packs').answer<OfflinePacksResponse>(),
};
