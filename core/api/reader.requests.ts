import { call } from './contract';
import type { BatchResponse, BooksResponse, ChapterResponse, InterlinearResponse } from './reader';
/** The reader's requests (decision 275). */
export const readerCalls = {
  books: call('GET', '/api/bible/:version').answer<BooksResponse>(),
  chapter: call('GET', '/api/bible/:version/:book/:chapter').answer<ChapterResponse>(),
  interlinear: call('GET', '/api/interlinear/:book/:chapter')
    .query<{ source?: string }>()
    .answer<InterlinearResponse>(),
  batch: call('POST', '/api/reference-lookup/batch')
    .body<{ references: readonly string[]; from: string; version?: string }>()
    .answer<BatchResponse>(),
};
