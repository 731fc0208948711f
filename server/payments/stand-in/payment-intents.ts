import { randomBytes } from 'node:crypto';
import {
  invalid,
  missing,
  newId,
  now,
  positiveInteger,
  requireSecretKey,
  StripeFailure,
  type Json,
  type ResourceRoutes,
  type StandInContext,
  type StandInState,
} from './shared';

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

/** A new PaymentIntent awaiting its card: a one-time gift, or the first invoice of a subscription. */
export function createPaymentIntent(
  state: StandInState,
  amount: number,
  currency: string,
  extra: Json,
): Json {
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
async function confirm(intent: Json, card: string, { state, emit }: StandInContext): Promise<Json> {
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

/** PaymentIntents: created by the server, retrieved and confirmed by the browser with their client secret. */
export const paymentIntentRoutes: ResourceRoutes = async ({ method, path, form, secretKey }, context) => {
  let match: RegExpExecArray | null;
  if (method === 'POST' && path === '/v1/payment_intents') {
    requireSecretKey(secretKey);
    const amount = positiveInteger(form.amount, 'amount');
    if (amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount');
    if (typeof form.currency !== 'string') throw invalid('Missing required param: currency.', 'currency');
    return createPaymentIntent(context.state, amount, form.currency, {
      metadata: form.metadata ?? {},
      description: form.description ?? null,
      receipt_email: form.receipt_email ?? null,
      automatic_payment_methods: form.automatic_payment_methods ? { enabled: true } : null,
    });
  }
  if ((match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(path))) {
    const intent = context.state.paymentIntents.get(match[1] ?? '');
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
      return confirm(intent, card.replace(/\s+/g, ''), context);
    }
  }
  return undefined;
};
