import { expectToast, loginDialog, registerInDialog, submitLoginDialog, welcome } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { waitForMail } from '../support/mail';
import { expect, test, uniqueUsername } from '../support/test';

test.describe('account', () => {
  test('a reader registers, logs out and logs in again', async ({ page }) => {
    const reader = { username: uniqueUsername(), password: 'correct horse battery' };
    await page.goto('/');

    await registerInDialog(page, reader);
    await expectToast(page, 'Registration successful', `Welcome, ${reader.username}`);
    await expect(welcome(page, reader.username), `"Welcome, ${reader.username}" in the header`).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out', 'You have been successfully logged out.');
    await expect(welcome(page, reader.username), 'the welcome line').toBeHidden();

    const dialog = await submitLoginDialog(page, reader);
    await expectToast(page, 'Login successful', `Welcome back, ${reader.username}`);
    await expect(dialog, 'the login dialog').toBeHidden();
    await expect(welcome(page, reader.username), 'the welcome line after logging in again').toBeVisible();

    // The session is the server's: it survives a reload.
    await page.reload();
    await expect(welcome(page, reader.username), 'the welcome line after a reload').toBeVisible();
  });

  test('a wrong password shows the Login failed toast and keeps the dialog open', async ({
    page,
    adminCredentials,
  }) => {
    await page.goto('/');
    const dialog = await submitLoginDialog(page, {
      username: adminCredentials.username,
      password: 'not-the-password',
    });
    await expectToast(page, 'Login failed', 'Please check your username and password.');
    await expect(loginDialog(page, 'Login'), 'the login dialog, still open').toBeVisible();
    await expect(
      dialog.getByRole('button', { name: 'Login', exact: true }),
      'the Login button enabled again',
    ).toBeVisible();
  });

  test('registering a taken username shows Registration failed with the server message', async ({
    page,
    insertNewUser,
  }) => {
    const reader = await insertNewUser();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    const signUp = loginDialog(page, 'Create Account');
    await signUp.getByLabel('Username').fill(reader.username);
    await signUp.getByLabel('Password').fill(reader.password);
    await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(page, 'Registration failed');
    await expect(signUp, 'the sign-up dialog, still open').toBeVisible();
  });

  test('a reader changes the password at /change-password, with errors under the fields, and signs in with it', async ({
    page,
  }) => {
    const reader = { username: uniqueUsername(), password: 'first reader password' };
    await page.goto('/');
    await registerInDialog(page, reader);

    await page.goto('/change-password');
    const form = page.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password', { exact: true }).fill('Password123');
    await form.getByLabel('Confirm new password').fill('Password123');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      form.getByText('The current password is not correct'),
      'the wrong-current error',
    ).toBeVisible();

    await form.getByLabel('Current password').fill(reader.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(
      form.getByText('This password is one of the most common passwords', { exact: false }),
      'the common-password error',
    ).toBeVisible();

    const newPassword = 'second reader password';
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm new password').fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expectToast(page, 'Password changed', 'Your other sessions have been signed out.');
    await expect(page).toHavePath('/');

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out');
    await submitLoginDialog(page, { username: reader.username, password: newPassword });
    await expectToast(page, 'Login successful', `Welcome back, ${reader.username}`);
  });

  for (const width of [375, 1280]) {
    test(`a reader who forgot the password resets it through the mail at ${width} px; the link works once`, async ({
      newPage,
    }) => {
      const reader = { username: uniqueUsername(), password: 'the password I forgot' };
      const address = `${reader.username}@example.org`.toLowerCase();
      const newPassword = 'a password I will remember';

      // The reader signed up with an address and confirmed it, in a browser that stays signed in.
      const elsewhere = await newPage();
      const signUp = await elsewhere.request.post('/api/register', { data: { ...reader, email: address } });
      expect(signUp.status(), 'signing up with an address').toBe(201);
      const confirmation = await waitForMail(address, /^Confirm your email address/);
      const confirmLink = new URL(
        /href="([^"]*\/api\/account\/confirm-email\?token=[^"]+)"/
          .exec(confirmation.html)![1]!
          .replace(/&amp;/g, '&'),
      );
      await elsewhere.goto(`${confirmLink.pathname}${confirmLink.search}`);
      await expect(elsewhere).toHavePath('/account?email=confirmed');

      const page = await newPage({ viewport: { width, height: 800 } });
      await page.goto('/');
      if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      await loginDialog(page, 'Login').getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHavePath('/forgot-password');
      const ask = page.getByRole('form', { name: 'Ask for a reset link' });
      await ask.getByLabel('Username').fill(reader.username);
      await ask.getByRole('button', { name: 'Send me a reset link' }).click();
      await expect(page.getByRole('status')).toContainText('If that account has a confirmed email address');

      const mail = await waitForMail(address, /^Reset your password/);
      expect(mail.to).toEqual([address]);
      const found = /href="([^"]*\/reset-password\?token=[^"]+)"/.exec(mail.html)?.[1];
      expect(found, 'the reset link in the mail').toBeDefined();
      // The e2e server has no PUBLIC_ORIGIN, so its links name localhost; follow it on the address under test.
      const link = new URL(found!.replace(/&amp;/g, '&'));
      await page.goto(`${link.pathname}${link.search}`);

      const form = page.getByRole('form', { name: 'Choose a new password' });
      await form.getByLabel('New password', { exact: true }).fill('Iloveyou123');
      await form.getByLabel('Confirm new password').fill('Iloveyou123');
      await form.getByRole('button', { name: 'Set new password' }).click();
      await expect(
        form.getByText('This password is one of the most common passwords', { exact: false }),
        'the common-password error under the field',
      ).toBeVisible();
      await form.getByLabel('New password', { exact: true }).fill(newPassword);
      await form.getByLabel('Confirm new password').fill(newPassword);
      await form.getByRole('button', { name: 'Set new password' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Your password has been changed.' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, `/reset-password at ${width} px`);

      // The old session elsewhere is signed out; the new password signs in.
      expect((await elsewhere.request.get('/api/user')).status(), 'the old session').toBe(401);
      await page.getByRole('button', { name: 'Sign in' }).click();
      const dialog = loginDialog(page, 'Login');
      await dialog.getByLabel('Username').fill(reader.username);
      await dialog.getByLabel('Password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      await expectToast(page, 'Login successful', `Welcome back, ${reader.username}`);

      // The link used a second time is refused, and the password stays the new one.
      await page.goto(`${link.pathname}${link.search}`);
      await form.getByLabel('New password', { exact: true }).fill('one more new password');
      await form.getByLabel('Confirm new password').fill('one more new password');
      await form.getByRole('button', { name: 'Set new password' }).click();
      await expect(form.getByRole('alert')).toContainText('This reset link has already been used');
      await expect(form.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
      const again = await elsewhere.request.post('/api/login', {
        data: { username: reader.username, password: newPassword },
      });
      expect(again.status(), 'signing in with the new password').toBe(200);
    });
  }
});
