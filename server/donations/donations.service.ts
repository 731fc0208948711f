import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type {
  AdminDonationsResponse,
  DonationSetupResponse,
  MonthlyGift,
  MyDonationsResponse,
  PaymentIntentBody,
  PaymentIntentResponse,
} from '../../core/api/donations';
import {
  checkDonationAmount,
  DONATION_LIMITS,
  DONATION_PRESETS,
  DONATION_TYPES,
  donationType,
  formatDollars,
} from '../../core/donations/amounts';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { AppError, errors } from '../errors';
import type { MailService, PreparedMail } from '../mail/mail.service';
import { validRecipient } from '../mail/mail.service';
import { createStripe, stripeSdk } from '../payments/stripe-client';
import type { SettingsService } from '../settings/settings.service';
import { DonationsRepository } from './donations.repository';
import { presentAdminGift, presentGift, presentMonthly } from './donations.present';
import { effectOf } from './donations.webhook';

/** The provider's product every monthly gift's inline price belongs to (created on first use, decision 201). */
export const MONTHLY_PRODUCT_ID = 'openconcordance-monthly-support';

const SETTING_KEYS = [
  'donations.publishableKey',
  'donations.secretKey',
  'donations.webhookSecret',
  'donations.currency',
  'donations.otherWays',
] as const;

/** One-time and monthly gifts through Stripe (issue 20, decisions 200-204). */
export class DonationsService {
  readonly repository: DonationsRepository;
  private readonly clients = new Map<string, Promise<Stripe>>();
  private productReady: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new DonationsRepository(db);
  }

  private async keys() {
    const values = await this.settings.getMany(SETTING_KEYS);
    return {
      publishable: values['donations.publishableKey']?.trim() ?? '',
      secret: values['donations.secretKey']?.trim() ?? '',
      webhookSecret: values['donations.webhookSecret']?.trim() ?? '',
      currency: values['donations.currency'] || 'usd',
      otherWays: values['donations.otherWays'] ?? '',
    };
  }

  private stripe(secretKey: string): Promise<Stripe> {
    let client = this.clients.get(secretKey);
    if (!client) {
      this.clients.clear();
      this.productReady = undefined;
      // A client that could not be made (the SDK failed to load) is made again on the next call.
      const made = createStripe(secretKey, this.config.stripeApiUrl).catch((error: unknown) => {
        if (this.clients.get(secretKey) === made) this.clients.delete(secretKey);
        throw error;
      });
      client = made;
      this.clients.set(secretKey, client);
    }
    return client;
  }

  /** What the support page needs: whether giving is set up, the public key, presets and limits. */
  async setup(): Promise<DonationSetupResponse> {
    const keys = await this.keys();
    const enabled = Boolean(keys.publishable && keys.secret);
    return {
      enabled,
      publishableKey: enabled ? keys.publishable : null,
      currency: keys.currency,
      otherWays: keys.otherWays,
      presets: { 'one-time': [...DONATION_PRESETS['one-time']], monthly: [...DONATION_PRESETS.monthly] },
      limits: { ...DONATION_LIMITS },
    };
  }

  /**
   * Starts a gift: a PaymentIntent for a one-time gift, a subscription with an inline monthly price for a
   * monthly one; answers the secret the payment form confirms with. Nothing is recorded here: the webhook
   * records what the provider reports.
   */
  async createPaymentIntent(
    body: PaymentIntentBody,
    donor: { id: string } | undefined,
  ): Promise<PaymentIntentResponse> {
    const type = donationType(body.type);
    if (!type) throw errors.validation(`type must be ${DONATION_TYPES.join(' or ')}`);
    const amount = checkDonationAmount(body.amount);
    if (!amount.ok) throw errors.validation(amount.message);
    const email = body.email?.trim() ? body.email.trim() : await this.confirmedEmail(donor?.id);
    if (email && !validRecipient(email)) throw errors.validation('email must be a valid address');
    const keys = await this.keys();
    if (!keys.publishable || !keys.secret) throw errors.donationsNotSetUp(keys.otherWays);

    const stripe = await this.stripe(keys.secret);
    const idempotencyKey = `gift-${body.attemptId ?? randomUUID()}-${type}-${amount.cents}`;
    const metadata = { kind: type, userId: donor?.id ?? '', receiptEmail: email ?? '' };
    try {
      if (type === 'one-time') {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amount.cents,
            currency: keys.currency,
            automatic_payment_methods: { enabled: true },
            description: 'One-time gift',
            metadata,
          },
          { idempotencyKey },
        );
        if (!intent.client_secret) throw new Error('the PaymentIntent has no client secret');
        return { clientSecret: intent.client_secret };
      }
      await this.ensureMonthlyProduct(stripe);
      const customer = await stripe.customers.create(
        { ...(email ? { email } : {}), metadata: { userId: donor?.id ?? '' } },
        { idempotencyKey: `${idempotencyKey}-customer` },
      );
      const subscription = await stripe.subscriptions.create(
        {
          customer: customer.id,
          items: [
            {
              price_data: {
                currency: keys.currency,
                product: MONTHLY_PRODUCT_ID,
                unit_amount: amount.cents,
                recurring: { interval: 'month' },
              },
            },
          ],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata,
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: `${idempotencyKey}-subscription` },
      );
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error('the subscription has no invoice to confirm');
      return { clientSecret };
    } catch (error) {
      if (error instanceof AppError) throw error;
      this.log.error(
        { err: error, type, cents: amount.cents },
        'creating a payment with the provider failed',
      );
      throw errors.paymentIntentFailed();
    }
  }

  /** The product monthly prices belong to: looked up once per process, created when missing. */
  private ensureMonthlyProduct(stripe: Stripe): Promise<void> {
    this.productReady ??= (async () => {
      try {
        await stripe.products.retrieve(MONTHLY_PRODUCT_ID);
      } catch (error) {
        const { errors: stripeErrors } = await stripeSdk();
        if (!(error instanceof stripeErrors.StripeInvalidRequestError) || error.code !== 'resource_missing')
          throw error;
        await stripe.products.create({ id: MONTHLY_PRODUCT_ID, name: 'Monthly Support' });
      }
    })().catch((error: unknown) => {
      this.productReady = undefined;
      throw error;
    });
    return this.productReady;
  }

  private async confirmedEmail(userId: string | undefined): Promise<string | undefined> {
    if (!userId) return undefined;
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row?.email ?? undefined;
  }

  /**
   * Applies a webhook event after checking its signature. A forged, altered or stale event is refused (400);
   * an event seen before changes nothing. Answers whether it was applied.
   */
  async receiveWebhook(
    rawBody: Buffer | string,
    signature: string | undefined,
  ): Promise<'applied' | 'replayed'> {
    const keys = await this.keys();
    if (!keys.webhookSecret) throw errors.donationsNotSetUp(keys.otherWays);
    const { webhooks } = await stripeSdk();
    let event: Stripe.Event;
    try {
      event = webhooks.constructEvent(rawBody, signature ?? '', keys.webhookSecret);
    } catch (error) {
      this.log.warn({ err: error }, 'a webhook with a bad signature was refused');
      throw errors.webhookSignatureInvalid();
    }
    const effect = effectOf(event);
    const receipt =
      effect.kind === 'payment' && effect.payment.status === 'succeeded' && effect.receiptTo
        ? await this.prepareReceipt(
            effect.receiptTo,
            effect.payment.kind,
            effect.payment.amountCents,
            effect.payment.providerId,
          )
        : undefined;
    const applied = await this.repository.onceForEvent(event.id, event.type, async (tx) => {
      if (effect.kind === 'ignored') return;
      if (effect.kind === 'subscription') {
        await this.repository.saveSubscription(tx, {
          ...effect.subscription,
          userId: await this.existingUser(tx, effect.subscription.userId),
        });
        return;
      }
      const payment = { ...effect.payment, userId: await this.existingUser(tx, effect.payment.userId) };
      if (payment.kind === 'monthly' && !payment.userId && payment.subscriptionId)
        payment.userId = (await this.repository.subscription(payment.subscriptionId, tx))?.userId ?? null;
      const row = await this.repository.recordPayment(tx, payment);
      // A receipt goes out once, for the payment's first success.
      if (row && receipt) await this.mail.store(receipt, tx);
    });
    return applied ? 'applied' : 'replayed';
  }

  /** The id when that account still exists (a deleted donor's gifts are kept without the link). */
  private async existingUser(tx: Database, id: string | null | undefined): Promise<string | null> {
    if (!id) return null;
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
    return row?.id ?? null;
  }

  private async prepareReceipt(
    to: string,
    kind: 'one-time' | 'monthly',
    cents: number,
    reference: string,
  ): Promise<PreparedMail | undefined> {
    if (!validRecipient(to)) return undefined;
    return this.mail.prepare({
      to,
      template: 'donation_receipt',
      variables: {
        amount: formatDollars(cents),
        giftKind: kind === 'monthly' ? 'monthly gift' : 'one-time gift',
        giftDate: new Date().toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
        reference,
      },
    });
  }

  /** The signed-in donor's payments and monthly gifts. */
  async mine(userId: string): Promise<MyDonationsResponse> {
    const [payments, monthly] = [
      await this.repository.paymentsOf(userId, 100),
      await this.repository.subscriptionsOf(userId),
    ];
    return { gifts: payments.map(presentGift), monthly: monthly.map(presentMonthly) };
  }

  /** Cancels one of the donor's monthly gifts with the provider, then here. */
  async cancelMonthly(userId: string, id: string): Promise<MonthlyGift> {
    const own = await this.repository.ownSubscription(userId, id);
    if (!own) throw errors.monthlyGiftNotFound();
    if (own.status === 'canceled') return presentMonthly(own);
    const keys = await this.keys();
    if (!keys.secret) throw errors.donationsNotSetUp(keys.otherWays);
    try {
      await (await this.stripe(keys.secret)).subscriptions.cancel(id);
    } catch (error) {
      this.log.error({ err: error, subscription: id }, 'cancelling a monthly gift with the provider failed');
      throw errors.monthlyGiftCancelFailed();
    }
    const row = await this.repository.markCanceled(id, new Date());
    return presentMonthly(row ?? own);
  }

  /** The administrators' view: totals by month, monthly gifts, recent payments and failures. */
  async summary(): Promise<AdminDonationsResponse> {
    const [months, activeMonthly, recent, failures] = [
      await this.repository.monthTotals(12),
      await this.repository.activeMonthly(),
      await this.repository.recent(50),
      await this.repository.recent(20, 'failed'),
    ];
    return {
      months,
      activeMonthly,
      recent: recent.map(presentAdminGift),
      failures: failures.map(presentAdminGift),
    };
  }
}
