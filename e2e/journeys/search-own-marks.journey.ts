import type { Page } from '@playwright/test';
import { closeToasts, expectToast } from '../support/actions';
import { expectNoSeriousViolations, useDarkTheme } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Searching one's own marks from the one search box (issue 37, decision 333) on the e2e fixtures' made-up KJV:
 * a signed-in reader tags a verse and finds it with `tag:`; a visitor is told to sign in, in the results.
 */

const SIGN_IN = 'Sign in to search your own notes, tags, highlights and bookmarks';
const verse = (page: Page, number: number) => page.locator(`main li#v${number}`);

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

/** Types into the search box of the page (the home page's when the page has none) and sends it. */
async function searchFor(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search the Bible' });
  if ((await box.count()) === 0) await page.goto('/');
  await box.fill(text);
  await box.press('Enter');
}

for (const width of [1280, 375]) {
  test.describe(`searching your own marks at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed in: tag a verse, then find it with tag: in the search box, with words too', async ({
      page,
      login,
    }) => {
      await login();
      const tag = `sermon-${width}`;
      await page.goto('/bible/Gen/1');
      await verse(page, 3).click({ position: { x: 60, y: 8 } });
      const bar = page.getByRole('region', { name: /Genesis 1:3/ });
      await bar.getByRole('button', { name: 'Tags' }).click();
      await bar.getByLabel('Tags, separated by commas').fill(tag);
      await bar.getByRole('button', { name: 'Save tags' }).click();
      await expectToast(page, 'Tags saved');
      await closeToasts(page);

      await searchFor(page, `tag:${tag}`);
      await expect(page).toHavePath(`/simple-results?q=tag%3A${tag}&version=kjv&page=1`);
      const results = page.locator('main');
      await expect(results.getByRole('link', { name: 'Genesis 1:3', exact: true })).toBeVisible();
      await expect(results.getByRole('link', { name: /^Genesis 1:[12]$/ })).toHaveCount(0);
      await noSidewaysScroll(page, 'the results of tag:');
      await expectNoSeriousViolations(page, `the results of tag: at ${width} px`);
      await page.screenshot({ path: `test-results/search-own-marks-${width}.png`, fullPage: true });

      // With words and in: (the verse's own word finds it; another book does not).
      await searchFor(page, `light tag:${tag} in:Gen`);
      await expect(results.getByRole('link', { name: 'Genesis 1:3', exact: true })).toBeVisible();
      await searchFor(page, `tag:${tag} in:John`);
      await expect(results.getByText(`No results found for "tag:${tag} in:John"`)).toBeVisible();

      // The page the server sends for this address holds no marks: the browser asks for them.
      const html = await (await page.request.get(`/search?q=tag:${tag}`)).text();
      expect(html).not.toContain('Genesis 1:3');
      expect(html).not.toContain('search-mine');
    });

    test('signed out: tag: answers with the way to sign in, in the results', async ({ page }) => {
      await searchFor(page, 'love tag:sermon');
      await expect(page).toHavePath('/simple-results?q=love%20tag%3Asermon&version=kjv&page=1');
      const notice = page.getByRole('region', { name: SIGN_IN });
      await expect(notice).toBeVisible();
      await expect(page.getByText('Search failed')).toHaveCount(0);
      await expect(notice.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(notice.getByRole('link', { name: 'how to search' })).toHaveAttribute(
        'href',
        '/search-help',
      );
      await noSidewaysScroll(page, 'the sign-in notice');
      await expectNoSeriousViolations(page, `the sign-in notice at ${width} px`);
      await page.screenshot({
        path: `test-results/search-own-marks-signed-out-${width}.png`,
        fullPage: true,
      });
      await useDarkTheme(page);
      await expectNoSeriousViolations(page, `the sign-in notice in the dark theme at ${width} px`);
      await page.screenshot({ path: `test-results/search-own-marks-signed-out-dark-${width}.png` });
      if (width === 375) {
        await page.setViewportSize({ width: 320, height: 800 });
        await noSidewaysScroll(page, 'the sign-in notice at 320 px');
        await page.screenshot({ path: 'test-results/search-own-marks-signed-out-320.png', fullPage: true });
      }

      // Keyboard: the notice's Sign in opens the login dialog.
      await notice.getByRole('button', { name: 'Sign in' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });
}
