import Stripe from 'stripe';

/**
 * The Stripe SDK for a secret key. `apiUrl` (STRIPE_API_URL) points it at another host, such as the local
 * stand-in (decision 203); without it the SDK talks to api.stripe.com as usual.
 */
export function createStripe(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    // One retry of a network failure, with the same idempotency key, so it never pays twice.
    maxNetworkRetries: 1,
    timeout: 15_000,
    appInfo: { name: 'OpenConcordance' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
