import type { AnswerSample } from './index';

const validEvent = { title: 'My baptism', date: 'AD 2001', category: 'church' };

/** Samples of the timeline calls (issue 18) for the answer walk. */
export const TIMELINE_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/timeline/events': [
    { url: '/api/timeline/events', status: 200 },
    { url: '/api/timeline/events?category=kings', status: 200 },
    { url: '/api/timeline/events?category=dinosaurs', status: 400 },
  ],
  'GET /api/timeline/chapter/:book/:chapter': [
    { url: '/api/timeline/chapter/2/14', status: 200 },
    { url: '/api/timeline/chapter/0/1', status: 400 },
  ],
  'GET /api/timeline/my-events': [
    { url: '/api/timeline/my-events', status: 200, as: 'reader' },
    { url: '/api/timeline/my-events', status: 401 },
  ],
  'POST /api/timeline/my-events': [
    {
      url: '/api/timeline/my-events',
      status: 200,
      as: 'reader',
      payload: { title: 'My baptism', date: 'AD 2001', category: 'church', scripture: ['Acts 2:38'] },
    },
    { url: '/api/timeline/my-events', status: 400, as: 'reader', payload: { title: '' } },
    { url: '/api/timeline/my-events', status: 401, payload: { title: 'x' } },
  ],
  'PUT /api/timeline/my-events/:id': [
    { url: '/api/timeline/my-events/2147483647', status: 404, as: 'reader', payload: validEvent },
    { url: '/api/timeline/my-events/2147483647', status: 400, as: 'reader', payload: { title: '' } },
    { url: '/api/timeline/my-events/1', status: 401, payload: validEvent },
  ],
  'DELETE /api/timeline/my-events/:id': [
    { url: '/api/timeline/my-events/2147483647', status: 404, as: 'reader' },
    { url: '/api/timeline/my-events/0', status: 400, as: 'reader' },
    { url: '/api/timeline/my-events/1', status: 401 },
  ],
};
