import type { AnswerSample } from './index';

const nobodysSession = '/api/account/sessions/00000000-0000-4000-8000-000000000000';

/** Samples of the reader's own account calls (issue 16) for the answer walk. */
export const ACCOUNT_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/account': [
    { url: '/api/account', status: 200, as: 'reader' },
    { url: '/api/account', status: 401 },
  ],
  'GET /api/account/sessions': [
    { url: '/api/account/sessions', status: 200, as: 'reader' },
    { url: '/api/account/sessions', status: 401 },
  ],
  'DELETE /api/account/sessions/:id': [
    { url: nobodysSession, status: 404, as: 'reader' },
    { url: '/api/account/sessions/not-a-uuid', status: 400, as: 'reader' },
    { url: nobodysSession, status: 401 },
  ],
  'POST /api/account/sessions/sign-out-others': [
    { url: '/api/account/sessions/sign-out-others', status: 200, as: 'fresh reader' },
    { url: '/api/account/sessions/sign-out-others', status: 401 },
  ],
  'PUT /api/account/word-of-day': [
    {
      url: '/api/account/word-of-day',
      status: 200,
      as: 'fresh reader',
      payload: { enabled: true, time: '07:30', timeZone: 'Europe/London' },
    },
    {
      url: '/api/account/word-of-day',
      status: 400,
      as: 'reader',
      payload: { enabled: true, time: '25:00', timeZone: 'UTC' },
    },
    {
      url: '/api/account/word-of-day',
      status: 401,
      payload: { enabled: false, time: '08:00', timeZone: 'UTC' },
    },
  ],
  'POST /api/account/email': [
    {
      url: '/api/account/email',
      status: 200,
      as: 'fresh reader',
      payload: { email: 'reader@example.org' },
    },
    {
      url: '/api/account/email',
      status: 400,
      as: 'reader',
      payload: { email: 'reader@example.org\r\nBcc: everyone@example.org' },
    },
    { url: '/api/account/email', status: 401, payload: { email: 'reader@example.org' } },
  ],
  'GET /api/account/confirm-email': [
    { url: '/api/account/confirm-email?token=forged.token', status: 400, contentType: 'text/html' },
    { url: '/api/account/confirm-email', status: 400, contentType: 'text/html' },
    { url: `/api/account/confirm-email?token=${'x'.repeat(4001)}`, status: 400 },
  ],
  'GET /api/account/export': [
    { url: '/api/account/export', status: 200, as: 'reader', attachment: true },
    { url: '/api/account/export', status: 401 },
  ],
  'POST /api/account/delete': [
    {
      url: '/api/account/delete',
      status: 200,
      as: 'fresh reader',
      payload: (asker) => ({ password: asker.password }),
    },
    { url: '/api/account/delete', status: 400, as: 'reader', payload: { password: '' } },
    { url: '/api/account/delete', status: 401, payload: { password: 'whatever' } },
  ],
  'POST /api/password-reset/request': [
    // The same answer whether or not the name exists (decision 260).
    { url: '/api/password-reset/request', status: 200, payload: { username: 'nobody-of-that-name' } },
    { url: '/api/password-reset/request', status: 400, payload: { username: '' } },
  ],
  'POST /api/password-reset': [
    {
      url: '/api/password-reset',
      status: 400,
      payload: { token: 'not-a-real-token', password: 'a long enough new password 42' },
    },
    { url: '/api/password-reset', status: 400, payload: { token: '', password: '' } },
  ],
};
