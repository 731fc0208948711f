import type { AnswerSample } from './index';

/** Samples of Easton's dictionary and Nave's topics (issue 38) for the answer walk. */
export const DICTIONARY_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/dictionary/entry/:headword': [
    { url: '/api/dictionary/entry/Bethlehem', status: 200 },
    { url: '/api/dictionary/entry/Bethlehm', status: 404 },
    { url: `/api/dictionary/entry/${'a'.repeat(61)}`, status: 400 },
  ],
  'GET /api/dictionary/headwords': [
    { url: '/api/dictionary/headwords?q=beth', status: 200 },
    { url: '/api/dictionary/headwords?letter=b', status: 200 },
    { url: '/api/dictionary/headwords?letter=zz', status: 400 },
  ],
  'GET /api/topics/topic/:name': [
    { url: '/api/topics/topic/prayer', status: 200 },
    { url: '/api/topics/topic/prayr', status: 404 },
    { url: `/api/topics/topic/${'a'.repeat(81)}`, status: 400 },
  ],
  'GET /api/topics/names': [
    { url: '/api/topics/names?q=pray', status: 200 },
    { url: '/api/topics/names', status: 400 },
  ],
};
