import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { customerRoutes } from './stand-in/customers';
import { webhookEvents, type EventDelivery, type WebhookTarget } from './stand-in/events';
import { paymentIntentRoutes } from './stand-in/payment-intents';
import {
  API_VERSION,
  newId,
  parseForm,
  StripeFailure,
  type Json,
  type StandInContext,
  type StandInRequest,
  type StandInState,
} from './stand-in/shared';
import { subscriptionRoutes } from './stand-in/subscriptions';

/**
 * A local stand-in for the parts of Stripe's HTTP API the site uses (decision 203): customers, products,
 * PaymentIntents (create, retrieve, confirm with a test card), subscriptions with an inline monthly price
 * (create, cancel), form-encoded requests, Stripe's JSON objects and error shapes, idempotency keys, and
 * signed webhook events sent to the site. Tests and a development setup run with it instead of the internet;
 * the site's code is the same as against Stripe (only the SDK's host and port differ).
 *
 * This file is the HTTP server (keys, form decoding, idempotency, Stripe's error shapes); each resource's calls
 * are in `stand-in/`, one file per Stripe resource.
 */

export { type EventDelivery } from './stand-in/events';
export { TEST_CARDS } from './stand-in/payment-intents';
export { parseForm, signEvent, type StandInEvent, type StandInState } from './stand-in/shared';

export interface StandInOptions {
  /** Where events go: a URL (POSTed like Stripe does) or a function (tests deliver through app.inject). */
  webhook?: string | EventDelivery;
  /** The endpoint's signing secret (whsec_…) the events are signed with. */
  webhookSecret?: string;
}

/** Each resource in turn; the first that knows the call answers it. */
const RESOURCES = [customerRoutes, paymentIntentRoutes, subscriptionRoutes];

async function route(request: StandInRequest, context: StandInContext): Promise<Json> {
  for (const routes of RESOURCES) {
    const answer = await routes(request, context);
    if (answer) return answer;
  }
  throw new StripeFailure(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${request.method}: ${request.path}).`,
  });
}

/** A running stand-in: its address, its state, and ways to steer it from a test. */
export interface StripeStandIn {
  url: string;
  host: string;
  port: number;
  state: StandInState;
  /** Sends an event again, exactly as it was first sent (a replay). */
  resend(eventId: string): Promise<number>;
  setWebhook(webhook: string | EventDelivery, secret: string): void;
  close(): Promise<void>;
}

/** Starts the stand-in on `port` (0: any free port) of 127.0.0.1. */
export async function startStripeStandIn(port = 0, options: StandInOptions = {}): Promise<StripeStandIn> {
  const target: WebhookTarget = { webhook: options.webhook, secret: options.webhookSecret ?? '' };
  const state: StandInState = {
    customers: new Map(),
    products: new Map(),
    paymentIntents: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    events: [],
    requests: [],
  };
  const events = webhookEvents(state, target);
  const context: StandInContext = { state, emit: events.emit };
  const idempotent = new Map<string, { status: number; body: string }>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://stand-in');
        const method = request.method ?? 'GET';
        const raw = Buffer.concat(chunks).toString('utf8');
        const form = parseForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) || raw : raw);
        // Stripe takes the key as a bearer token (the SDK) or as the Basic user name (curl -u sk_…:).
        const authorization = request.headers.authorization ?? '';
        const basic = /^Basic (.+)$/.exec(authorization)?.[1];
        const bearer =
          /^Bearer (.+)$/.exec(authorization)?.[1] ??
          (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
        const key = bearer ?? (typeof form.key === 'string' ? form.key : undefined);
        const idempotencyKey = request.headers['idempotency-key'];
        state.requests.push(`${method} ${url.pathname.replace(/\/(pi|sub|cus|in)_[a-f0-9]+/g, '/:id')}`);
        const cacheKey = typeof idempotencyKey === 'string' ? `${key}|${idempotencyKey}` : undefined;
        const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
        let status = 200;
        let body: string;
        if (cached) ({ status, body } = cached);
        else {
          try {
            body = JSON.stringify(
              await route({ method, path: url.pathname, form, secretKey: key }, context),
              null,
              2,
            );
          } catch (error) {
            const failure =
              error instanceof StripeFailure
                ? error
                : new StripeFailure(500, { type: 'api_error', message: 'An unknown error occurred' });
            status = failure.status;
            body = JSON.stringify({ error: failure.error }, null, 2);
          }
          if (cacheKey && method === 'POST') idempotent.set(cacheKey, { status, body });
        }
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          'stripe-version': API_VERSION,
          ...(cached ? { 'idempotent-replayed': 'true' } : {}),
          // The browser stand-in of Stripe.js calls from the site's origin.
          'access-control-allow-origin': '*',
        });
        response.end(body);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    host: '127.0.0.1',
    port: address.port,
    state,
    resend: events.resend,
    setWebhook(webhook, secret) {
      target.webhook = webhook;
      target.secret = secret;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run stripe:stand-in`: a development setup without the internet. Point the site at it with
// STRIPE_API_URL=http://127.0.0.1:12111, and set the keys to any sk_test_…/pk_test_… and the webhook secret.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.STRIPE_STAND_IN_PORT ?? 12111);
  const webhookUrl = process.env.STRIPE_WEBHOOK_URL ?? 'http://127.0.0.1:3000/api/stripe/webhook';
  const secret = process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_stand_in';
  const standIn = await startStripeStandIn(port, { webhook: webhookUrl, webhookSecret: secret });
  console.log(`Stripe stand-in at ${standIn.url}; events go to ${webhookUrl}, signed with ${secret}`);
}
