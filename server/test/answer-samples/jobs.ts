import type { AnswerSample } from './index';

/** Samples of the administrators' jobs list (decision 148). */
export const JOBS_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/admin/jobs': [
    { url: '/api/admin/jobs', status: 200, as: 'admin' },
    { url: '/api/admin/jobs?status=failed&limit=5', status: 200, as: 'admin' },
    { url: '/api/admin/jobs?status=lost', status: 400, as: 'admin' },
    { url: '/api/admin/jobs?limit=201', status: 400, as: 'admin' },
    { url: '/api/admin/jobs', status: 401 },
    { url: '/api/admin/jobs', status: 403, as: 'reader' },
  ],
};
