import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectToast } from '../support/actions';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from './search-support';

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
const LOVE_PARALLEL = '/simple-results?q=love&version=kjv&page=1&parallel=true';

function column(page: Page, name: string) {
  return page.getByRole('region', { name: `${name} column` });
}

const kjvColumn = (page: Page) => column(page, 'Made-up KJV (test fixture)');
const rstneColumn = (page: Page) => column(page, 'Made-up RSTNE (test fixture)');

/** Counts the batch look-ups the page sends. */
function countBatches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/reference-lookup/batch') count++;
  });
  return () => count;
}

test.describe('parallel', () => {
  test('from a search with the PARALLEL toggle: two columns paired by reference, missing verses said so', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('love');
    await page.getByRole('button', { name: 'PARALLEL' }).click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=1&parallel=true');
    await expect(rstneColumn(page), 'the special edition column').toBeVisible();
    const rows = rstneColumn(page).locator('[data-pair]');
    await expect(
      rows.filter({ hasText: 'John 13:34' }).getByText('you love one another'),
      'a pair',
    ).toBeVisible();
    await expect(
      rows.filter({ hasText: 'Genesis 29:20' }).getByText('(Not available in RSTNE)'),
      'Genesis 29:20 missing from the special edition',
    ).toBeVisible();
    await expect(
      rows.filter({ hasText: '1 John 1:5' }).getByText('(Not available in RSTNE)'),
      '1 John 1:5 missing from the special edition',
    ).toBeVisible();
    expect(await kjvColumn(page).locator('[data-pair]').count(), 'paired rows').toBe(await rows.count());
    await expectNoSeriousViolations(page, 'the parallel view');
  });

  test('each pair of verses starts at the same height in both columns, which the page scrolls', async ({
    page,
  }) => {
    await page.goto(LOVE_PARALLEL);
    const left = kjvColumn(page);
    const right = rstneColumn(page);
    await expect(
      right.getByText('(made-up special edition 3.1)', { exact: false }),
      'the texts',
    ).toBeVisible();
    // One grid's rows hold both columns (decision 261): no column scrolls on its own, no pair drifts.
    const offsets = await page.getByRole('region', { name: 'Parallel view' }).evaluate((view) =>
      [...view.querySelectorAll<HTMLElement>('[data-column="left"] [data-pair]')].map((row) => {
        const pair = view.querySelector(`[data-column="right"] [data-pair="${row.dataset.pair}"]`)!;
        return Math.round(Math.abs(row.getBoundingClientRect().top - pair.getBoundingClientRect().top));
      }),
    );
    expect(offsets.length, 'pairs').toBeGreaterThan(12);
    expect(new Set(offsets), 'how far apart each pair starts (px)').toEqual(new Set([0]));
    for (const column of [left, right]) {
      expect(
        await column.evaluate((element) => element.scrollHeight - element.clientHeight),
        'a column hidden in a scroller',
      ).toBeLessThanOrEqual(1);
    }
  });

  test("click a word with a Strong's number: the same number lights up in both columns", async ({ page }) => {
    await page.goto(LOVE_PARALLEL);
    const word = kjvColumn(page).locator('button[data-strongs="G26"]').first();
    await expect(
      rstneColumn(page).locator('button[data-strongs="G26"]').first(),
      'numbered words on the right',
    ).toBeVisible();
    await word.click();
    await expect(word).toHaveAttribute('aria-pressed', 'true');
    await expect(rstneColumn(page).locator('button[data-strongs="G26"]').first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      await page.locator('button[data-strongs="G2316"][aria-pressed="true"]').count(),
      'other numbers stay dark',
    ).toBe(0);
    await expect(page.getByText('Showing G26 in both columns.'), 'the status line').toBeVisible();
    await word.click();
    await expect(rstneColumn(page).locator('button[data-strongs="G26"]').first()).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('the same references are not fetched twice; a failed look-up shows the catalogue texts', async ({
    page,
  }) => {
    const batches = countBatches(page);
    await page.goto(LOVE_PARALLEL);
    await expect(rstneColumn(page).getByText('you love one another'), 'the comparison').toBeVisible();
    const first = batches();
    await page.getByRole('switch', { name: 'Parallel View (RSTNE)' }).click();
    await expect(page.getByRole('region', { name: 'Parallel view' }), 'the parallel view').toBeHidden();
    await page.getByRole('switch', { name: 'Parallel View (RSTNE)' }).click();
    await expect(rstneColumn(page).getByText('you love one another'), 'the comparison again').toBeVisible();
    expect(batches(), 'no new look-up for the same references').toBe(first);

    await page.route('**/api/reference-lookup/batch', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/simple-results?q=love&version=kjv&page=2&parallel=true');
    await expect(
      page.getByText('Could not load RSTNE text for comparison'),
      'the failure title',
    ).toBeVisible();
    await expect(
      page.getByText('Please try a different reference or check your connection.'),
      'the failure description',
    ).toBeVisible();
    await expect(
      rstneColumn(page).getByText('(RSTNE lookup temporarily unavailable)').first(),
      'each verse',
    ).toBeVisible();
  });

  test('in the reader, with a phone: verses stacked, no Rotate banner (screenshot at 375 px)', async ({
    newPage,
  }) => {
    const phone = await newPage({ viewport: { width: 375, height: 812 } });
    await phone.goto('/bible/1John/1?view=parallel');
    // Below 768 px each verse shows both texts, one under the other (decision 231).
    await expect(
      phone
        .getByRole('list', { name: 'Verses side by side' })
        .locator('[data-column="right"]')
        .getByText('(made-up special edition 1.1)', { exact: false }),
      'texts',
    ).toBeVisible();
    // The stacked verses read well upright: the Rotate banner is dropped (decision 261).
    await expect(phone.getByText('Rotate device for better view'), 'no rotate banner').toHaveCount(0);
    mkdirSync(artifacts, { recursive: true });
    await phone.screenshot({ path: path.join(artifacts, 'parallel-375.png') });
    await expectNoSeriousViolations(phone, 'the parallel view at 375 px');
  });

  test('the PARALLEL toggle flourishes after it appears, unless motion is reduced', async ({
    page,
    newPage,
  }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'PARALLEL' });
    await expect(toggle).toHaveAttribute('data-flourish', 'running', { timeout: 5_000 });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const calm = await newPage({ reducedMotion: 'reduce' });
    // A fake clock: once the page is live (its first-flourish timer set), the second that timer waits for
    // passes at once.
    await calm.clock.install();
    await calm.goto('/');
    const still = calm.getByRole('button', { name: 'PARALLEL' });
    await expect(still, 'the toggle').toBeVisible();
    await calm.clock.runFor(1_000);
    expect(await still.getAttribute('data-flourish'), 'no flourish with reduced motion').toBeNull();
  });

  test('developer pages: live figures, the toggle demo and a test session that is not an administrator', async ({
    page,
  }) => {
    await page.goto('/genesis-test');
    await expect(page.getByRole('heading', { name: 'RSTNE Genesis Test' }), 'the Genesis test').toBeVisible();
    await expect(page.getByText('No verses found'), 'no Genesis 12 in the made-up edition').toBeVisible();
    await expect(page.getByText('RSTNE: 35 verses, 2 books, 6 chapters'), 'live figures').toBeVisible();

    await page.goto('/parallel-toggle-test');
    await page.getByRole('button', { name: 'PARALLEL' }).click();
    await expect(page.getByRole('region', { name: 'Parallel view' }), 'the parallel view').toBeVisible();
    await page.getByRole('button', { name: 'Create Test Session' }).click();
    await expectToast(page, 'Session Created');
    await expect(page.getByText(/^test_[0-9a-f]{10} \(user\)$/), 'signed in with role user').toBeVisible();
    await page.getByRole('button', { name: 'Verify Session' }).click();
    await expectToast(page, 'Session Active');
    await expectNoSeriousViolations(page, '/parallel-toggle-test');

    await page.goto('/mockup-preview');
    await expect(page.getByRole('region', { name: 'Preview frame' }), 'the mockup frame').toBeVisible();
    await expect(page.getByText(/^\d+ results • Page 1 of \d+$/), 'live result counts').toBeVisible();
  });
});
