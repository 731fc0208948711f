import { call } from './contract';
import type {
  DictionaryEntryResponse,
  HeadwordListQuery,
  HeadwordListResponse,
  TopicResponse,
} from './dictionary';
/** The dictionary's and the topics' requests (decision 275). */
export const dictionaryCalls = {
  dictionaryEntry: call('GET', '/api/dictionary/entry/:headword').answer<DictionaryEntryResponse>(),
  dictionaryHeadwords: call('GET', '/api/dictionary/headwords')
    .query<HeadwordListQuery>()
    .answer<HeadwordListResponse>(),
  topic: call('GET', '/api/topics/topic/:name').answer<TopicResponse>(),
  topicNames: call('GET', '/api/topics/names').query<HeadwordListQuery>().answer<HeadwordListResponse>(),
};
