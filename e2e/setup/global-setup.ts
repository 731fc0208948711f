import { execSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCatcher } from '../../server/test/smtp-catcher';
import { startMailInbox } from './mail-inbox';
import { startServer } from './server';
import { connectStripe, startStripeForJourneys } from './stripe';

const artifactsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');

/**
 * Runs once before the journeys: builds the web app (unless SKIP_BUILD=1) and starts the one server both
 * workers share (server.ts: test mode, a free port, a fresh data directory with the e2e fixtures, a random
 * administrator password; its log in e2e/artifacts/server.log). The workers inherit what is put in
 * process.env here: Playwright's `baseURL` option reads PLAYWRIGHT_TEST_BASE_URL (the variable its `webServer`
 * sets), support/test.ts the administrator's credentials. The returned function is the global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  mkdirSync(artifactsDir, { recursive: true });
  if (process.env.SKIP_BUILD !== '1') {
    console.log('Building the web app…');
    execSync('npx vite build && npx vite build --ssr', { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  // A loopback SMTP server receives what the site sends, so the email journey sees a real send (issue 16).
  const catcher = await startCatcher();
  process.env.SMTP_URL = `smtp://127.0.0.1:${catcher.port}`;
  // Its messages, readable by the workers (e2e/support/mail.ts).
  const inbox = await startMailInbox(catcher);
  process.env.E2E_MAIL_INBOX_URL = inbox.url;
  // A local stand-in for Stripe's API (issue 20): the server's SDK talks to it, and so do the browsers
  // through e2e/support/stripe.ts.
  const stripe = await startStripeForJourneys();
  process.env.STRIPE_API_URL = stripe.url;
  process.env.E2E_STRIPE_API_URL = stripe.url;
  const server = await startServer(path.join(artifactsDir, 'server.log'));
  await connectStripe(stripe, server.baseUrl, server.adminCredentials);
  process.env.PLAYWRIGHT_TEST_BASE_URL = server.baseUrl;
  process.env.E2E_ADMIN_USERNAME = server.adminCredentials.username;
  process.env.E2E_ADMIN_PASSWORD = server.adminCredentials.password;
  return async () => {
    await server.stop();
    await stripe.close();
    await inbox.close();
    await catcher.close();
  };
}
