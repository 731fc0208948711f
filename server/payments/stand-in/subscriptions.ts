import { createPaymentIntent } from './payment-intents';
import {
  invalid,
  missing,
  newId,
  now,
  positiveInteger,
  requireSecretKey,
  type Json,
  type ResourceRoutes,
  type StandInState,
} from './shared';

function viewSubscription(state: StandInState, subscription: Json, expand: string[]): Json {
  if (!expand.includes('latest_invoice') && !expand.includes('latest_invoice.confirmation_secret'))
    return subscription;
  return { ...subscription, latest_invoice: state.invoices.get(String(subscription.latest_invoice)) };
}

/**
 * Subscriptions with an inline monthly price (create, retrieve, cancel). Creating one opens its first invoice
 * with a PaymentIntent; paying that intent activates the subscription (see payment-intents.ts).
 */
export const subscriptionRoutes: ResourceRoutes = async (
  { method, path, form, secretKey },
  { state, emit },
) => {
  const expand = Array.isArray(form.expand) ? (form.expand as string[]) : [];
  let match: RegExpExecArray | null;
  if (method === 'POST' && path === '/v1/subscriptions') {
    requireSecretKey(secretKey);
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
    const intent = createPaymentIntent(state, amount, currency, {
      invoice: invoiceId,
      customer: customer.id,
    });
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
    return viewSubscription(state, subscription, expand);
  }
  if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
    requireSecretKey(secretKey);
    const subscription = state.subscriptions.get(match[1] ?? '');
    if (!subscription) throw missing('subscription', match[1] ?? '');
    if (method === 'GET') return viewSubscription(state, subscription, expand);
    if (method === 'DELETE') {
      if (subscription.status === 'canceled')
        throw invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
      subscription.status = 'canceled';
      subscription.canceled_at = now();
      await emit('customer.subscription.deleted', subscription);
      return subscription;
    }
  }
  return undefined;
};
