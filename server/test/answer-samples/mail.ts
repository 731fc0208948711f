import type { AnswerSample } from './index';

function guarded(url: string, payload?: object): AnswerSample[] {
  return [
    { url, status: 401, ...(payload ? { payload } : {}) },
    { url, status: 403, as: 'reader', ...(payload ? { payload } : {}) },
  ];
}

const test = { templateName: 'welcome_email', recipient: 'someone@example.org' };
const template = { subject: 'Welcome, {{username}}', html: '<p>Hello {{username}} from {{siteName}}</p>' };

/** Samples of the admin email calls (issue 16). The walk's server has no SMTP server: sends answer 400. */
export const MAIL_SAMPLES: Record<string, AnswerSample[]> = {
  'POST /api/admin/email/test': [
    { url: '/api/admin/email/test', status: 400, as: 'admin', payload: test },
    { url: '/api/admin/email/test', status: 400, as: 'admin', payload: { templateName: 'welcome_email' } },
    ...guarded('/api/admin/email/test', test),
  ],
  'POST /api/admin/email/samples': [
    { url: '/api/admin/email/samples', status: 400, as: 'admin', payload: {} },
    ...guarded('/api/admin/email/samples', { recipient: 'someone@example.org' }),
  ],
  'GET /api/admin/email/templates': [
    { url: '/api/admin/email/templates', status: 200, as: 'admin' },
    ...guarded('/api/admin/email/templates'),
  ],
  'PUT /api/admin/email/templates/:name': [
    { url: '/api/admin/email/templates/welcome_email', status: 200, as: 'admin', payload: template },
    {
      url: '/api/admin/email/templates/welcome_email',
      status: 400,
      as: 'admin',
      payload: { ...template, html: '<p>{{nope}}</p>' },
    },
    { url: '/api/admin/email/templates/nothing', status: 404, as: 'admin', payload: template },
    ...guarded('/api/admin/email/templates/welcome_email', template),
  ],
  'POST /api/admin/email/templates/:name/preview': [
    { url: '/api/admin/email/templates/welcome_email/preview', status: 200, as: 'admin', payload: {} },
    ...guarded('/api/admin/email/templates/welcome_email/preview', {}),
  ],
  'GET /api/admin/email/logs': [
    { url: '/api/admin/email/logs?status=failed', status: 200, as: 'admin' },
    { url: '/api/admin/email/logs?status=lost', status: 400, as: 'admin' },
    ...guarded('/api/admin/email/logs'),
  ],
  'GET /api/admin/email/status': [
    { url: '/api/admin/email/status', status: 200, as: 'admin' },
    ...guarded('/api/admin/email/status'),
  ],
};
