import { expectToast, toasts } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('admin emails', () => {
  test('the administrator sends a test email and sees it logged sent', async ({ page, login }) => {
    await login('admin');
    await page.goto('/admin/emails');
    await expect(page.getByRole('heading', { name: 'Email Management', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/emails, Send Test Email');

    // Asked before the server: an empty address.
    await page.getByRole('button', { name: 'Send Test' }).click();
    await expect(page.getByText('Email required').first()).toBeVisible();
    await expectToast(page, 'Email required', 'Please enter a test email address.');
    await page.getByLabel('Recipient email').fill('not-an-address');
    await page.getByRole('button', { name: 'Send All Samples' }).click();
    await expect(page.getByText('Recipient required - Please enter a valid email address')).toBeVisible();

    // A unique address: other journeys share the server and its log.
    const recipient = `journey-${Date.now()}@example.org`;
    await page.getByLabel('Recipient email').fill(recipient);
    await page.getByRole('button', { name: 'Send Test' }).click();
    await expectToast(page, 'Test email sent', 'Check your inbox for the test email.');

    await page.getByRole('tab', { name: 'Email Logs' }).click();
    const row = page.getByRole('row').filter({ hasText: recipient });
    await expect(async () => {
      await page.getByRole('tab', { name: 'Templates' }).click();
      await page.getByRole('tab', { name: 'Email Logs' }).click();
      await expect(row.getByText('sent', { exact: true })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row).toContainText('Welcome Email');
    // A toast fading out is half transparent: axe would measure its contrast mid-animation.
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(page, '/admin/emails, Email Logs');

    await page.getByRole('tab', { name: 'Templates' }).click();
    await expect(page.getByRole('heading', { name: 'Hebrew Word of the Day' })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/emails, Templates');

    // The mail went out from a background job, listed with the others (decision 148).
    await page.getByRole('tab', { name: 'Background Jobs' }).click();
    await expect(page.getByRole('heading', { name: 'Background Jobs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Failed jobs' })).toBeVisible();
    const recent = page.getByRole('table', { name: 'Recent jobs, newest first' });
    await expect(recent.getByRole('row').filter({ hasText: 'Send an email' }).first()).toContainText(
      'Completed',
    );
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect(recent.getByRole('row').filter({ hasText: 'Queued' })).toHaveCount(0);
    await expectNoSeriousViolations(page, '/admin/emails, Background Jobs');
  });
});
