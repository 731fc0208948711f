import type { AnswerSample } from '../http/answer-samples';

/** Samples of the timeline calls (issue 18) for the answer walk. */
export const TIMELINE_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/timeline/events': [
    { url: '/api/timeline/events', status: 200 },
    { url: '/api/timeline/events?category=kings', status: 200 },
    { url: '/api/timeline/events?category=dinosaurs', status: 400 },
  ],
};
