import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripe } from './stripe-client';
import { parseForm, startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

const secret = 'whsec_stand_in_test';

/** The stand-in answers the official SDK with Stripe's shapes: the SDK's own error classes prove it. */
describe('the Stripe stand-in, through the official SDK', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  const received: Stripe.Event[] = [];

  beforeAll(async () => {
    standIn = await startStripeStandIn(0, {
      webhookSecret: secret,
      // Every event must pass the SDK's own signature check.
      webhook: async (body, signature) => {
        received.push(Stripe.webhooks.constructEvent(body, signature, secret));
        return 200;
      },
    });
    stripe = await createStripe('sk_test_stand_in', standIn.url);
  });
  afterAll(async () => {
    await standIn?.close();
  });

  it('reads Stripe form encoding into nested objects and arrays', () => {
    expect(parseForm('a=1&metadata[userId]=u&items[0][price_data][unit_amount]=500&expand[0]=x')).toEqual({
      a: '1',
      metadata: { userId: 'u' },
      items: [{ price_data: { unit_amount: '500' } }],
      expand: ['x'],
    });
  });

  it('refuses a key that is not a secret key (StripeAuthenticationError)', async () => {
    const wrong = await createStripe('pk_test_not_secret', standIn.url);
    await expect(wrong.customers.create({})).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('answers unknown objects as Stripe does (StripeInvalidRequestError, resource_missing)', async () => {
    const error = await stripe.subscriptions.cancel('sub_missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('keeps an idempotency key: the same request twice makes one PaymentIntent', async () => {
    const params = { amount: 1234, currency: 'usd', metadata: { kind: 'one-time' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'same-attempt' });
    const second = await stripe.paymentIntents.create(params, { idempotencyKey: 'same-attempt' });
    expect(second.id).toBe(first.id);
    expect(first).toMatchObject({
      amount: 1234,
      status: 'requires_payment_method',
      metadata: { kind: 'one-time' },
    });
  });

  it('declines the declining test card (StripeCardError) and sends signed events for both outcomes', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const error = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({ message: 'Your card was declined.', decline_code: 'generic_decline' });
    const paid = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('succeeded');
    expect(received.slice(-2).map((event) => event.type)).toEqual([
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);
  });

  it('creates a subscription with an inline monthly price and its first invoice to confirm', async () => {
    await stripe.products.create({ id: 'monthly-test', name: 'Monthly' });
    const customer = await stripe.customers.create({ email: 'd@example.org' });
    const subscription = await stripe.subscriptions.create({
      customer: customer.id,
      items: [
        {
          price_data: {
            currency: 'usd',
            product: 'monthly-test',
            unit_amount: 700,
            recurring: { interval: 'month' },
          },
        },
      ],
      payment_behavior: 'default_incomplete',
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = subscription.latest_invoice as Stripe.Invoice;
    expect(invoice.confirmation_secret?.client_secret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscription.id);
    const cancelled = await stripe.subscriptions.cancel(subscription.id);
    expect(cancelled.status).toBe('canceled');
    expect(received.at(-1)?.type).toBe('customer.subscription.deleted');
  });
});
