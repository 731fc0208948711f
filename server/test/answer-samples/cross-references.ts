import type { AnswerSample } from './index';

/** Samples of the cross-reference calls (issue 38); the walk loads the shipped cross-references. */
export const CROSS_REFERENCE_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/cross-references/:version/:book/:chapter': [
    { url: '/api/cross-references/kjv/Gen/1', status: 200 },
    { url: '/api/cross-references/kjv/Xyzzy/1', status: 400 },
    { url: '/api/cross-references/nkjv/Gen/1', status: 404 },
  ],
  'GET /api/cross-references/:version/:book/:chapter/:verse': [
    { url: '/api/cross-references/kjv/Gen/1/4', status: 200 },
    { url: '/api/cross-references/kjv/John/3/16?direction=to&negative=1&limit=20', status: 200 },
    { url: '/api/cross-references/kjv/Gen/1/4?limit=0', status: 400 },
  ],
};
