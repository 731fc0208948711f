import { expectHidden, expectVisible } from '../harness/expect';
import {
  expectToast,
  loginDialog,
  registerInDialog,
  submitLoginDialog,
  uniqueUsername,
  welcome,
} from '../harness/actions';
import { defineJourneys } from '../harness/types';

export const journeys = defineJourneys('account', [
  {
    name: 'a reader registers, logs out and logs in again',
    run: async ({ page }) => {
      const reader = { username: uniqueUsername(), password: 'correct horse battery' };
      await page.goto('/');

      await registerInDialog(page, reader);
      await expectToast(page, 'Registration successful', `Welcome, ${reader.username}`);
      await expectVisible(welcome(page, reader.username), `"Welcome, ${reader.username}" in the header`);

      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await expectToast(page, 'Logged out', 'You have been successfully logged out.');
      await expectHidden(welcome(page, reader.username), 'the welcome line');

      const dialog = await submitLoginDialog(page, reader);
      await expectToast(page, 'Login successful', `Welcome back, ${reader.username}`);
      await expectHidden(dialog, 'the login dialog');
      await expectVisible(welcome(page, reader.username), 'the welcome line after logging in again');

      // The session is the server's: it survives a reload.
      await page.reload();
      await expectVisible(welcome(page, reader.username), 'the welcome line after a reload');
    },
  },
  {
    name: 'a wrong password shows the Login failed toast and keeps the dialog open',
    run: async ({ page, adminCredentials }) => {
      await page.goto('/');
      const dialog = await submitLoginDialog(page, {
        username: adminCredentials.username,
        password: 'not-the-password',
      });
      await expectToast(page, 'Login failed', 'Please check your username and password.');
      await expectVisible(loginDialog(page, 'Login'), 'the login dialog, still open');
      await expectVisible(
        dialog.getByRole('button', { name: 'Login', exact: true }),
        'the Login button enabled again',
      );
    },
  },
  {
    name: 'registering a taken username shows Registration failed with the server message',
    run: async ({ page, newPage }) => {
      const reader = { username: uniqueUsername(), password: 'a long enough password' };
      await page.goto('/');
      await registerInDialog(page, reader);

      const other = await newPage();
      await other.goto('/');
      await other.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
      await other.getByRole('button', { name: 'Need an account? Sign up' }).click();
      const signUp = loginDialog(other, 'Create Account');
      await signUp.getByLabel('Username').fill(reader.username);
      await signUp.getByLabel('Password').fill(reader.password);
      await signUp.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expectToast(other, 'Registration failed');
      await expectVisible(signUp, 'the sign-up dialog, still open');
    },
  },
]);
