import { createHmac, randomBytes } from 'node:crypto';

/** A Stripe object as the stand-in keeps it: plain JSON. */
export type Json = Record<string, unknown>;

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

/** One call to the API, decoded: what each resource's routes read. */
export interface StandInRequest {
  method: string;
  path: string;
  form: Json;
  /** The key the caller sent: a secret key (sk_…, rk_…) from the server, a publishable one from the browser. */
  secretKey: string | undefined;
}

/** What a resource's routes may touch: the stand-in's objects, and the events a change sends to the site. */
export interface StandInContext {
  state: StandInState;
  emit(type: string, object: Json): Promise<void>;
}

/** A resource's routes: its answer, or `undefined` when the call is not one of its own. */
export type ResourceRoutes = (request: StandInRequest, context: StandInContext) => Promise<Json | undefined>;

export const API_VERSION = '2026-10-28.endive';
export const now = () => Math.floor(Date.now() / 1000);
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

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

/** An error answer in Stripe's shape, with its HTTP status. */
export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

export const missing = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

export const invalid = (message: string, param?: string) =>
  new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });

export function positiveInteger(value: unknown, param: string): number {
  const number = Number(value);
  if (typeof value !== 'string' || !/^\d+$/.test(value) || number < 1)
    throw invalid(`Invalid integer: ${String(value)}`, param);
  return number;
}

/** Server-side calls need a secret or restricted key, as at Stripe. */
export function requireSecretKey(secretKey: string | undefined): void {
  if (!secretKey?.startsWith('sk_') && !secretKey?.startsWith('rk_'))
    throw new StripeFailure(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${(secretKey ?? '').slice(0, 8)}***`,
    });
}
