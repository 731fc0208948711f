import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from './search-support';

/**
 * Comparing two translations side by side (issue 24): the made-up KJV of search.fixture.json against the real
 * Young's Literal Translation excerpt of parallel-versions.fixture.json (Genesis 1:1-5, public domain). The
 * "Compare with" picker shows while the special edition is not installed; the e2e server has the made-up
 * RSTNE installed, so these journeys answer GET /api/site with a special edition the server does not hold
 * (as search-results.journey.ts does for the purchase link), which changes nothing on the server.
 */
const KJV = 'Made-up KJV (test fixture)';
const YLT = "Young's Literal Translation (1898)";
const YLT_GENESIS_1_1 = "In the beginning of God's preparing the heavens and the earth --";
const KJV_GENESIS_1_1 = 'In the beginning God made the heights and the land.';

async function withoutSpecialEdition(page: Page): Promise<void> {
  await page.route('**/api/site', async (route) => {
    const site = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...site, specialEdition: 'nkjv' } });
  });
}

function column(page: Page, name: string) {
  return page.getByRole('region', { name: `${name} column` });
}

function row(page: Page, name: string, reference: string) {
  return column(page, name).locator('[data-pair]').filter({ hasText: reference });
}

test.describe('parallel versions', () => {
  test('the reader compares the KJV with YLT: Genesis 1 verse for verse, the choice kept in the address', async ({
    page,
  }) => {
    await withoutSpecialEdition(page);
    await page.goto('/bible/Gen/1?view=parallel');
    // Only installed versions are offered, with no notice about the missing edition (decision 261).
    await expect(page.getByText('is not installed'), 'no notice').toHaveCount(0);
    await page.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('option', { name: YLT }).click();
    await expect(page).toHaveURL(/\/bible\/Gen\/1\?view=parallel&compare=ylt$/);

    await expect(row(page, YLT, 'Genesis 1:1'), 'YLT Genesis 1:1').toContainText(YLT_GENESIS_1_1);
    await expect(row(page, KJV, 'Genesis 1:1'), 'KJV Genesis 1:1').toContainText(KJV_GENESIS_1_1);
    await expect(row(page, YLT, 'Genesis 1:3'), 'YLT Genesis 1:3').toContainText(
      "and God saith, 'Let light be;' and light is.",
    );
    await expect(row(page, KJV, 'Genesis 1:3'), 'KJV Genesis 1:3').toContainText(
      'And God said, Let there be light: and there was light.',
    );
    expect(await column(page, YLT).locator('[data-pair]').count(), 'paired rows').toBe(
      await column(page, KJV).locator('[data-pair]').count(),
    );
    await expectNoSeriousViolations(page, 'the KJV and YLT side by side');

    // The address alone brings the same comparison back.
    await page.goto('/bible/Gen/1?view=parallel&compare=ylt');
    await expect(row(page, YLT, 'Genesis 1:1'), 'YLT again from the address').toContainText(YLT_GENESIS_1_1);
  });

  test('from a YLT search with PARALLEL: YLT on the left, the KJV chosen on the right', async ({ page }) => {
    await withoutSpecialEdition(page);
    await page.goto('/simple-results?q=Genesis%201%3A1&version=ylt&page=1&parallel=true');
    await page.getByRole('combobox', { name: 'Compare with' }).click();
    await page.getByRole('option', { name: KJV }).click();
    await expect(row(page, YLT, 'Genesis 1:1'), 'YLT on the left').toContainText(YLT_GENESIS_1_1);
    await expect(row(page, KJV, 'Genesis 1:1'), 'the KJV on the right').toContainText(KJV_GENESIS_1_1);
    expect(
      await page.locator('[data-column="left"]').getByText(YLT_GENESIS_1_1).count(),
      'the searched version is the left column',
    ).toBe(1);
  });
});
