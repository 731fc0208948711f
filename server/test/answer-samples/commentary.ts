import type { AnswerSample } from './index';

/** Samples of the commentary calls (issue 38); the walk imports the commentaries as a first start does. */
export const COMMENTARY_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/commentary/:book/:chapter': [
    { url: '/api/commentary/John/3', status: 200 },
    { url: '/api/commentary/Ps/23?source=tdavid', status: 200 },
    { url: '/api/commentary/Gen/32?version=wlc', status: 200 },
    { url: '/api/commentary/John/3?source=barnes', status: 400 },
    { url: '/api/commentary/John/22', status: 404 },
  ],
  'GET /api/commentary/:book/:chapter/:verse': [
    { url: '/api/commentary/John/3/16', status: 200 },
    { url: '/api/commentary/Xyzzy/3/16', status: 400 },
    { url: '/api/commentary/John/3/37', status: 404 },
  ],
};
