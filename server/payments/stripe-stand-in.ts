import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for the parts of Stripe's HTTP API the site uses (decision 203): customers, products,
 * PaymentIntents (create, retrieve, confirm with a test card), subscriptions with an inline monthly price
 * (create, cancel), form-encoded requests, Stripe's JSON objects and error shapes, idempotency keys, and
 * signed webhook events sent to the site. Tests and a development setup run with it instead of the internet;
 * the site's code is the same as against Stripe (only the SDK's host and port differ).
 */

/** Stripe's test cards: the number decides what happens when a payment is confirmed. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES: Record<string, { decline_code: string; message: string }> = {
  [TEST_CARDS.declined]: { decline_code: 'generic_decline', message: 'Your card was declined.' },
  [TEST_CARDS.insufficientFunds]: {
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};
/** Stripe's test payment methods, for confirming from a test without a card form. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: TEST_CARDS.success,
  pm_card_chargeDeclined: TEST_CARDS.declined,
  pm_card_chargeDeclinedInsufficientFunds: TEST_CARDS.insufficientFunds,
};

type Json = Record<string, unknown>;
/** A webhook event as Stripe sends it. */
export interface StandInEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: Json };
}

/** Delivers one signed event (the body and its Stripe-Signature header) and answers the site's status. */
export type EventDelivery = (body: string, signature: string) => Promise<number>;

export interface StandInOptions {
  /** Where events go: a URL (POSTed like Stripe does) or a function (tests deliver through app.inject). */
  webhook?: string | EventDelivery;
  /** The endpoint's signing secret (whsec_…) the events are signed with. */
  webhookSecret?: string;
}

export interface StandInState {
  customers: Map<string, Json>;
  products: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  subscriptions: Map<string, Json>;
  invoices: Map<string, Json>;
  /** Every event sent, in order, with the site's answer. */
  events: { event: StandInEvent; status: number; body: string; signature: string }[];
  /** How many requests each `METHOD /path` received (the path with ids as `:id`). */
  requests: string[];
}

const API_VERSION = '2026-10-28.endive';
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Reads `a[b][0][c]=v` form fields (Stripe's encoding) into nested objects and arrays. */
export function parseForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.split(/[[\]]+/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else {
        const next = parts[index + 1] ?? '';
        node[part] ??= /^\d+$/.test(next) ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

/** The signature header Stripe puts on an event: `t=<seconds>,v1=<HMAC-SHA256 of "t.body">`. */
export function signEvent(body: string, secret: string, timestamp = now()): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

const missing = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });
const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

function positiveInteger(value: unknown, param: string): number {
  const number = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || number < 1)
    throw invalid(`Invalid integer: ${String(value)}`, param);
  return number;
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
  let webhook = options.webhook;
  let webhookSecret = options.webhookSecret ?? '';
  const state: StandInState = {
    customers: new Map(),
    products: new Map(),
    paymentIntents: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    events: [],
    requests: [],
  };
  const idempotent = new Map<string, { status: number; body: string }>();

  async function deliver(body: string, signature: string): Promise<number> {
    if (!webhook) return 0;
    if (typeof webhook === 'function') return webhook(body, signature);
    const response = await fetch(webhook, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      body,
    }).catch(() => undefined);
    return response?.status ?? 0;
  }

  async function emit(type: string, object: Json): Promise<void> {
    const event: StandInEvent = {
      id: newId('evt'),
      object: 'event',
      type,
      created: now(),
      api_version: API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    const body = JSON.stringify(event, null, 2);
    const signature = signEvent(body, webhookSecret);
    const status = await deliver(body, signature);
    state.events.push({ event, status, body, signature });
  }

  function paymentIntent(amount: number, currency: string, extra: Json): Json {
    const id = newId('pi');
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: now(),
      livemode: false,
      last_payment_error: null,
      payment_method_types: ['card'],
      metadata: {},
      description: null,
      customer: null,
      ...extra,
    };
    state.paymentIntents.set(id, intent);
    return intent;
  }

  /** Confirms a PaymentIntent with a card number; sends the events Stripe would. */
  async function confirm(intent: Json, card: string): Promise<Json> {
    if (intent.status === 'succeeded')
      throw invalid('You cannot confirm this PaymentIntent because it has already succeeded.');
    const invoice = typeof intent.invoice === 'string' ? state.invoices.get(intent.invoice) : undefined;
    const decline = DECLINES[card];
    if (decline || card !== TEST_CARDS.success) {
      const error = decline ?? {
        decline_code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      };
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: 'card_declined', ...error };
      await emit('payment_intent.payment_failed', intent);
      if (invoice) {
        invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
        await emit('invoice.payment_failed', invoice);
      }
      throw new StripeFailure(402, {
        type: 'card_error',
        code: 'card_declined',
        ...error,
        payment_intent: intent,
      });
    }
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    await emit('payment_intent.succeeded', intent);
    if (invoice) {
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      await emit('invoice.paid', invoice);
      const subscription = state.subscriptions.get(String(invoice.subscriptionId));
      if (subscription && subscription.status === 'incomplete') {
        subscription.status = 'active';
        await emit('customer.subscription.updated', subscription);
      }
    }
    return intent;
  }

  function viewSubscription(subscription: Json, expand: string[]): Json {
    if (!expand.includes('latest_invoice') && !expand.includes('latest_invoice.confirmation_secret'))
      return subscription;
    return { ...subscription, latest_invoice: state.invoices.get(String(subscription.latest_invoice)) };
  }

  async function route(
    method: string,
    path: string,
    form: Json,
    secretKey: string | undefined,
  ): Promise<Json> {
    const expand = Array.isArray(form.expand) ? (form.expand as string[]) : [];
    let match: RegExpExecArray | null;
    const needSecret = () => {
      if (!secretKey?.startsWith('sk_') && !secretKey?.startsWith('rk_'))
        throw new StripeFailure(401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${(secretKey ?? '').slice(0, 8)}***`,
        });
    };

    if (method === 'POST' && path === '/v1/customers') {
      needSecret();
      const customer: Json = {
        id: newId('cus'),
        object: 'customer',
        email: form.email ?? null,
        metadata: form.metadata ?? {},
        created: now(),
        livemode: false,
      };
      state.customers.set(String(customer.id), customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/products') {
      needSecret();
      const id = typeof form.id === 'string' ? form.id : newId('prod');
      if (state.products.has(id))
        throw new StripeFailure(400, {
          type: 'invalid_request_error',
          code: 'resource_already_exists',
          message: 'Product already exists.',
        });
      if (typeof form.name !== 'string') throw invalid('Missing required param: name.', 'name');
      const product: Json = { id, object: 'product', name: form.name, active: true, created: now() };
      state.products.set(id, product);
      return product;
    }
    if (method === 'GET' && (match = /^\/v1\/products\/([^/]+)$/.exec(path))) {
      needSecret();
      const product = state.products.get(decodeURIComponent(match[1] ?? ''));
      if (!product) throw missing('product', match[1] ?? '');
      return product;
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      needSecret();
      const amount = positiveInteger(form.amount, 'amount');
      if (amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount');
      if (typeof form.currency !== 'string') throw invalid('Missing required param: currency.', 'currency');
      return paymentIntent(amount, form.currency, {
        metadata: form.metadata ?? {},
        description: form.description ?? null,
        receipt_email: form.receipt_email ?? null,
        automatic_payment_methods: form.automatic_payment_methods ? { enabled: true } : null,
      });
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path))) {
      const intent = state.paymentIntents.get(match[1] ?? '');
      // A publishable key (the browser) must show the client secret; a secret key need not.
      const publishable = !secretKey?.startsWith('sk_');
      if (!intent || (publishable && form.client_secret !== intent.client_secret))
        throw missing('payment_intent', match[1] ?? '');
      if (method === 'GET' && !match[2]) return intent;
      if (method === 'POST' && match[2]) {
        const card =
          (form.payment_method_data as { card?: { number?: string } } | undefined)?.card?.number ??
          TEST_PAYMENT_METHODS[String(form.payment_method)] ??
          '';
        return confirm(intent, card.replace(/\s+/g, ''));
      }
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      needSecret();
      const customer = state.customers.get(String(form.customer));
      if (!customer) throw missing('customer', String(form.customer));
      const item = (form.items as Json[] | undefined)?.[0]?.price_data as Json | undefined;
      if (!item) throw invalid('Missing required param: items[0][price_data].', 'items');
      if (!state.products.has(String(item.product))) throw missing('product', String(item.product));
      const recurring = item.recurring as Json | undefined;
      if (recurring?.interval !== 'month')
        throw invalid('Invalid recurring interval.', 'items[0][price_data][recurring][interval]');
      const amount = positiveInteger(item.unit_amount, 'items[0][price_data][unit_amount]');
      const currency = String(item.currency);
      const subscriptionId = newId('sub');
      const invoiceId = newId('in');
      const metadata = (form.metadata ?? {}) as Json;
      const intent = paymentIntent(amount, currency, { invoice: invoiceId, customer: customer.id });
      const invoice: Json = {
        id: invoiceId,
        object: 'invoice',
        status: 'open',
        amount_due: amount,
        amount_paid: 0,
        currency,
        customer: customer.id,
        customer_email: customer.email,
        created: now(),
        attempt_count: 0,
        confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' },
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: subscriptionId, metadata },
        },
        subscriptionId,
      };
      const subscription: Json = {
        id: subscriptionId,
        object: 'subscription',
        status: 'incomplete',
        customer: customer.id,
        currency,
        created: now(),
        canceled_at: null,
        metadata,
        latest_invoice: invoiceId,
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              quantity: 1,
              price: {
                id: newId('price'),
                object: 'price',
                unit_amount: amount,
                currency,
                product: item.product,
                recurring: { interval: 'month', interval_count: 1 },
              },
            },
          ],
        },
      };
      state.invoices.set(invoiceId, invoice);
      state.subscriptions.set(subscriptionId, subscription);
      await emit('customer.subscription.created', subscription);
      return viewSubscription(subscription, expand);
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      needSecret();
      const subscription = state.subscriptions.get(match[1] ?? '');
      if (!subscription) throw missing('subscription', match[1] ?? '');
      if (method === 'GET') return viewSubscription(subscription, expand);
      if (method === 'DELETE') {
        if (subscription.status === 'canceled')
          throw invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
        subscription.status = 'canceled';
        subscription.canceled_at = now();
        await emit('customer.subscription.deleted', subscription);
        return subscription;
      }
    }
    throw new StripeFailure(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

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
            body = JSON.stringify(await route(method, url.pathname, form, key), null, 2);
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
    async resend(eventId) {
      const sent = state.events.find((entry) => entry.event.id === eventId);
      if (!sent) throw new Error(`no event ${eventId}`);
      return deliver(sent.body, sent.signature);
    },
    setWebhook(target, secret) {
      webhook = target;
      webhookSecret = secret;
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
