import type { AnswerSample } from './index';

const ad = {
  title: 'Sample ad',
  content: '<p>Lamp oil</p>',
  position: 'sidebar',
  linkUrl: 'https://example.com',
};
const box = { title: 'Sample box', content: '<p>Welcome</p>', position: 'homepage' };
const page = { title: 'Sample page', slug: 'sample-answer-page', content: '<p>Read John 3:16</p>' };

/** The same request as nobody and as a reader. */
function guarded(url: string, payload?: object): AnswerSample[] {
  return [
    { url, status: 401, ...(payload ? { payload } : {}) },
    { url, status: 403, as: 'reader', ...(payload ? { payload } : {}) },
  ];
}

function crud(base: string, valid: object): Record<string, AnswerSample[]> {
  const one = `${base}/999999`;
  return {
    [`GET ${base}`]: [{ url: base, status: 200, as: 'admin' }, ...guarded(base)],
    [`POST ${base}`]: [
      { url: base, status: 200, as: 'admin', payload: valid },
      { url: base, status: 400, as: 'admin', payload: {} },
      ...guarded(base, valid),
    ],
    [`PUT ${base}/:id`]: [
      { url: one, status: 404, as: 'admin', payload: { ...valid, slug: 'no-such-page' } },
      { url: one, status: 400, as: 'admin', payload: {} },
      ...guarded(one, valid),
    ],
    [`POST ${base}/:id/active`]: [
      { url: `${one}/active`, status: 404, as: 'admin', payload: { active: true } },
      { url: `${one}/active`, status: 400, as: 'admin', payload: {} },
      ...guarded(`${one}/active`, { active: true }),
    ],
    [`DELETE ${base}/:id`]: [{ url: one, status: 404, as: 'admin' }, ...guarded(one)],
  };
}

/** Samples of the advertisement, content box and custom page calls (issue 15) for the answer walk. */
export const SITE_CONTENT_SAMPLES: Record<string, AnswerSample[]> = {
  ...crud('/api/admin/ads', ad),
  ...crud('/api/admin/content-boxes', box),
  ...crud('/api/admin/pages', page),
  'POST /api/admin/site-content/preview': [
    { url: '/api/admin/site-content/preview', status: 200, as: 'admin', payload: { content: '<b>x</b>' } },
    ...guarded('/api/admin/site-content/preview', { content: 'x' }),
  ],
  'GET /api/site/placements': [{ url: '/api/site/placements', status: 200 }],
  'GET /api/pages': [{ url: '/api/pages', status: 200 }],
  'GET /api/pages/:slug': [{ url: '/api/pages/no-such-page', status: 404 }],
};
