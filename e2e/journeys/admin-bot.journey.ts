import { expectToast, toasts } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

test.describe('ADMIN BOT', () => {
  test('a broken page and a browser error show up in the five sub-tabs, and the administrator fixes them', async ({
    page,
    login,
    pageErrors,
  }) => {
    // Five sub-tabs, each checked with axe, and a full run of the checks: longer than one screen's journey.
    test.setTimeout(150_000);
    // Break the site on purpose: a missing page asked for 30 times, and an error thrown in a reader's browser.
    const missing = `/api/journey-missing-${Date.now()}`;
    for (let i = 0; i < 30; i += 1)
      expect((await page.request.get(`${missing}?try=${i}`)).status()).toBe(404);
    await page.goto('/');
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('Journey boom in the browser');
      });
    });
    expect((await reported).status()).toBe(202);
    // This error was thrown on purpose: it is not one of the page's own.
    await expect.poll(() => pageErrors.some((error) => error.includes('Journey boom'))).toBe(true);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !error.includes('Journey boom')));

    await login('admin');
    await page.goto('/admin?tab=admin-bot');
    await expect(page.getByRole('heading', { name: 'ADMIN BOT', level: 2 })).toBeVisible();
    const subTabs = page.getByRole('tablist', { name: 'ADMIN BOT' });
    await expect(subTabs.getByRole('tab')).toHaveText([
      'Prime Directive',
      'Bot Log',
      'Live Repairs',
      'Error Reports',
      'Agent Instructions',
    ]);

    // Prime directive (the panel opens on open problems when there are some, decision 265; smaller.journey.ts):
    // one directive per check, switchable; run the checks now.
    await subTabs.getByRole('tab', { name: 'Prime Directive' }).click();
    await expect(subTabs.getByRole('tab', { name: 'Prime Directive' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Keep every installed Bible version complete and searchable')).toBeVisible();
    await page.getByRole('button', { name: 'Run checks now' }).click();
    await expectToast(page, 'Checks finished');
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(page, 'ADMIN BOT, Prime Directive');

    // Live repairs: the missing page became a task; Fix, then Mark as Completed.
    await subTabs.getByRole('tab', { name: 'Live Repairs' }).click();
    const task = page.getByRole('listitem').filter({ hasText: `${missing} was requested 30 times` });
    await expect(task).toBeVisible();
    await expect(task.getByText('pending', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Journey boom in the browser' }).first(),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'ADMIN BOT, Live Repairs');
    await task.getByRole('button', { name: 'Fix' }).click();
    await task.getByRole('button', { name: 'Mark as Completed' }).click();
    await expect(task.getByText('Remedy text must be non-blank')).toBeVisible();
    await task.getByLabel('What you did').fill('Fixed the link in the menu');
    await task.getByRole('button', { name: 'Mark as Completed' }).click();
    await expectToast(page, 'Repair marked as completed');
    await expect(task.getByText('completed', { exact: true })).toBeVisible();

    // Error reports: the 404 group, highlighted as special priority, with its count; resolve it.
    await subTabs.getByRole('tab', { name: 'Error Reports' }).click();
    const report = page.getByRole('listitem').filter({ hasText: missing });
    await expect(report.getByText('Special priority')).toBeVisible();
    await expect(report).toContainText('× 30');
    await expect(report).not.toContainText('try=');
    await expect(page.getByRole('listitem').filter({ hasText: 'Browser error' }).first()).toBeVisible();
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(page, 'ADMIN BOT, Error Reports');
    await report.getByRole('button', { name: 'Resolve' }).click();
    await report.getByLabel('Resolution').fill('Redirected the old address');
    await report.getByRole('button', { name: 'Mark as Resolved' }).click();
    await expectToast(page, 'Error report resolved');
    await expect(report.getByText('resolved', { exact: true })).toBeVisible();

    // Agent instructions: a blank directive is refused; a new one is listed and can be switched off.
    await subTabs.getByRole('tab', { name: 'Agent Instructions' }).click();
    const directive = `Watch the Psalms pages ${Date.now()}`;
    await page.getByRole('button', { name: 'Add Instruction' }).click();
    await expect(page.getByText('Directive text must be non-blank')).toBeVisible();
    await page.getByRole('textbox', { name: 'Directive' }).fill(directive);
    await page.getByLabel('Priority (0-100)').fill('101');
    await page.getByRole('button', { name: 'Add Instruction' }).click();
    await expect(page.getByText('Priority must be a number from 0 to 100')).toBeVisible();
    await page.getByLabel('Priority (0-100)').fill('75');
    await page.getByRole('button', { name: 'Add Instruction' }).click();
    await expectToast(page, 'Instruction added');
    const own = page.getByRole('listitem').filter({ hasText: directive });
    await expect(own).toContainText('Priority 75');
    await own.getByRole('switch').click();
    await expect(own.getByRole('switch')).toHaveAttribute('aria-checked', 'false');
    await expect(toasts(page)).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(page, 'ADMIN BOT, Agent Instructions');

    // Log: pause and resume the bot; the log shows BOT RESUMPTION and the banner.
    await subTabs.getByRole('tab', { name: 'Prime Directive' }).click();
    await page.getByRole('button', { name: 'Pause the bot' }).click();
    await page.getByRole('button', { name: 'Resume the bot' }).click();
    await expect(page.getByRole('button', { name: 'Pause the bot' })).toBeVisible();
    await subTabs.getByRole('tab', { name: 'Bot Log' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The bot was reset at' })).toContainText(
      'back on mission',
    );
    await expect(page.getByText('BOT RESUMPTION').first()).toBeVisible();
    await expect(page.getByText('PROBLEM FOUND').first()).toBeVisible();
    await expect(page.getByText('REPAIR COMPLETED').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'ADMIN BOT, Bot Log');
  });
});
