import { call } from './contract';
import type { ChapterCommentaryResponse, CommentaryId, VerseCommentaryResponse } from './commentary';

/** The commentary calls (decision 300). */
export const commentaryCalls = {
  chapter: call('GET', '/api/commentary/:book/:chapter')
    .query<{ source?: CommentaryId; version?: string }>()
    .answer<ChapterCommentaryResponse>(),
  verse: call('GET', '/api/commentary/:book/:chapter/:verse')
    .query<{ source?: CommentaryId; version?: string }>()
    .answer<VerseCommentaryResponse>(),
};
