import assert from 'node:assert/strict';
import { expectPath, expectVisible } from '../harness/expect';
import { toasts } from '../harness/actions';
import { defineJourneys } from '../harness/types';

export const journeys = defineJourneys('search', [
  {
    name: 'the home search form goes to /simple-results with the query, version and page 1',
    run: async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search the Bible' });
      await expectVisible(box, 'the search box');
      await box.fill('light of the world');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expectPath(page, '/simple-results?q=light%20of%20the%20world&version=kjv&page=1');
    },
  },
  {
    name: "the Strong's switch and PARALLEL toggle add their flags",
    run: async ({ page }) => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('Genesis 2');
      await page.getByRole('switch', { name: "Enable Strong's Numbers Lookup" }).click();
      await page.getByRole('button', { name: 'PARALLEL' }).click();
      await page.getByRole('searchbox', { name: 'Search the Bible' }).press('Enter');
      await expectPath(page, '/simple-results?q=Genesis%202&version=kjv&page=1&strongs=true&parallel=true');
    },
  },
  {
    name: 'whitespace-only input is ignored silently',
    run: async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search the Bible' });
      await box.fill('   ');
      await box.press('Enter');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForTimeout(500);
      const url = new URL(page.url());
      assert.equal(url.pathname, '/', 'the page should not have moved');
      assert.equal(await toasts(page).count(), 0, 'no toast');
    },
  },
]);
