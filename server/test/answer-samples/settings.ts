import type { AnswerSample } from './index';

/** The same request as nobody and as a reader: 401 and 403. */
function guarded(url: string, payload?: object): AnswerSample[] {
  return [
    { url, status: 401, ...(payload ? { payload } : {}) },
    { url, status: 403, as: 'reader', ...(payload ? { payload } : {}) },
  ];
}

const sampleSetting = {
  key: 'sample.answers',
  label: 'A sample setting',
  value: '5',
  category: 'samples',
  dataType: 'number',
};

/** Samples of the system-settings calls for the answer walk; the one added setting is deleted last. */
export const SETTINGS_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/system-settings/categories': [
    { url: '/api/system-settings/categories', status: 200, as: 'admin' },
    ...guarded('/api/system-settings/categories'),
  ],
  'GET /api/system-settings/category/:category': [
    { url: '/api/system-settings/category/general', status: 200, as: 'admin' },
    { url: '/api/system-settings/category/no-such-category', status: 404, as: 'admin' },
    ...guarded('/api/system-settings/category/general'),
  ],
  'POST /api/system-settings': [
    { url: '/api/system-settings', status: 201, as: 'admin', payload: sampleSetting },
    { url: '/api/system-settings', status: 409, as: 'admin', payload: sampleSetting },
    { url: '/api/system-settings', status: 400, as: 'admin', payload: { ...sampleSetting, value: 'abc' } },
    ...guarded('/api/system-settings', sampleSetting),
  ],
  'PUT /api/system-settings/:key': [
    { url: '/api/system-settings/sample.answers', status: 200, as: 'admin', payload: { value: '6' } },
    { url: '/api/system-settings/sample.answers', status: 400, as: 'admin', payload: { value: 'abc' } },
    { url: '/api/system-settings/no.such.key', status: 404, as: 'admin', payload: { value: '1' } },
    ...guarded('/api/system-settings/sample.answers', { value: '6' }),
  ],
  'DELETE /api/system-settings/:key': [
    { url: '/api/system-settings/site.name', status: 403, as: 'admin' },
    { url: '/api/system-settings/sample.answers', status: 200, as: 'admin' },
    { url: '/api/system-settings/sample.answers', status: 404, as: 'admin' },
    ...guarded('/api/system-settings/sample.answers'),
  ],
};
