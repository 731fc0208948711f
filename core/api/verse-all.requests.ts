import { call } from './contract';
import type { VerseAllResponse } from './verse-all';

/** The verse-in-every-version call (decision 310). */
export const verseAllCalls = {
  verse: call('GET', '/api/verse-all/:book/:chapter/:verse').answer<VerseAllResponse>(),
};
