import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from '../support/axe';

/**
 * Cross-references (issue 38) on the real OpenBible.info data over the made-up KJV (Genesis 1-2, 22, 29; John
 * 1, 3, 13; 1 John 1-3): most of John 3:16's links are "not in this version", and what points here holds
 * Genesis 22:2, which the fixture has.
 */
test.describe('cross-references', () => {
  for (const width of [1280, 375]) {
    test(`John 3:16's links, a preview, following one, what points here, and xref: at ${width} px`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.goto('/bible/John/3/16');
      const marker = page.getByRole('button', { name: 'Cross-references for John 3:16: 23' });
      await marker.click();
      await expect(marker).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('#xref-16');
      await expect(panel.getByText('5 of 23 links, strongest first')).toBeVisible();
      await expect(panel.locator('ul > li')).toHaveCount(5);
      await expect(panel.locator('ul > li').first()).toContainText('Romans 5:8');
      await expect(panel.locator('ul > li').first()).toContainText('not in this version');
      await expect(
        panel.getByRole('link', { name: 'Cross references from OpenBible.info, CC BY 4.0' }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'the links of John 3:16');

      await panel.getByRole('button', { name: 'What points here' }).click();
      await expect(panel.getByText(/of 104 verses pointing here/)).toBeVisible();
      await panel.getByRole('button', { name: 'Show all 104' }).click();
      await expect(panel.locator('ul > li')).toHaveCount(104);
      const preview = panel.getByRole('button', { name: 'Preview Genesis 22:2' });
      await expect(preview).toHaveAttribute('aria-expanded', 'false');
      await preview.click();
      await expect(panel.getByRole('button', { name: 'Hide Genesis 22:2' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(panel.getByText('And he said, Take now thy son', { exact: false })).toBeVisible();
      await expectNoSeriousViolations(page, 'what points to John 3:16');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await panel.getByRole('link', { name: 'Genesis 22:2' }).click();
      await expect(page).toHavePath('/bible/Gen/22/2');
      await expect(page.locator('main li#v2')).toHaveAttribute('aria-current', 'true');

      await page.goto('/simple-results?q=xref%3AJohn.3.16&version=kjv&page=1');
      await expect(page.getByText('Genesis 22:2').first()).toBeVisible();
      await page.goto('/simple-results?q=xref%3AJohn.99.1&version=kjv&page=1');
      await expect(
        page.getByText('xref: needs one verse such as xref:John.3.16', { exact: false }),
      ).toBeVisible();
    });
  }
});
