import { expectToast, loginDialog, registerInDialog, submitLoginDialog, welcome } from '../support/actions';
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
});
