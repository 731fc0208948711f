import {
  invalid,
  missing,
  newId,
  now,
  requireSecretKey,
  StripeFailure,
  type Json,
  type ResourceRoutes,
} from './shared';

/** Customers (create) and products (create with a chosen id, retrieve): what a monthly gift is made of. */
export const customerRoutes: ResourceRoutes = async ({ method, path, form, secretKey }, { state }) => {
  let match: RegExpExecArray | null;
  if (method === 'POST' && path === '/v1/customers') {
    requireSecretKey(secretKey);
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
    requireSecretKey(secretKey);
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
    requireSecretKey(secretKey);
    const product = state.products.get(decodeURIComponent(match[1] ?? ''));
    if (!product) throw missing('product', match[1] ?? '');
    return product;
  }
  return undefined;
};
