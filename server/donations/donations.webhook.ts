import type Stripe from 'stripe';
import type { DonationType } from '../../core/donations/amounts';
import type { NewPayment, SubscriptionValues } from './donations.repository';

/** What one webhook event asks the site to record (decision 202); `ignored` for events that change nothing. */
export type EventEffect =
  | { kind: 'payment'; payment: NewPayment; receiptTo: string | null }
  | { kind: 'subscription'; subscription: SubscriptionValues }
  | { kind: 'ignored' };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The donor's id as our server wrote it into the metadata, if it has the shape of one. */
function donorId(metadata: Stripe.Metadata | null | undefined): string | null {
  const id = metadata?.userId;
  return id && uuidPattern.test(id) ? id : null;
}

const ours = (metadata: Stripe.Metadata | null | undefined, kind: DonationType) => metadata?.kind === kind;
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

function subscriptionDetails(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  return { subscriptionId: idOf(details?.subscription), metadata: details?.metadata ?? null };
}

/**
 * Turns a verified event into what to record. Only gifts this site started are recorded: PaymentIntents and
 * subscriptions carry `kind` in their metadata (written by our server, so trusted once the signature is).
 */
export function effectOf(event: Stripe.Event): EventEffect {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      // A monthly gift's PaymentIntents are recorded through their invoices.
      if (!ours(intent.metadata, 'one-time')) return { kind: 'ignored' };
      const succeeded = event.type === 'payment_intent.succeeded';
      return {
        kind: 'payment',
        payment: {
          providerId: intent.id,
          kind: 'one-time',
          status: succeeded ? 'succeeded' : 'failed',
          amountCents: succeeded && intent.amount_received ? intent.amount_received : intent.amount,
          currency: intent.currency,
          userId: donorId(intent.metadata),
          subscriptionId: null,
          failureMessage: succeeded ? null : (intent.last_payment_error?.message ?? 'The payment failed.'),
        },
        receiptTo: succeeded ? intent.metadata?.receiptEmail || intent.receipt_email || null : null,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const { subscriptionId, metadata } = subscriptionDetails(invoice);
      if (!subscriptionId || !ours(metadata, 'monthly') || !invoice.id) return { kind: 'ignored' };
      const succeeded = event.type === 'invoice.paid';
      return {
        kind: 'payment',
        payment: {
          providerId: invoice.id,
          kind: 'monthly',
          status: succeeded ? 'succeeded' : 'failed',
          amountCents: succeeded ? invoice.amount_paid : invoice.amount_due,
          currency: invoice.currency,
          userId: donorId(metadata),
          subscriptionId,
          failureMessage: succeeded ? null : 'The monthly payment could not be taken from the card.',
        },
        receiptTo: succeeded ? invoice.customer_email || metadata?.receiptEmail || null : null,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      if (!ours(subscription.metadata, 'monthly')) return { kind: 'ignored' };
      const price = subscription.items.data[0]?.price;
      return {
        kind: 'subscription',
        subscription: {
          id: subscription.id,
          userId: donorId(subscription.metadata),
          amountCents: price?.unit_amount ?? 0,
          currency: subscription.currency,
          status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
          canceledAt: subscription.canceled_at ? new Date(subscription.canceled_at * 1000) : null,
        },
      };
    }
    default:
      return { kind: 'ignored' };
  }
}
