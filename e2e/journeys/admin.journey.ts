import { expectToast, loginAsAdmin, submitAuthPage } from '../support/actions';
import { expect, test } from '../support/test';

test.describe('admin', () => {
  test('an anonymous visit to /admin is sent to /auth', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHavePath('/auth');
    await expect(
      page.getByRole('heading', { name: 'OpenConcordance Admin' }),
      'the /auth heading',
    ).toBeVisible();
  });

  test('the /auth form asks for both fields before calling the server', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Admin login' }).getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username is required'), '"Username is required"').toBeVisible();
    await expect(page.getByText('Password is required'), '"Password is required"').toBeVisible();
  });

  test('a wrong password at /auth shows Login failed', async ({ page, adminCredentials }) => {
    await page.goto('/auth');
    await submitAuthPage(page, { username: adminCredentials.username, password: 'wrong-password-123' });
    await expectToast(page, 'Login failed', 'Please check your username and password');
    await expect(page).toHavePath('/auth');
  });

  test('an administrator logs in at /auth, reaches /admin and logs out', async ({
    page,
    adminCredentials,
  }) => {
    await loginAsAdmin(page, adminCredentials);
    await expect(page).toHavePath('/admin');
    await expectToast(page, 'Login successful', `Welcome back, ${adminCredentials.username}!`);
    await expect(
      page.getByText(`Welcome, ${adminCredentials.username}`).first(),
      'the greeting',
    ).toBeVisible();
    await expect(
      page.getByText('Admin tools arrive here as they are built.'),
      'the tools note',
    ).toBeVisible();

    // Signed in, /auth goes straight on to the dashboard.
    await page.goto('/auth');
    await expect(page).toHavePath('/admin');

    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHavePath('/auth');
    await expectToast(page, 'Logged out');
    await page.goto('/admin');
    await expect(page).toHavePath('/auth');
  });

  test('a signed-in reader who is not an administrator is sent to /auth with a toast', async ({
    page,
    login,
  }) => {
    await login();
    await page.goto('/admin');
    await expect(page).toHavePath('/auth');
    await expectToast(page, 'Authentication required', 'Please log in to access the admin panel');
  });
});
