import { expect, test } from '../support/test';
import { expectNoSeriousViolations, useDarkTheme } from '../support/axe';

/**
 * The verse in every version (issue 38): John 3:16's page rendered on the server, each version with its
 * differences from the KJV, the Greek with its Strong's numbers, and a number followed to the Concordance.
 */
test.describe('the verse in every version', () => {
  for (const width of [1280, 375]) {
    test(`John 3:16 in every version, its differences and its Greek at ${width} px`, async ({ newPage }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      const response = await page.goto('/bible/John/3/16/all');
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain('<title>John 3:16 in every version | ');
      expect(html).toContain('<meta property="og:title" content="John 3:16 in every version" />');
      await expect(page.getByRole('heading', { level: 1, name: 'John 3:16' })).toBeVisible();

      const kjv = page.locator('[data-version="kjv"]');
      await expect(kjv).toBeVisible();
      await expect(kjv.locator('ins, del')).toHaveCount(0);
      const differing = page.locator('[data-version]').filter({ has: page.locator('ins, del') });
      await expect(differing.first()).toBeVisible();
      await expect(differing.first()).toContainText(/words? differs? from the KJV/);

      const greek = page.locator('[data-original="tr"], [data-original="sblgnt"]').first();
      await expect(greek.locator('p')).toHaveAttribute('lang', 'grc');
      await expectNoSeriousViolations(page, 'John 3:16 in every version');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/verse-all-${width}.png`, fullPage: true });
      // The dark theme (as the comfort settings set it): still legible, still axe clean.
      await useDarkTheme(page);
      await expectNoSeriousViolations(page, 'John 3:16 in every version, dark');
      await page.screenshot({ path: `/tmp/verse-all-${width}-dark.png` });
      await page.evaluate(() => delete document.documentElement.dataset.theme);

      await expect(page.getByRole('heading', { name: 'Topics and names' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'God', exact: true })).toHaveAttribute(
        'href',
        '/dictionary/God',
      );

      const number = greek.getByRole('link', { name: 'G25' }).first();
      await number.click();
      await expect(page).toHavePath('/concordance/G25');
    });
  }

  test("the reader's verse links to its page in every version", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/bible/John/3/16');
    await page.getByRole('link', { name: 'Every version of John 3:16' }).click();
    await expect(page).toHavePath('/bible/John/3/16/all');
    await expect(page.locator('[data-version="kjv"]')).toBeVisible();
  });

  test('a bad reference answers 404 with a page that says so', async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    const response = await page.goto('/bible/John/3/99/all');
    expect(response?.status()).toBe(404);
  });
});
