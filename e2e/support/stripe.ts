import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

const standInScript = readFileSync(new URL('./stripe-js.stand-in.js', import.meta.url), 'utf8');

/** Stripe's test cards (the API stand-in decides by the number, as Stripe does in test mode). */
export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/**
 * Serves the Stripe.js stand-in in place of https://js.stripe.com/… and routes the browser's calls to
 * https://api.stripe.com to the API stand-in that global-setup started (E2E_STRIPE_API_URL). The page's code
 * is the production code: it loads Stripe.js from Stripe's address and confirms against Stripe's API.
 */
export async function routeStripe(page: Page): Promise<void> {
  const api = process.env.E2E_STRIPE_API_URL;
  if (!api) throw new Error('No Stripe stand-in: e2e/setup/global-setup.ts starts it');
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: standInScript }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${api}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
