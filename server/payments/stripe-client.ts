import type Stripe from 'stripe';

let sdk: Promise<typeof Stripe> | undefined;

/**
 * The Stripe SDK, loaded on first use (decision 249): a site that takes no gifts, or has had none since it
 * started, never holds its some 4 MB of modules. A load that failed is tried again on the next use.
 */
export function stripeSdk(): Promise<typeof Stripe> {
  sdk ??= import('stripe')
    .then((module) => module.default)
    .catch((error: unknown) => {
      sdk = undefined;
      throw error;
    });
  return sdk;
}

/**
 * The Stripe SDK for a secret key. `apiUrl` (STRIPE_API_URL) points it at another host, such as the local
 * stand-in (decision 203); without it the SDK talks to api.stripe.com as usual.
 */
export async function createStripe(secretKey: string, apiUrl?: string): Promise<Stripe> {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  const StripeSdk = await stripeSdk();
  return new StripeSdk(secretKey, {
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
