import type { AnswerSample } from './index';

const guarded = (url: string, method?: 'body'): AnswerSample[] => [
  { url, status: 401, ...(method ? { payload: {} } : {}) },
  { url, status: 403, as: 'reader', ...(method ? { payload: {} } : {}) },
];

/** Samples of the ADMIN BOT's calls (issue 17). */
export const BOT_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/admin/bot/instructions': [
    { url: '/api/admin/bot/instructions', status: 200, as: 'admin' },
    ...guarded('/api/admin/bot/instructions'),
  ],
  'POST /api/admin/bot/instructions': [
    {
      url: '/api/admin/bot/instructions',
      status: 201,
      as: 'admin',
      payload: { directive: 'Watch the Psalms', priority: 70 },
    },
    { url: '/api/admin/bot/instructions', status: 400, as: 'admin', payload: { directive: ' ' } },
    {
      url: '/api/admin/bot/instructions',
      status: 400,
      as: 'admin',
      payload: { directive: 'x', priority: 101 },
    },
    ...guarded('/api/admin/bot/instructions', 'body'),
  ],
  'PUT /api/admin/bot/instructions/:id': [
    { url: '/api/admin/bot/instructions/1', status: 200, as: 'admin', payload: { isActive: true } },
    { url: '/api/admin/bot/instructions/1', status: 400, as: 'admin', payload: { priority: -1 } },
    { url: '/api/admin/bot/instructions/99999', status: 404, as: 'admin', payload: { isActive: false } },
    ...guarded('/api/admin/bot/instructions/1', 'body'),
  ],
  'GET /api/admin/bot/logs': [
    { url: '/api/admin/bot/logs', status: 200, as: 'admin' },
    ...guarded('/api/admin/bot/logs'),
  ],
  'PUT /api/admin/bot/state': [
    { url: '/api/admin/bot/state', status: 200, as: 'admin', payload: { paused: false } },
    { url: '/api/admin/bot/state', status: 400, as: 'admin', payload: { paused: 'maybe' } },
    ...guarded('/api/admin/bot/state', 'body'),
  ],
  'POST /api/admin/bot/run': [
    { url: '/api/admin/bot/run', status: 200, as: 'admin' },
    ...guarded('/api/admin/bot/run'),
  ],
  'GET /api/admin/bot/repairs': [
    { url: '/api/admin/bot/repairs', status: 200, as: 'admin' },
    ...guarded('/api/admin/bot/repairs'),
  ],
  'PUT /api/admin/bot/repairs/:id': [
    { url: '/api/admin/bot/repairs/1', status: 400, as: 'admin', payload: { remedy: '  ' } },
    { url: '/api/admin/bot/repairs/99999', status: 404, as: 'admin', payload: { remedy: 'Fixed' } },
    ...guarded('/api/admin/bot/repairs/1', 'body'),
  ],
  'GET /api/admin/bot/errors': [
    { url: '/api/admin/bot/errors', status: 200, as: 'admin' },
    ...guarded('/api/admin/bot/errors'),
  ],
  'PUT /api/admin/bot/errors/:id': [
    { url: '/api/admin/bot/errors/1', status: 400, as: 'admin', payload: { resolution: '' } },
    { url: '/api/admin/bot/errors/99999', status: 404, as: 'admin', payload: { resolution: 'Fixed' } },
    ...guarded('/api/admin/bot/errors/1', 'body'),
  ],
  'POST /api/client-errors': [
    {
      url: '/api/client-errors',
      status: 202,
      payload: { message: 'TypeError: x is undefined', path: '/search' },
    },
    { url: '/api/client-errors', status: 400, payload: { message: 'no path' } },
  ],
};
