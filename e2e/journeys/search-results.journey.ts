import assert from 'node:assert/strict';
import { expectAttribute, expectHidden, expectPath, expectVisible } from '../harness/expect';
import { defineJourneys } from '../harness/types';
import {
  HEBREW_VERSION,
  expectNoSeriousViolations,
  expectResultsLine,
  verseReferences,
} from './search-support';

export const journeys = defineJourneys('search results', [
  {
    name: '"love" from the home page: 35 results on two pages, highlighted, Previous/Next, back and forward',
    run: async ({ page }) => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('love');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expectPath(page, '/simple-results?q=love&version=kjv&page=1');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'love' }), 'the query as heading');
      await expectResultsLine(page, '35 results • Page 1 of 2');
      assert.deepEqual((await verseReferences(page)).slice(0, 3), [
        'Genesis 29:20',
        'John 13:34',
        '1 John 1:1',
      ]);
      assert.equal(
        await page.locator('main ol mark').first().innerText(),
        'love',
        'the matched word is marked',
      );
      const link = page.getByRole('link', { name: 'Genesis 29:20' });
      await expectAttribute(link, 'href', '/bible/Gen/29/20');

      const previous = page.getByRole('button', { name: 'Previous' });
      const next = page.getByRole('button', { name: 'Next' });
      assert.equal(await previous.isDisabled(), true, 'Previous is disabled on the first page');
      await next.click();
      await expectPath(page, '/simple-results?q=love&version=kjv&page=2');
      await expectResultsLine(page, '35 results • Page 2 of 2');
      assert.equal(await next.isDisabled(), true, 'Next is disabled on the last page');
      assert.equal((await verseReferences(page)).length, 5);

      await page.goBack();
      await expectPath(page, '/simple-results?q=love&version=kjv&page=1');
      await expectResultsLine(page, '35 results • Page 1 of 2');
      await page.goForward();
      await expectResultsLine(page, '35 results • Page 2 of 2');

      // A search from the results page's own form, then back to the previous query, box included.
      const box = page.getByRole('searchbox', { name: 'Search the Bible' });
      await box.fill('in the beginning');
      await box.press('Enter');
      await expectResultsLine(page, '2 results • Page 1 of 1');
      await page.goBack();
      await expectResultsLine(page, '35 results • Page 2 of 2');
      assert.equal(await box.inputValue(), 'love', 'the box follows the location');
    },
  },
  {
    name: "a phrase, a reference and a Strong's number; no pager with a single page",
    run: async ({ page }) => {
      await page.goto('/simple-results?q=%22in%20the%20beginning%22&version=kjv&page=1');
      await expectResultsLine(page, '2 results • Page 1 of 1');
      assert.deepEqual(await verseReferences(page), ['Genesis 1:1', 'John 1:1']);
      assert.equal(await page.locator('main ol mark').first().innerText(), 'In the beginning');
      assert.equal(await page.getByRole('button', { name: 'Next' }).count(), 0, 'no pager for one page');

      await page.goto('/simple-results?q=John%203%3A16&version=kjv&page=1');
      await expectResultsLine(page, '1 result • Page 1 of 1');
      await expectAttribute(page.getByRole('link', { name: 'John 3:16' }), 'href', '/bible/John/3/16');
      await expectVisible(page.getByText('For God so loved the world', { exact: false }), 'the verse text');

      await page.goto('/simple-results?q=H430&version=kjv&page=1');
      await expectResultsLine(page, '5 results • Page 1 of 1');
      assert.deepEqual((await verseReferences(page)).slice(0, 2), ['Genesis 1:1', 'Genesis 1:2']);
    },
  },
  {
    name: "empty states, the server's error message with Try Again, and the /search redirect",
    run: async ({ page }) => {
      await page.goto('/simple-results');
      await expectVisible(
        page.getByText('Enter a search term to begin', { exact: true }),
        'the no-query state',
      );

      await page.goto('/results?q=xyzzy&version=kjv&page=1');
      await expectVisible(
        page.getByText('No results found for "xyzzy"', { exact: true }),
        'the no-results state',
      );

      await page.goto('/simple-results?q=Genesis%2051%3A1&version=kjv&page=1');
      const alert = page.getByRole('alert').filter({ hasText: 'Genesis has 50 chapters' });
      await expectVisible(alert, 'the server message');
      await expectVisible(alert.getByText('Search failed', { exact: true }), 'the "Search failed" title');
      await expectVisible(alert.getByRole('button', { name: 'Try Again' }), 'Try Again');

      await page.goto('/search?q=H430');
      await expectPath(page, '/simple-results?q=H430&version=kjv&page=1');
      await expectResultsLine(page, '5 results • Page 1 of 1');
    },
  },
  {
    name: "the Strong's switch keeps the page and shows superscripts; the parallel switch shows the parallel view",
    run: async ({ page }) => {
      await page.goto('/simple-results?q=love&version=kjv&page=2');
      await expectResultsLine(page, '35 results • Page 2 of 2');
      assert.equal(
        await page.getByRole('button', { name: "Strong's G26" }).count(),
        0,
        'no numbers when off',
      );
      await page.getByRole('switch', { name: "Strong's Numbers" }).click();
      await expectPath(page, '/simple-results?q=love&version=kjv&page=2&strongs=true');
      const superscript = page.locator('sup').getByRole('button', { name: "Strong's G26" }).first();
      await expectVisible(superscript, 'a G26 superscript');

      await page.getByRole('switch', { name: 'Parallel View (RSTNE)' }).click();
      await expectPath(page, '/simple-results?q=love&version=kjv&page=2&strongs=true&parallel=true');
      await expectVisible(page.getByRole('region', { name: 'Parallel view' }), 'the parallel view');
      await expectVisible(superscript, 'numbers in the parallel view');

      await page.goBack();
      await expectPath(page, '/simple-results?q=love&version=kjv&page=2&strongs=true');
      await expectHidden(page.getByRole('region', { name: 'Parallel view' }), 'the parallel view');
      assert.equal(
        await page.getByRole('switch', { name: 'Parallel View (RSTNE)' }).getAttribute('aria-checked'),
        'false',
      );
    },
  },
  {
    name: 'all versions: grouped by version with counts; the Hebrew version right-to-left in the Hebrew font',
    run: async ({ page }) => {
      await page.goto('/simple-results?q=Genesis%201%3A1&version=all&page=1');
      await expectResultsLine(page, '2 results • Page 1 of 1');
      for (const name of ['Made-up KJV (test fixture)', 'Made-up Hebrew (test fixture)']) {
        const section = page.getByRole('region', { name });
        await expectVisible(section, `the ${name} section`);
        await expectVisible(section.getByText('1 result', { exact: true }), `the count of ${name}`);
      }

      await page.goto(`/simple-results?q=Genesis%201%3A1-3&version=${HEBREW_VERSION}&page=1&strongs=true`);
      await expectResultsLine(page, '3 results • Page 1 of 1');
      const verse = page.locator('main ol p[lang="he"]').first();
      await expectAttribute(verse, 'dir', 'rtl');
      const font = await verse.evaluate((element) => getComputedStyle(element).fontFamily);
      assert.match(font, /Noto Serif Hebrew/, 'the Hebrew font');
      assert.equal(await verse.evaluate((element) => getComputedStyle(element).direction), 'rtl');
      await expectVisible(verse.getByRole('button', { name: "Strong's H430" }), 'superscripts in Hebrew');
    },
  },
  {
    name: 'the sidebar: Get RSTNE only with a purchase link, Biblical Resources and the Support box',
    run: async ({ page }) => {
      await page.goto('/simple-results?q=love&version=kjv&page=1');
      const sidebar = page.getByRole('complementary', { name: 'Resources' });
      await expectVisible(sidebar.getByRole('link', { name: 'Support' }), 'the Support box');
      for (const [name, href] of [
        ['Hebrew Learning', '/hebrew-learning'],
        ['Concordance', '/concordance'],
        ['Bible Search', '/'],
      ]) {
        await expectAttribute(sidebar.getByRole('link', { name }), 'href', href!);
      }
      assert.equal(
        await sidebar.getByRole('link', { name: /Get RSTNE/ }).count(),
        0,
        'no purchase link by default',
      );

      // The purchase link is a system setting; GET /api/site carries it.
      await page.route('**/api/site', async (route) => {
        const site = (await (await route.fetch()).json()) as Record<string, unknown>;
        await route.fulfill({ json: { ...site, purchaseUrl: 'https://shop.example/rstne' } });
      });
      await page.reload();
      const purchase = sidebar.getByRole('link', { name: /Get RSTNE/ });
      await expectAttribute(purchase, 'href', 'https://shop.example/rstne');
      await expectAttribute(purchase, 'target', '_blank');
    },
  },
  {
    name: 'the search help page is linked from the form and renders the syntax',
    run: async ({ page }) => {
      await page.goto('/simple-results?q=love&version=kjv&page=1');
      await page.getByRole('link', { name: 'Search help' }).click();
      await expectPath(page, '/search-help');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'How to search' }), 'the help heading');
      await expectVisible(page.getByRole('heading', { name: "Strong's numbers" }), 'a section heading');
      await expectVisible(page.getByRole('table').first(), 'a syntax table');
      await expectVisible(page.locator('code', { hasText: 'love in:John' }), 'an example');
    },
  },
  {
    name: "the results pages have no serious axe finding (Strong's on, desktop and phone)",
    run: async ({ page, newPage }) => {
      await page.goto('/simple-results?q=love&version=kjv&page=1&strongs=true');
      await expectResultsLine(page, '35 results • Page 1 of 2');
      await expectNoSeriousViolations(page, 'the results page');
      await page.goto('/simple-results?q=Genesis%201%3A1&version=all&page=1&strongs=true');
      await expectResultsLine(page, '2 results • Page 1 of 1');
      await expectNoSeriousViolations(page, 'the all-versions results');
      await page.goto('/simple-results');
      await expectVisible(page.getByText('Enter a search term to begin'), 'the empty state');
      await expectNoSeriousViolations(page, 'the empty results page');
      await page.goto('/search-help');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'How to search' }), 'the help heading');
      await expectNoSeriousViolations(page, '/search-help');

      const phone = await newPage({ viewport: { width: 375, height: 740 } });
      await phone.goto(`/simple-results?q=Genesis%201%3A1-3&version=${HEBREW_VERSION}&page=1&strongs=true`);
      await expectResultsLine(phone, '3 results • Page 1 of 1');
      await expectNoSeriousViolations(phone, 'the Hebrew results on a phone');
    },
  },
]);
