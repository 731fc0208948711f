import { expectVisible, expectPath } from '../harness/expect';
import {
  expectToast,
  loginAsAdmin,
  registerInDialog,
  submitAuthPage,
  uniqueUsername,
} from '../harness/actions';
import { defineJourneys } from '../harness/types';

export const journeys = defineJourneys('admin', [
  {
    name: 'an anonymous visit to /admin is sent to /auth',
    run: async ({ page }) => {
      await page.goto('/admin');
      await expectPath(page, '/auth');
      await expectVisible(page.getByRole('heading', { name: 'OpenConcordance Admin' }), 'the /auth heading');
    },
  },
  {
    name: 'the /auth form asks for both fields before calling the server',
    run: async ({ page }) => {
      await page.goto('/auth');
      await page.getByRole('form', { name: 'Admin login' }).getByRole('button', { name: 'Login' }).click();
      await expectVisible(page.getByText('Username is required'), '"Username is required"');
      await expectVisible(page.getByText('Password is required'), '"Password is required"');
    },
  },
  {
    name: 'a wrong password at /auth shows Login failed',
    run: async ({ page, adminCredentials }) => {
      await page.goto('/auth');
      await submitAuthPage(page, { username: adminCredentials.username, password: 'wrong-password-123' });
      await expectToast(page, 'Login failed', 'Please check your username and password');
      await expectPath(page, '/auth');
    },
  },
  {
    name: 'an administrator logs in at /auth, reaches /admin and logs out',
    run: async ({ page, adminCredentials }) => {
      await loginAsAdmin(page, adminCredentials);
      await expectPath(page, '/admin');
      await expectToast(page, 'Login successful', `Welcome back, ${adminCredentials.username}!`);
      await expectVisible(page.getByText(`Welcome, ${adminCredentials.username}`).first(), 'the greeting');
      await expectVisible(page.getByText('Admin tools arrive here as they are built.'), 'the tools note');

      // Signed in, /auth goes straight on to the dashboard.
      await page.goto('/auth');
      await expectPath(page, '/admin');

      await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
      await expectPath(page, '/auth');
      await expectToast(page, 'Logged out');
      await page.goto('/admin');
      await expectPath(page, '/auth');
    },
  },
  {
    name: 'a signed-in reader who is not an administrator is sent to /auth with a toast',
    run: async ({ page }) => {
      await page.goto('/');
      await registerInDialog(page, { username: uniqueUsername(), password: 'reader password 1' });
      await page.goto('/admin');
      await expectPath(page, '/auth');
      await expectToast(page, 'Authentication required', 'Please log in to access the admin panel');
    },
  },
]);
