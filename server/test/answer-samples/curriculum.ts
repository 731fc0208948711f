import type { AnswerSample } from './index';

const ada = { name: 'Ada', gradeLevel: '6th', notes: 'Loves maps' };
const none = 2147483647;

/** Samples of the curriculum calls (issue 21) for the answer walk. */
export const CURRICULUM_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/curriculum/course': [{ url: '/api/curriculum/course', status: 200 }],
  'GET /api/curriculum/students': [
    { url: '/api/curriculum/students', status: 200, as: 'reader' },
    { url: '/api/curriculum/students', status: 401 },
  ],
  'POST /api/curriculum/students': [
    { url: '/api/curriculum/students', status: 201, as: 'fresh reader', payload: ada },
    { url: '/api/curriculum/students', status: 400, as: 'reader', payload: { ...ada, gradeLevel: '9th' } },
    { url: '/api/curriculum/students', status: 401, payload: ada },
  ],
  'PATCH /api/curriculum/students/:id': [
    { url: `/api/curriculum/students/${none}`, status: 404, as: 'reader', payload: { name: 'Ada' } },
    { url: `/api/curriculum/students/${none}`, status: 400, as: 'reader', payload: { name: '' } },
    { url: '/api/curriculum/students/1', status: 401, payload: { name: 'Ada' } },
  ],
  'DELETE /api/curriculum/students/:id': [
    { url: `/api/curriculum/students/${none}`, status: 404, as: 'reader' },
    { url: '/api/curriculum/students/0', status: 400, as: 'reader' },
    { url: '/api/curriculum/students/1', status: 401 },
  ],
  'GET /api/curriculum/students/:id/progress': [
    { url: `/api/curriculum/students/${none}/progress`, status: 404, as: 'reader' },
    { url: '/api/curriculum/students/1/progress', status: 401 },
  ],
  'PUT /api/curriculum/students/:id/lessons/:week/:day': [
    { url: `/api/curriculum/students/${none}/lessons/1/1`, status: 404, as: 'reader' },
    { url: `/api/curriculum/students/${none}/lessons/1/6`, status: 400, as: 'reader' },
    { url: '/api/curriculum/students/1/lessons/1/1', status: 401 },
  ],
  'DELETE /api/curriculum/students/:id/lessons/:week/:day': [
    { url: `/api/curriculum/students/${none}/lessons/1/1`, status: 404, as: 'reader' },
    { url: '/api/curriculum/students/1/lessons/1/1', status: 401 },
  ],
  'PUT /api/curriculum/students/:id/memory-verses/:week': [
    { url: `/api/curriculum/students/${none}/memory-verses/1`, status: 404, as: 'reader' },
    { url: `/api/curriculum/students/${none}/memory-verses/19`, status: 400, as: 'reader' },
    { url: '/api/curriculum/students/1/memory-verses/1', status: 401 },
  ],
  'DELETE /api/curriculum/students/:id/memory-verses/:week': [
    { url: `/api/curriculum/students/${none}/memory-verses/1`, status: 404, as: 'reader' },
    { url: '/api/curriculum/students/1/memory-verses/1', status: 401 },
  ],
};
