import { call } from './contract';
import type {
  KnownCard,
  KnownCardResponse,
  KnownCardsResponse,
  OccurrencesResponse,
  VerbsResponse,
  WordsResponse,
} from './hebrew';
/** Hebrew learning's requests (decision 275); `audio` answers sound, not JSON. */
export const hebrewCalls = {
  words: call('GET', '/api/hebrew/words').query<{ limit: number }>().answer<WordsResponse>(),
  verbs: call('GET', '/api/hebrew/verbs').query<{ limit: number }>().answer<VerbsResponse>(),
  occurrences: call('GET', '/api/hebrew/occurrences')
    .query<{ strongs: string }>()
    .answer<OccurrencesResponse>(),
  knownCards: call('GET', '/api/hebrew/known-cards').answer<KnownCardsResponse>(),
  setKnownCard: call('PUT', '/api/hebrew/known-cards')
    .body<KnownCard & { known: boolean }>()
    .answer<KnownCardResponse>(),
  audio: call('GET', '/api/hebrew-audio').query<{ text: string }>().answer<Blob>(),
};
