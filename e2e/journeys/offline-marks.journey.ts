import type { Page } from '@playwright/test';
import { closeToasts, expectToast } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Marks a signed-in reader makes offline (issue 41, decision 414), on the e2e fixtures' KJV John 3 (verse 16
 * only): kept on the device and shown at once, sent when the connection is back, and a send whose answer is
 * lost on the way sent again without a duplicate. The page is loaded before the network goes: no service
 * worker is needed.
 */

const verse = (page: Page, number: number) => page.locator(`main li#v${number}`);
const bar = (page: Page) => page.locator('[data-verse-bar]');
const waitingStatus = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: 'Saved on this device; it will be sent when you are back online.' });
const waitingKey = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('oc-marks-offline:')));

test.describe('marks made offline at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a highlight and a note made offline show at once, are sent on reconnect, and are in the account once', async ({
    page,
    context,
    login,
    newPage,
  }) => {
    const reader = await login();
    await page.goto('/bible/John/3');
    await verse(page, 16).click({ position: { x: 60, y: 8 } });
    // A bookmark made online is the account's: offline it cannot be removed, and the reader is told so.
    await bar(page).getByRole('button', { name: 'Bookmark' }).click();
    await expectToast(page, 'Bookmarked', 'John 3:16');

    await context.setOffline(true);
    await bar(page).getByRole('button', { name: 'Highlight', exact: true }).click();
    await bar(page).getByRole('button', { name: 'Highlight yellow' }).click();
    await expectToast(page, 'Highlighted yellow', 'John 3:16');
    await expect(verse(page, 16)).toHaveAttribute('data-mark-color', 'yellow');
    await expect(waitingStatus(page)).toBeVisible();

    await bar(page).getByRole('button', { name: 'Note' }).click();
    await bar(page).getByLabel('Note (Markdown)').fill('Written **offline**.');
    await bar(page).getByRole('button', { name: 'Save note' }).click();
    await expectToast(page, 'Note saved', 'John 3:16');
    // A note made offline is changed offline.
    await bar(page).getByRole('button', { name: 'Note' }).click();
    await bar(page).getByLabel('Note (Markdown)').fill('Written **offline**, on the train.');
    await bar(page).getByRole('button', { name: 'Save note' }).click();
    await expect(verse(page, 16)).toContainText('highlighted yellow, bookmarked, 1 note');

    await bar(page).getByRole('button', { name: 'Bookmark' }).click();
    await expectToast(
      page,
      'Not saved',
      'You are offline: this mark can be changed once you are back online',
    );
    await expect(bar(page).getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');

    await closeToasts(page);
    await expectNoSeriousViolations(page, 'the verse bar with marks waiting offline at 375 px');
    await bar(page).screenshot({ path: 'test-results/offline-marks-375.png' });
    expect(await waitingKey(page), 'kept under the reader’s own key').toHaveLength(1);

    // Back online, the first send reaches the account but its answer is lost: the marks stay here.
    let lost = false;
    await page.route('**/api/study/marks/merge', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    const firstSend = page.waitForRequest('**/api/study/marks/merge');
    await context.setOffline(false);
    await firstSend;
    await expect.poll(() => lost).toBe(true);
    await expect(waitingStatus(page)).toBeVisible();
    expect(await waitingKey(page), 'still waiting after a lost answer').toHaveLength(1);

    // Offline and online again: sent again, the account skips what it already holds.
    await context.setOffline(true);
    await context.setOffline(false);
    await expectToast(page, 'Your marks made offline are in your account', '2 sent from this device.');
    await expect.poll(() => waitingKey(page)).toEqual([]);
    await expect(waitingStatus(page)).toBeHidden();
    await expect(verse(page, 16)).toContainText('highlighted yellow, bookmarked, 1 note');

    // The same reader on another device sees each mark once.
    const other = await newPage({ viewport: { width: 375, height: 800 } });
    const signIn = await other.request.post('/api/login', { data: reader });
    expect(signIn.ok(), 'signing the reader in on another device').toBe(true);
    await other.goto('/study');
    await expect(other.getByRole('heading', { level: 1, name: 'Your study' })).toBeVisible();
    const list = other.getByRole('list', { name: 'Marks' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByText('Written offline, on the train.')).toHaveCount(1);
    await other.getByLabel('Colour').selectOption('yellow');
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });
});
