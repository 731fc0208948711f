import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  adminDonationsResponse,
  donationSetupResponse,
  monthlyGiftSchema,
  myDonationsResponse,
} from '../../core/api/donations';
import { donations, donationSubscriptions } from '../db/schema/index';
import { startStripeStandIn, TEST_CARDS, type StripeStandIn } from '../payments/stripe-stand-in';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { settledMails } from '../test/mail-settled';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';

const kinds = await databaseKinds();
const author = { id: null, username: 'test' };
const keys = {
  'donations.publishableKey': 'pk_test_standin',
  'donations.secretKey': 'sk_test_standin',
  'donations.webhookSecret': 'whsec_test_standin',
};

/** Sets the donation keys through the settings service, as an administrator would. */
async function configure(harness: TestApp) {
  for (const [key, value] of Object.entries(keys))
    await harness.app.services.settings.update(key, value, author);
}

/** Confirms a payment the way Stripe.js does from the browser: the publishable key, the client secret, a card. */
async function confirm(standIn: StripeStandIn, clientSecret: string, card: string) {
  const id = clientSecret.split('_secret_')[0];
  const response = await fetch(`${standIn.url}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({
      key: keys['donations.publishableKey'],
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(kinds)('donations through the Stripe stand-in on %s', (kind) => {
  let harness: TestApp;
  let standIn: StripeStandIn;
  let catcher: Catcher;
  let donor: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    catcher = await startCatcher();
    standIn = await startStripeStandIn(0);
    harness = await createTestApp(
      kind,
      { stripeApiUrl: standIn.url, smtpUrl: `smtp://127.0.0.1:${catcher.port}` },
      { jobs: { pollMs: 50, retryDelaysMs: [] }, mail: { retryDelaysMs: [50], timeoutMs: 2_000 } },
    );
    standIn.setWebhook(async (body, signature) => {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: body,
      });
      return response.statusCode;
    }, keys['donations.webhookSecret']);
    donor = await buildUser(harness.app);
    other = await buildUser(harness.app);
    admin = await buildUser(harness.app, { role: 'admin' });
  });
  afterAll(async () => {
    await harness?.close();
    await standIn?.close();
    await catcher?.close();
  });

  // Each gift from its own address, so that the per-address limit (tested below) stays out of the way.
  let addresses = 0;
  const give = (body: object, cookie?: string) => {
    addresses += 1;
    return harness.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: `10.0.${addresses >> 8}.${addresses & 255}`,
      ...(cookie ? { headers: { cookie } } : {}),
      payload: body,
    });
  };
  const recorded = async () => (await harness.database.db.select({ n: count() }).from(donations))[0]?.n ?? 0;

  it('says plainly that giving is not set up, and answers 503 with the other ways to give', async () => {
    const setup = await harness.app.inject({ method: 'GET', url: '/api/donations/setup' });
    expect(donationSetupResponse.parse(setup.json())).toMatchObject({ enabled: false, publishableKey: null });
    const response = await give({ amount: 25, type: 'one-time' });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(
      'Online giving is not set up yet. Gifts by cheque or bank transfer are welcome too: write to us to arrange one.',
    );
    expect(standIn.state.requests).toEqual([]);
  });

  it.each([
    [{ amount: 0.99, type: 'one-time' }, 'amount must be at least $1'],
    [{ amount: 10_000.01, type: 'one-time' }, 'amount must be at most $10,000'],
    [{ amount: 'ten', type: 'one-time' }, 'amount must be a number of dollars, such as 25 or 12.50'],
    [{ amount: null, type: 'monthly' }, 'amount must be a number of dollars, such as 25 or 12.50'],
    [{ amount: 12.345, type: 'one-time' }, 'amount may have at most two decimals (cents)'],
    [{ amount: '12.345', type: 'monthly' }, 'amount may have at most two decimals (cents)'],
    [{ amount: 25, type: 'weekly' }, 'type must be one-time or monthly'],
    [{ amount: 25, type: 'one-time', email: 'not an address' }, 'email must be a valid address'],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    await configure(harness);
    const response = await give(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('creates a one-time PaymentIntent in cents, records it from the webhook and mails a receipt', async () => {
    await configure(harness);
    const setup = donationSetupResponse.parse(
      (await harness.app.inject({ method: 'GET', url: '/api/donations/setup' })).json(),
    );
    expect(setup).toMatchObject({ enabled: true, publishableKey: 'pk_test_standin' });
    const response = await give(
      { amount: '25.50', type: 'one-time', email: 'donor@example.org', attemptId: 'attempt-one-time-1' },
      donor.cookie,
    );
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json<{ clientSecret: string }>();
    const intent = [...standIn.state.paymentIntents.values()].find((pi) => pi.client_secret === clientSecret);
    expect(intent).toMatchObject({
      amount: 2550,
      currency: 'usd',
      metadata: { kind: 'one-time', userId: donor.id },
    });
    // The same attempt asked again (a double click, a retried request) makes no second PaymentIntent.
    const again = await give(
      { amount: '25.50', type: 'one-time', email: 'donor@example.org', attemptId: 'attempt-one-time-1' },
      donor.cookie,
    );
    expect(again.json()).toEqual({ clientSecret });
    await expect(recorded()).resolves.toBe(0);

    expect((await confirm(standIn, clientSecret, TEST_CARDS.success)).status).toBe(200);
    const mine = myDonationsResponse.parse(
      (await injectAs(harness.app, 'GET', '/api/account/donations', donor.cookie)).json(),
    );
    expect(mine.gifts).toEqual([
      expect.objectContaining({ kind: 'one-time', status: 'succeeded', amountCents: 2550, currency: 'usd' }),
    ]);
    const receipt = await until(() => catcher.messages.find((mail) => mail.subject?.includes('Thank you')));
    expect(receipt.to).toMatchObject({ text: 'donor@example.org' });
    expect(receipt.text).toContain('$25.50');
    // Another donor sees none of it.
    const theirs = await injectAs(harness.app, 'GET', '/api/account/donations', other.cookie);
    expect(theirs.json()).toEqual({ gifts: [], monthly: [] });
  });

  it('records a refused card as a failed payment with the provider message', async () => {
    await configure(harness);
    const before = await recorded();
    const { clientSecret } = (await give({ amount: 10, type: 'one-time' })).json<{ clientSecret: string }>();
    const refused = await confirm(standIn, clientSecret, TEST_CARDS.declined);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ type: 'card_error', message: 'Your card was declined.' });
    expect(await recorded()).toBe(before + 1);
    const summary = adminDonationsResponse.parse(
      (await injectAs(harness.app, 'GET', '/api/admin/donations', admin.cookie)).json(),
    );
    expect(summary.failures[0]).toMatchObject({
      status: 'failed',
      amountCents: 1000,
      donor: 'Guest',
      failureMessage: 'Your card was declined.',
    });
    // The same PaymentIntent paid with another card becomes a success, not a second row.
    expect((await confirm(standIn, clientSecret, TEST_CARDS.success)).status).toBe(200);
    expect(await recorded()).toBe(before + 1);
  });

  it('starts a monthly gift as a subscription, shows it to its donor, who alone can cancel it', async () => {
    await configure(harness);
    const response = await give({ amount: 5, type: 'monthly' }, donor.cookie);
    expect(response.statusCode).toBe(200);
    const { clientSecret } = response.json<{ clientSecret: string }>();
    const subscription = [...standIn.state.subscriptions.values()].at(-1);
    expect(subscription).toMatchObject({
      status: 'incomplete',
      metadata: { kind: 'monthly', userId: donor.id },
    });
    expect(subscription?.items).toMatchObject({
      data: [{ price: { unit_amount: 500, recurring: { interval: 'month' } } }],
    });
    expect((await confirm(standIn, clientSecret, TEST_CARDS.success)).status).toBe(200);

    const mine = myDonationsResponse.parse(
      (await injectAs(harness.app, 'GET', '/api/account/donations', donor.cookie)).json(),
    );
    const monthly = mine.monthly.find((gift) => gift.id === subscription?.id);
    expect(monthly).toMatchObject({ status: 'active', amountCents: 500 });
    expect(mine.gifts[0]).toMatchObject({ kind: 'monthly', status: 'succeeded', amountCents: 500 });

    const url = `/api/account/donations/monthly/${String(subscription?.id)}/cancel`;
    expect((await injectAs(harness.app, 'POST', url)).statusCode).toBe(401);
    expect((await injectAs(harness.app, 'POST', url, other.cookie)).statusCode).toBe(404);
    const cancelled = await injectAs(harness.app, 'POST', url, donor.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(monthlyGiftSchema.parse(cancelled.json())).toMatchObject({ status: 'canceled' });
    expect(standIn.state.subscriptions.get(String(subscription?.id))?.status).toBe('canceled');
    const [row] = await harness.database.db
      .select()
      .from(donationSubscriptions)
      .where(eq(donationSubscriptions.id, String(subscription?.id)));
    expect(row?.status).toBe('canceled');

    const summary = adminDonationsResponse.parse(
      (await injectAs(harness.app, 'GET', '/api/admin/donations', admin.cookie)).json(),
    );
    expect(summary.months[0]).toMatchObject({
      oneTimeCents: 2550 + 1000,
      monthlyCents: 500,
      monthlyCount: 1,
    });
    expect(JSON.stringify(summary)).not.toMatch(/4242|card\]|number/);
  });

  it('verifies the webhook signature: forged, altered or stale events are refused and change nothing', async () => {
    await configure(harness);
    const { clientSecret } = (await give({ amount: 50, type: 'one-time' })).json<{ clientSecret: string }>();
    await confirm(standIn, clientSecret, TEST_CARDS.success);
    const sent = standIn.state.events.at(-1);
    expect(sent?.status).toBe(200);
    const before = await recorded();
    const post = (body: string, signature?: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: body,
      });
    const { signEvent } = await import('../payments/stripe-stand-in');
    const forgedBody = String(sent?.body).replace(/"id": "evt_[a-f0-9]+"/, '"id": "evt_forged"');
    for (const response of [
      await post(forgedBody, signEvent(forgedBody, 'whsec_someone_else')),
      await post(forgedBody, sent?.signature),
      await post(forgedBody),
      await post(
        forgedBody,
        signEvent(forgedBody, keys['donations.webhookSecret'], Math.floor(Date.now() / 1000) - 600),
      ),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The webhook signature could not be verified' });
    }
    expect(await recorded()).toBe(before);
  });

  it('applies a replayed event once: no second row, no second receipt', async () => {
    await configure(harness);
    const { clientSecret } = (
      await give({ amount: 77, type: 'one-time', email: 'replay@example.org' })
    ).json<{ clientSecret: string }>();
    await confirm(standIn, clientSecret, TEST_CARDS.success);
    await until(() => catcher.messages.find((mail) => mail.text?.includes('$77')));
    const succeeded = standIn.state.events
      .filter((entry) => entry.event.type === 'payment_intent.succeeded')
      .at(-1);
    const before = await recorded();
    const queued = await settledMails(harness.app);
    const replay = await harness.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': String(succeeded?.signature) },
      payload: String(succeeded?.body),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, replayed: true });
    expect(await standIn.resend(String(succeeded?.event.id))).toBe(200);
    expect(await recorded()).toBe(before);
    expect(await settledMails(harness.app)).toBe(queued);
    expect(catcher.messages.filter((mail) => mail.text?.includes('$77'))).toHaveLength(1);
  });

  it('keeps administrators only for the donations view (401, 403)', async () => {
    expect((await injectAs(harness.app, 'GET', '/api/admin/donations')).statusCode).toBe(401);
    expect((await injectAs(harness.app, 'GET', '/api/admin/donations', donor.cookie)).statusCode).toBe(403);
  });
});

describe.each(kinds)('donations with the provider unreachable on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    // A port just closed: nothing listens there.
    const gone = await startStripeStandIn(0);
    await gone.close();
    harness = await createTestApp(kind, { stripeApiUrl: gone.url });
    await configure(harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers the default text "Failed to create payment intent" and records nothing', async () => {
    for (const type of ['one-time', 'monthly']) {
      const response = await injectAs(harness.app, 'POST', '/api/create-payment-intent', undefined, {
        amount: 25,
        type,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: 'Failed to create payment intent' });
    }
    const [rows] = await harness.database.db.select({ n: count() }).from(donations);
    expect(rows?.n).toBe(0);
  }, 30_000);

  it('limits starting gifts per address (429)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await injectAs(harness.app, 'POST', '/api/create-payment-intent', undefined, {
        amount: 0,
        type: 'one-time',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
  });
});
