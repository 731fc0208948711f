import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/** No sideways scroll: the page is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

test.describe("Nave's topics and Easton's dictionary", () => {
  for (const width of [1280, 375]) {
    test(`topic:prayer, its topic page, Easton's Bethlehem and one of its references at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search the Bible' });
      await box.fill('topic:prayer');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/simple-results\?q=topic%3Aprayer/);
      // The made-up KJV holds none of the 448 verses Nave's cites under PRAYER; the topic is still offered.
      await expect(page.getByText('No results found for "topic:prayer"')).toBeVisible();
      const topicLink = page.getByRole('link', { name: 'PRAYER', exact: true });
      await expect(topicLink).toHaveAttribute('href', '/topics/PRAYER');
      await expectNoSeriousViolations(page, `topic:prayer results at ${width}`);
      await expectNoSidewaysScroll(page, 'topic:prayer results');
      await page.screenshot({ path: `test-results/topic-search-${width}.png` });

      // FAITH cites John 3:16, which the made-up KJV holds: its verse is listed, in the reader's version.
      await page.goto('/simple-results?q=topic%3Afaith&version=kjv');
      await expect(page.getByRole('link', { name: 'FAITH', exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /John 3:16/ }).first()).toBeVisible();
      await page.goBack();
      await topicLink.click();
      await expect(page.getByRole('heading', { level: 1, name: 'PRAYER' })).toBeVisible();
      await expect(page.getByText('Daily, in the morning')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Psalms 5:3' }).first()).toHaveAttribute(
        'href',
        '/bible/Psalms/5/3',
      );
      await expectNoSeriousViolations(page, `the PRAYER topic page at ${width}`);
      await expectNoSidewaysScroll(page, 'the PRAYER topic page');
      await page.screenshot({ path: `test-results/topic-page-${width}.png` });

      await page.goto('/dictionary');
      await expect(page.getByRole('heading', { level: 1, name: "Easton's Bible Dictionary" })).toBeVisible();
      // Typed again if the page was not yet interactive when first typed in.
      await expect(async () => {
        await page.getByRole('searchbox', { name: 'Find a headword' }).fill('bethlehem');
        await expect(page.getByText('1 found for “bethlehem”')).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await expectNoSeriousViolations(page, `the dictionary index at ${width}`);
      await expectNoSidewaysScroll(page, 'the dictionary index');
      await page.screenshot({ path: `test-results/dictionary-index-${width}.png` });
      await page.getByRole('link', { name: 'Bethlehem', exact: true }).click();

      await expect(page).toHaveURL(/\/dictionary\/Bethlehem$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bethlehem' })).toBeVisible();
      await expect(page.getByText(/^House of bread\./)).toBeVisible();
      await expectNoSeriousViolations(page, `Easton's Bethlehem at ${width}`);
      await expectNoSidewaysScroll(page, "Easton's Bethlehem");
      await page.screenshot({ path: `test-results/dictionary-entry-${width}.png` });
      const reference = page.getByRole('link', { name: 'Gen. 35:16' });
      await expect(reference).toHaveAttribute('href', '/bible/Genesis/35/16');
      await reference.click();
      await expect(page).toHaveURL(/\/bible\/Genesis\/35\/16$/);
    });
  }

  test('a misspelt headword offers the nearest, and a search for a name offers its entry', async ({
    page,
  }) => {
    await page.goto('/dictionary/Bethlehm');
    await expect(page.getByRole('heading', { name: 'No such entry' })).toBeVisible();
    await page.getByRole('list', { name: 'Did you mean' }).getByRole('link', { name: 'Bethlehem' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bethlehem' })).toBeVisible();

    await page.goto('/simple-results?q=Rachel&version=kjv');
    await expect(page.getByRole('link', { name: 'Rachel', exact: true })).toHaveAttribute(
      'href',
      '/dictionary/Rachel',
    );
  });
});
