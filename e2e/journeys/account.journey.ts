import { readFile } from 'node:fs/promises';
import { expectToast, loginDialog, registerInDialog, submitLoginDialog, toasts } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { expect, test, uniqueUsername } from '../support/test';

test.describe('the reader’s account page', () => {
  test('a reader adds and confirms an address, changes the password, downloads the data and deletes the account', async ({
    page,
  }) => {
    const reader = { username: uniqueUsername(), password: 'first password of mine' };
    const newPassword = 'second password of mine';
    const address = `${reader.username}@example.org`.toLowerCase();

    await page.goto('/');
    await registerInDialog(page, reader);
    await page.getByRole('banner').getByRole('link', { name: 'Account' }).click();
    await expect(page).toHavePath('/account');
    await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
    await expect(page.getByTestId('account-username')).toHaveText(reader.username);

    // Something that is not an address is refused before the server; a valid one waits for its link.
    const emailForm = page.getByRole('form', { name: 'Email address' });
    await emailForm.getByLabel('Email address').fill('nobody');
    await emailForm.getByRole('button', { name: 'Add address' }).click();
    await expect(emailForm.getByText('Please enter a valid email address')).toBeVisible();
    await emailForm.getByLabel('Email address').fill(address);
    await emailForm.getByRole('button', { name: 'Add address' }).click();
    await expectToast(page, 'Check your inbox');
    await expect(page.getByTestId('account-email')).toContainText(`Waiting for confirmation: ${address}`);

    // The confirmation mail, as the SMTP server received it: the link goes to the new address only.
    const confirmation = await waitForMail(address, /^Confirm your email address/);
    expect(confirmation.to).toEqual([address]);
    const link = /href="([^"]*\/api\/account\/confirm-email\?token=[^"]+)"/.exec(confirmation.html)?.[1];
    expect(link, 'the confirmation link in the HTML part').toBeDefined();
    expect(confirmation.text, 'the link in the plain-text part').toContain(
      '/api/account/confirm-email?token=',
    );
    // The e2e server has no PUBLIC_ORIGIN, so its links name localhost; follow it on the address under test.
    const linkUrl = new URL(link!.replace(/&amp;/g, '&'));
    await page.goto(`${linkUrl.pathname}${linkUrl.search}`);
    await expect(page).toHavePath('/account?email=confirmed');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your email address is confirmed.' }),
    ).toBeVisible();
    await expect(page.getByTestId('account-email')).toHaveText(address);

    const welcomeMail = await waitForMail(address, /^Welcome to /);
    expect(welcomeMail.subject).toContain(reader.username);
    expect(welcomeMail.listUnsubscribe, 'the List-Unsubscribe header').toMatch(/\/unsubscribe\?token=/);

    // Opening the link again changes nothing.
    await page.goto(`${linkUrl.pathname}${linkUrl.search}`);
    await expect(page.getByTestId('account-email')).toHaveText(address);

    // The page says so again in a toast, whose code loads with it (decision 225): wait for it to come and go
    // before axe reads the page, or axe may read it half faded in.
    await expectToast(page, 'Email address confirmed');
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(page, '/account');

    // Change the password: the current one is required.
    const passwordForm = page.getByRole('form', { name: 'Change your password' });
    await passwordForm.getByLabel('Current password').fill(reader.password);
    await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
    await passwordForm.getByLabel('Confirm new password').fill(newPassword);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed');

    // Download my data: a JSON file naming the reader.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(await readFile(file, 'utf8')) as { account: { username: string; email: string } };
    expect(data.account.username).toBe(reader.username);
    expect(data.account.email).toBe(address);

    // Delete the account: password and a confirmation dialog.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Your password').fill(reader.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByText('The current password is not correct')).toBeVisible();
    await dialog.getByLabel('Your password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expectToast(page, 'Account deleted');
    await expect(page).toHavePath('/');

    // The account is gone: neither password signs in.
    await submitLoginDialog(page, { username: reader.username, password: newPassword });
    await expectToast(page, 'Login failed');
    await expect(loginDialog(page, 'Login'), 'the login dialog, still open').toBeVisible();
    const oldPassword = await page.request.post('/api/login', { data: reader });
    expect(oldPassword.status(), 'signing in with the first password').toBe(401);
  });

  test('signs out other sessions, works at 375 px, and asks a visitor to sign in', async ({
    page,
    login,
    newPage,
  }) => {
    const reader = await login();
    const other = await newPage();
    const signedIn = await other.request.post('/api/login', { data: reader });
    expect(signedIn.ok()).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/account');
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('Current session')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling at 375 px').toBeLessThanOrEqual(0);

    // Word of the day: opted in at a time of day, in the browser's time zone.
    await page.getByRole('switch', { name: 'Email me a Hebrew word every day' }).click();
    await page.getByLabel('Time of day').fill('06:30');
    await page
      .getByRole('form', { name: 'Hebrew word of the day' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expectToast(page, 'Word of the day on');

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expectToast(page, 'Signed out everywhere else');
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await other.request.get('/api/user')).status()).toBe(401);
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(page, '/account at 375 px');

    const visitor = await newPage({ viewport: { width: 375, height: 800 } });
    await visitor.goto('/account');
    await expect(visitor.getByText('Sign in to see and manage your account.')).toBeVisible();
    await visitor.getByRole('main').getByRole('button', { name: 'Create an account' }).click();

    // The optional address at sign-up waits for its link like one added later.
    const signUp = loginDialog(visitor, 'Create Account');
    const newcomer = { username: uniqueUsername(), password: 'a newcomer password' };
    const address = `${newcomer.username}@example.org`.toLowerCase();
    await signUp.getByLabel('Username').fill(newcomer.username);
    await signUp.getByLabel('Password').fill(newcomer.password);
    await signUp.getByLabel('Email address (optional)').fill(address);
    await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(visitor, 'Check your inbox');
    await expect(visitor.getByTestId('account-email')).toContainText(`Waiting for confirmation: ${address}`);
    await waitForMail(address, /^Confirm your email address/);
  });
});
