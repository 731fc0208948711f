import type { AnswerSample } from './index';

/** Samples of the donation calls (issue 20) for the answer walk; the walk's app has no keys configured. */
export const DONATIONS_SAMPLES: Record<string, AnswerSample[]> = {
  'GET /api/donations/setup': [{ url: '/api/donations/setup', status: 200 }],
  'POST /api/create-payment-intent': [
    { url: '/api/create-payment-intent', status: 503, payload: { amount: 25, type: 'one-time' } },
    { url: '/api/create-payment-intent', status: 400, payload: { amount: 0.5, type: 'one-time' } },
  ],
  'POST /api/stripe/webhook': [
    { url: '/api/stripe/webhook', status: 503, payload: { id: 'evt_1', type: 'payment_intent.succeeded' } },
  ],
  'GET /api/account/donations': [
    { url: '/api/account/donations', status: 200, as: 'reader' },
    { url: '/api/account/donations', status: 401 },
  ],
  'POST /api/account/donations/monthly/:id/cancel': [
    { url: '/api/account/donations/monthly/sub_none/cancel', status: 404, as: 'reader' },
    { url: '/api/account/donations/monthly/none/cancel', status: 400, as: 'reader' },
    { url: '/api/account/donations/monthly/sub_none/cancel', status: 401 },
  ],
  'GET /api/admin/donations': [
    { url: '/api/admin/donations', status: 200, as: 'admin' },
    { url: '/api/admin/donations', status: 403, as: 'reader' },
    { url: '/api/admin/donations', status: 401 },
  ],
};
