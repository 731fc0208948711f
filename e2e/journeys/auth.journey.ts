import { expectHidden, expectPath, expectVisible } from '../harness/expect';
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
  {
    name: 'a reader changes the password at /change-password, with errors under the fields, and signs in with it',
    run: async ({ page }) => {
      const reader = { username: uniqueUsername(), password: 'first reader password' };
      await page.goto('/');
      await registerInDialog(page, reader);

      await page.goto('/change-password');
      const form = page.getByRole('form', { name: 'Change your password' });
      await form.getByLabel('Current password').fill('not my password');
      await form.getByLabel('New password', { exact: true }).fill('Password123');
      await form.getByLabel('Confirm new password').fill('Password123');
      await form.getByRole('button', { name: 'Change password' }).click();
      await expectVisible(form.getByText('The current password is not correct'), 'the wrong-current error');

      await form.getByLabel('Current password').fill(reader.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expectVisible(
        form.getByText('This password is one of the most common passwords', { exact: false }),
        'the common-password error',
      );

      const newPassword = 'second reader password';
      await form.getByLabel('New password', { exact: true }).fill(newPassword);
      await form.getByLabel('Confirm new password').fill(newPassword);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expectToast(page, 'Password changed', 'Your other sessions have been signed out.');
      await expectPath(page, '/');

      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await expectToast(page, 'Logged out');
      await submitLoginDialog(page, { username: reader.username, password: newPassword });
      await expectToast(page, 'Login successful', `Welcome back, ${reader.username}`);
    },
  },
]);
