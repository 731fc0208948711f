import type { Locator, Page } from '@playwright/test';
import { expect, type Credentials } from './test';

/** Every toast on screen. */
export function toasts(page: Page): Locator {
  // CSS rather than roles: while a modal dialog is open the rest of the page, toasts included, is aria-hidden
  // (screen readers still hear each toast through Radix's separate live announcement).
  return page.locator('[role="region"][aria-label^="Notifications"] li');
}

/** A toast whose title is exactly `title`. */
export function toast(page: Page, title: string): Locator {
  return toasts(page).filter({ has: page.getByText(title, { exact: true }) });
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const item = toast(page, title);
  await expect(item.first(), `the toast "${title}"`).toBeVisible();
  if (description)
    await expect(
      item.getByText(description, { exact: true }).first(),
      `"${description}" in the toast`,
    ).toBeVisible();
}

/**
 * Closes every toast, so that axe never looks at one fading in or out. A toast may close on its own between
 * counting and clicking; each click is therefore short and the whole retried, where a click on a toast already
 * gone would otherwise wait until the test's own timeout (CI, 26 November).
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close notification' });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().click({ timeout: 1_000 });
    await expect(close).toHaveCount(0, { timeout: 500 });
  }, 'every toast closed').toPass({ timeout: 15_000 });
}

export function loginDialog(page: Page, title: 'Login' | 'Create Account'): Locator {
  return page.getByRole('dialog', { name: title });
}

/** Opens the header's login dialog (desktop layout). */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = loginDialog(page, 'Login');
  await expect(dialog, 'the login dialog').toBeVisible();
  return dialog;
}

async function fillAndSubmit(dialog: Locator, credentials: Credentials, submit: string): Promise<void> {
  await dialog.getByLabel('Username').fill(credentials.username);
  await dialog.getByLabel('Password').fill(credentials.password);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
}

/** Registers through the header dialog and waits for the dialog to close. */
export async function registerInDialog(page: Page, credentials: Credentials): Promise<void> {
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('button', { name: 'Need an account? Sign up' }).click();
  const signUp = loginDialog(page, 'Create Account');
  await expect(signUp, 'the sign-up dialog').toBeVisible();
  await fillAndSubmit(signUp, credentials, 'Sign Up');
  await expect(signUp, 'the sign-up dialog').toBeHidden();
}

/** Logs in through the header dialog; does not wait for the outcome. */
export async function submitLoginDialog(page: Page, credentials: Credentials): Promise<Locator> {
  const dialog = await openLoginDialog(page);
  await fillAndSubmit(dialog, credentials, 'Login');
  return dialog;
}

/** Logs in on the /auth page; does not wait for the outcome. */
export async function submitAuthPage(page: Page, credentials: Credentials): Promise<void> {
  const form = page.getByRole('form', { name: 'Admin login' });
  await form.getByLabel('Username').fill(credentials.username);
  await form.getByLabel('Password').fill(credentials.password);
  await form.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs the administrator in at /auth and waits for the dashboard. */
export async function loginAsAdmin(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/auth');
  await submitAuthPage(page, credentials);
  await expect(
    page.getByRole('heading', { name: 'Admin Dashboard' }),
    'the Admin Dashboard heading',
  ).toBeVisible();
}

/** The header's greeting (the first: the mobile menu, hidden on a desktop, repeats it). */
export function welcome(page: Page, username: string): Locator {
  return page.getByRole('banner').getByText(`Welcome, ${username}`, { exact: true }).first();
}

/**
 * Runs `act` (which submits a form) and waits until the page has handled the submission: the `submit` event
 * has reached the window, after the app's own listener, and the frame after it is painted. What a submission
 * does at once (a navigation, a toast) has then happened, so a test can check that nothing did.
 */
export async function afterSubmit(page: Page, act: () => Promise<void>): Promise<void> {
  const handled = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        window.addEventListener('submit', () => requestAnimationFrame(() => resolve()), { once: true }),
      ),
  );
  // The listener is in place once `evaluate` has reached the page; a round trip guarantees that.
  await page.evaluate(() => undefined);
  await act();
  await handled;
}

/**
 * Waits until a page has settled: its network quiet since it loaded (Playwright's `networkidle`, reached once
 * a navigation: late chunks, images, answers), every font loaded, and two more frames painted.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
  });
}
