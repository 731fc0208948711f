import {
  API_VERSION,
  newId,
  now,
  signEvent,
  type Json,
  type StandInEvent,
  type StandInState,
} from './shared';

/** Delivers one signed event (the body and its Stripe-Signature header) and answers the site's status. */
export type EventDelivery = (body: string, signature: string) => Promise<number>;

/** Where events go and how they are signed; a test may change both while the stand-in runs. */
export interface WebhookTarget {
  webhook?: string | EventDelivery;
  secret: string;
}

/** Webhook events: each change is sent to the site signed, as Stripe does, and kept for a replay. */
export function webhookEvents(state: StandInState, target: WebhookTarget) {
  async function deliver(body: string, signature: string): Promise<number> {
    const { webhook } = target;
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
    const signature = signEvent(body, target.secret);
    const status = await deliver(body, signature);
    state.events.push({ event, status, body, signature });
  }

  /** Sends an event again, exactly as it was first sent (a replay). */
  async function resend(eventId: string): Promise<number> {
    const sent = state.events.find((entry) => entry.event.id === eventId);
    if (!sent) throw new Error(`no event ${eventId}`);
    return deliver(sent.body, sent.signature);
  }

  return { emit, resend };
}
