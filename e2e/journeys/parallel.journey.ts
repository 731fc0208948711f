import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expectAttribute, expectHidden, expectPath, expectVisible } from '../harness/expect';
import { expectToast } from '../harness/actions';
import { defineJourneys } from '../harness/types';
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

export const journeys = defineJourneys('parallel', [
  {
    name: 'from a search with the PARALLEL toggle: two columns paired by reference, missing verses said so',
    run: async ({ page }) => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('love');
      await page.getByRole('button', { name: 'PARALLEL' }).click();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expectPath(page, '/simple-results?q=love&version=kjv&page=1&parallel=true');
      await expectVisible(rstneColumn(page), 'the special edition column');
      const rows = rstneColumn(page).locator('[data-pair]');
      await expectVisible(rows.filter({ hasText: 'John 13:34' }).getByText('you love one another'), 'a pair');
      await expectVisible(
        rows.filter({ hasText: 'Genesis 29:20' }).getByText('(Not available in RSTNE)'),
        'Genesis 29:20 missing from the special edition',
      );
      await expectVisible(
        rows.filter({ hasText: '1 John 1:5' }).getByText('(Not available in RSTNE)'),
        '1 John 1:5 missing from the special edition',
      );
      assert.equal(await kjvColumn(page).locator('[data-pair]').count(), await rows.count(), 'paired rows');
      await expectNoSeriousViolations(page, 'the parallel view');
    },
  },
  {
    name: 'scrolling one column scrolls the other',
    run: async ({ page }) => {
      await page.goto(LOVE_PARALLEL);
      const left = kjvColumn(page);
      const right = rstneColumn(page);
      await expectVisible(right.getByText('(made-up special edition 3.1)', { exact: false }), 'the texts');
      const target = await left.evaluate((element) => {
        const row = element.querySelector<HTMLElement>('[data-pair="12"]')!;
        element.scrollTop = row.offsetTop;
        return row.offsetTop;
      });
      assert.ok(target > 0, 'the left column scrolls');
      const deadline = Date.now() + 5_000;
      let top = -1;
      while (Date.now() < deadline) {
        top = await right.evaluate((element) => {
          const row = element.querySelector<HTMLElement>('[data-pair="12"]')!;
          return Math.abs(element.scrollTop - row.offsetTop);
        });
        if (top < 3) break;
        await page.waitForTimeout(100);
      }
      assert.ok(top < 3, `the right column shows the same pair at the top (off by ${top}px)`);

      await right.evaluate((element) => (element.scrollTop = 0));
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('[data-column="left"]')!.scrollTop < 3,
        undefined,
        { timeout: 5_000 },
      );
    },
  },
  {
    name: "click a word with a Strong's number: the same number lights up in both columns",
    run: async ({ page }) => {
      await page.goto(LOVE_PARALLEL);
      const word = kjvColumn(page).locator('button[data-strongs="G26"]').first();
      await expectVisible(
        rstneColumn(page).locator('button[data-strongs="G26"]'),
        'numbered words on the right',
      );
      await word.click();
      await expectAttribute(word, 'aria-pressed', 'true');
      await expectAttribute(
        rstneColumn(page).locator('button[data-strongs="G26"]').first(),
        'aria-pressed',
        'true',
      );
      assert.equal(
        await page.locator('button[data-strongs="G2316"][aria-pressed="true"]').count(),
        0,
        'other numbers stay dark',
      );
      await expectVisible(page.getByText('Showing G26 in both columns.'), 'the status line');
      await word.click();
      await expectAttribute(
        rstneColumn(page).locator('button[data-strongs="G26"]').first(),
        'aria-pressed',
        'false',
      );
    },
  },
  {
    name: 'the same references are not fetched twice; a failed look-up shows the catalogue texts',
    run: async ({ page }) => {
      const batches = countBatches(page);
      await page.goto(LOVE_PARALLEL);
      await expectVisible(rstneColumn(page).getByText('you love one another'), 'the comparison');
      const first = batches();
      await page.getByRole('switch', { name: 'Parallel View (RSTNE)' }).click();
      await expectHidden(page.getByRole('region', { name: 'Parallel view' }), 'the parallel view');
      await page.getByRole('switch', { name: 'Parallel View (RSTNE)' }).click();
      await expectVisible(rstneColumn(page).getByText('you love one another'), 'the comparison again');
      assert.equal(batches(), first, 'no new look-up for the same references');

      await page.route('**/api/reference-lookup/batch', (route) =>
        route.fulfill({ status: 500, body: '{}' }),
      );
      await page.goto('/simple-results?q=love&version=kjv&page=2&parallel=true');
      await expectVisible(page.getByText('Could not load RSTNE text for comparison'), 'the failure title');
      await expectVisible(
        page.getByText('Please try a different reference or check your connection.'),
        'the failure description',
      );
      await expectVisible(
        rstneColumn(page).getByText('(RSTNE lookup temporarily unavailable)'),
        'each verse',
      );
    },
  },
  {
    name: 'in the reader, with a phone: the Rotate banner (screenshot at 375 px)',
    run: async ({ newPage }) => {
      const phone = await newPage({ viewport: { width: 375, height: 812 } });
      await phone.goto('/bible/1John/1?view=parallel');
      await expectVisible(phone.getByText('Rotate device for better view'), 'the rotate banner');
      await expectVisible(
        rstneColumn(phone).getByText('(made-up special edition 1.1)', { exact: false }),
        'texts',
      );
      mkdirSync(artifacts, { recursive: true });
      await phone.screenshot({ path: path.join(artifacts, 'parallel-375.png') });
      await expectNoSeriousViolations(phone, 'the parallel view at 375 px');
    },
  },
  {
    name: 'the PARALLEL toggle flourishes after it appears, unless motion is reduced',
    run: async ({ page, newPage }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'PARALLEL' });
      await expectAttribute(toggle, 'data-flourish', 'running', 5_000);
      await toggle.click();
      await expectAttribute(toggle, 'aria-pressed', 'true');
      const calm = await newPage({ reducedMotion: 'reduce' });
      await calm.goto('/');
      const still = calm.getByRole('button', { name: 'PARALLEL' });
      await expectVisible(still, 'the toggle');
      await calm.waitForTimeout(1_000);
      assert.equal(await still.getAttribute('data-flourish'), null, 'no flourish with reduced motion');
    },
  },
  {
    name: 'developer pages: live figures, the toggle demo and a test session that is not an administrator',
    run: async ({ page }) => {
      await page.goto('/genesis-test');
      await expectVisible(page.getByRole('heading', { name: 'RSTNE Genesis Test' }), 'the Genesis test');
      await expectVisible(page.getByText('No verses found'), 'no Genesis 12 in the made-up edition');
      await expectVisible(page.getByText('RSTNE: 35 verses, 2 books, 6 chapters'), 'live figures');

      await page.goto('/parallel-toggle-test');
      await page.getByRole('button', { name: 'PARALLEL' }).click();
      await expectVisible(page.getByRole('region', { name: 'Parallel view' }), 'the parallel view');
      await page.getByRole('button', { name: 'Create Test Session' }).click();
      await expectToast(page, 'Session Created');
      await expectVisible(page.getByText(/^test_[0-9a-f]{10} \(user\)$/), 'signed in with role user');
      await page.getByRole('button', { name: 'Verify Session' }).click();
      await expectToast(page, 'Session Active');
      await expectNoSeriousViolations(page, '/parallel-toggle-test');

      await page.goto('/mockup-preview');
      await expectVisible(page.getByRole('region', { name: 'Preview frame' }), 'the mockup frame');
      await expectVisible(page.getByText(/^\d+ results • Page 1 of \d+$/), 'live result counts');
    },
  },
]);
