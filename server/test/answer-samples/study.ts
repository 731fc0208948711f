import type { AnswerSample } from './index';

const note = { kind: 'note', ref: 'John.3.16', text: 'For God so loved the world', tags: ['sermon'] };
const exported = {
  format: 'openconcordance-marks',
  version: 1,
  marks: [
    {
      kind: 'bookmark',
      ref: 'Gen.1.1',
      tags: [],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ],
};

/** The verse in every version (decision 310): public, from memory. */
export const VERSE_ALL_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/verse-all/:book/:chapter/:verse': [
    { url: '/api/verse-all/John/3/16', status: 200 },
    { url: '/api/verse-all/John/3/x', status: 400 },
    { url: '/api/verse-all/John/3/99', status: 404 },
  ],
};

/** The saved verses' calls (issue 37, decision 315): all the signed-in reader's own. */
export const STUDY_MARK_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/study/marks': [
    { url: '/api/study/marks?ref=John.3&version=kjv', status: 200, as: 'reader' },
    { url: '/api/study/marks?kind=note&order=date&page=1', status: 200, as: 'reader' },
    { url: '/api/study/marks?ref=Gen-Rev&page=2', status: 200, as: 'reader' },
    { url: '/api/study/marks?ref=John.22', status: 400, as: 'reader' },
    { url: '/api/study/marks?ref=John.3', status: 401 },
  ],
  'GET /api/study/chapters': [
    { url: '/api/study/chapters?book=John', status: 200, as: 'reader' },
    { url: '/api/study/chapters?book=Xyz', status: 400, as: 'reader' },
    { url: '/api/study/chapters?book=John', status: 401 },
  ],
  'POST /api/study/marks': [
    { url: '/api/study/marks', status: 201, as: 'reader', payload: note },
    {
      url: '/api/study/marks',
      status: 400,
      as: 'reader',
      payload: { kind: 'highlight', ref: 'John.3.16', color: 'mauve' },
    },
    { url: '/api/study/marks', status: 401, payload: note },
  ],
  'POST /api/study/marks/merge': [
    { url: '/api/study/marks/merge', status: 200, as: 'fresh reader', payload: { marks: [note, note] } },
    { url: '/api/study/marks/merge', status: 400, as: 'reader', payload: { marks: [{ kind: 'nothing' }] } },
    { url: '/api/study/marks/merge', status: 401, payload: { marks: [] } },
  ],
  'PATCH /api/study/marks/:id': [
    { url: '/api/study/marks/2147483647', status: 404, as: 'reader', payload: { revision: 1, text: 'x' } },
    { url: '/api/study/marks/0', status: 400, as: 'reader', payload: { revision: 1 } },
    { url: '/api/study/marks/1', status: 401, payload: { revision: 1 } },
  ],
  'DELETE /api/study/marks/:id': [
    { url: '/api/study/marks/2147483647', status: 404, as: 'reader' },
    { url: '/api/study/marks/0', status: 400, as: 'reader' },
    { url: '/api/study/marks/1', status: 401 },
  ],
  'GET /api/study/tags': [
    { url: '/api/study/tags', status: 200, as: 'reader' },
    { url: '/api/study/tags', status: 401 },
  ],
  'PATCH /api/study/tags/:tag': [
    { url: '/api/study/tags/never-used', status: 404, as: 'reader', payload: { name: 'other' } },
    { url: '/api/study/tags/sermon', status: 400, as: 'reader', payload: { name: '' } },
    { url: '/api/study/tags/sermon', status: 200, as: 'reader', payload: { group: 'sermons' } },
    { url: '/api/study/tags/sermon', status: 401, payload: { name: 'other' } },
  ],
  'GET /api/study/export': [
    { url: '/api/study/export?format=json', status: 200, as: 'reader', attachment: true },
    {
      url: '/api/study/export?format=csv',
      status: 200,
      as: 'reader',
      attachment: true,
      contentType: 'text/csv',
    },
    {
      url: '/api/study/export?format=markdown',
      status: 200,
      as: 'reader',
      attachment: true,
      contentType: 'text/markdown',
    },
    {
      url: '/api/study/export?format=docx',
      status: 200,
      as: 'reader',
      attachment: true,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
    { url: '/api/study/export?format=pdf', status: 400, as: 'reader' },
    { url: '/api/study/export', status: 401 },
  ],
  'POST /api/study/import': [
    { url: '/api/study/import', status: 200, as: 'fresh reader', payload: exported },
    { url: '/api/study/import', status: 400, as: 'reader', payload: { format: 'other' } },
    { url: '/api/study/import', status: 401, payload: exported },
  ],
};
