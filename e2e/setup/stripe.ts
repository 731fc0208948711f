import { startStripeStandIn, type StripeStandIn } from '../../server/payments/stripe-stand-in';
import type { Credentials } from './server';

/** The keys the journeys' server is given (test keys of the stand-in; no real key anywhere). */
export const E2E_STRIPE_KEYS = {
  'donations.publishableKey': 'pk_test_e2e_stand_in',
  'donations.secretKey': 'sk_test_e2e_stand_in',
  'donations.webhookSecret': 'whsec_e2e_stand_in',
};

/** Starts the API stand-in; the server must be started afterwards with STRIPE_API_URL pointing at it. */
export function startStripeForJourneys(): Promise<StripeStandIn> {
  return startStripeStandIn(0);
}

/**
 * Sets the donation keys as an administrator would (through the settings API) and points the stand-in's
 * webhook at the server, signed with the configured secret.
 */
export async function connectStripe(
  standIn: StripeStandIn,
  baseUrl: string,
  admin: Credentials,
): Promise<void> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = (login.headers.getSetCookie() ?? []).map((value) => value.split(';')[0]).join('; ');
  for (const [key, value] of Object.entries(E2E_STRIPE_KEYS)) {
    const response = await fetch(`${baseUrl}/api/system-settings/${encodeURIComponent(key)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ value }),
    });
    if (!response.ok) throw new Error(`setting ${key} failed: ${response.status} ${await response.text()}`);
  }
  standIn.setWebhook(`${baseUrl}/api/stripe/webhook`, E2E_STRIPE_KEYS['donations.webhookSecret']);
}
