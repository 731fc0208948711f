import assert from 'node:assert/strict';
import { expectToast } from '../harness/actions';
import { expectAttribute, expectHidden, expectPath, expectVisible } from '../harness/expect';
import { defineJourneys } from '../harness/types';
import { expectNoSeriousViolations, expectResultsLine, strongsPopup } from './search-support';

const GENESIS_1_1 = '/simple-results?q=Genesis%201%3A1&version=kjv&page=1&strongs=true';

export const journeys = defineJourneys("search › Strong's", [
  {
    name: 'a superscript opens the popup with its tabs; a scholarly Scripture link searches the reference',
    run: async ({ page }) => {
      await page.goto(GENESIS_1_1);
      await page.locator('sup').getByRole('button', { name: "Strong's H430" }).click();
      const popup = strongsPopup(page, 'H430');
      await expectVisible(popup, 'the popup');
      await expectVisible(popup.getByText('אֱלֹהִים', { exact: true }), 'the Hebrew word');
      await expectVisible(popup.getByText('supreme God (fixture)', { exact: false }), 'the definition');
      const tabs = await popup.getByRole('tab').allInnerTexts();
      assert.deepEqual(tabs, ['Definition', 'KJV Usage', 'Scholarly', 'Theological']);

      await popup.getByRole('tab', { name: 'KJV Usage' }).click();
      await expectVisible(popup.getByText('verses in the KJV', { exact: false }), 'the occurrence count');
      assert.match(await popup.getByRole('tabpanel').innerText(), /H430 occurs in 5 verses in the KJV/);
      await expectVisible(
        popup.getByText('angels, X exceeding', { exact: false }),
        'the dictionary usage line',
      );

      await popup.getByRole('tab', { name: 'Theological' }).click();
      await expectVisible(popup.getByRole('button', { name: 'H433' }), 'the linked origin number');
      await expectVisible(popup.getByText('Noun Masculine').last(), 'the part of speech');

      await popup.getByRole('tab', { name: 'Scholarly' }).click();
      await expectVisible(popup.getByText('rulers, judges'), 'the BDB article');
      assert.equal(await popup.locator('script, img').count(), 0, 'nothing executable from the article');
      await popup.getByRole('link', { name: 'Gn 1:1' }).click();
      await expectPath(page, '/simple-results?q=Genesis%201%3A1&version=kjv&page=1');
      await expectHidden(popup, 'the popup after following a link');
    },
  },
  {
    name: 'the popup: next and previous numbers, not found, Paleo-Hebrew, Copy, Share fallback, Export',
    run: async ({ newPage }) => {
      const page = await newPage({
        viewport: { width: 1280, height: 800 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      // A browser without the Web Share API, as desktop Chromium on Linux is.
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined }),
      );
      // Genesis 2:1 of the made-up text tags "host" with H9999, which no dictionary has.
      await page.goto('/simple-results?q=Genesis%202%3A1&version=kjv&page=1&strongs=true');
      await page.locator('sup').getByRole('button', { name: "Strong's H9999" }).click();
      await expectVisible(
        strongsPopup(page, 'H9999').getByText("Strong's number H9999 not found in dictionary", {
          exact: true,
        }),
        'the not-found state',
      );
      await page.keyboard.press('Escape');

      await page.goto(GENESIS_1_1);
      await page.locator('sup').getByRole('button', { name: "Strong's H430" }).click();
      await expectVisible(strongsPopup(page, 'H430').getByText('אֱלֹהִים'), 'H430');

      await page.getByRole('button', { name: 'Next number H431' }).click();
      await expectVisible(strongsPopup(page, 'H431').getByText('lo! (fixture)'), 'H431');
      await page.getByRole('button', { name: 'Previous number H430' }).click();
      await page.getByRole('button', { name: 'Previous number H429' }).click();
      await expectVisible(strongsPopup(page, 'H429').getByText('these or those (fixture)'), 'H429');
      await page.getByRole('button', { name: 'Next number H430' }).click();
      await expectVisible(strongsPopup(page, 'H430').getByText('אֱלֹהִים', { exact: true }), 'H430 again');
      const popup = strongsPopup(page, 'H430');

      await popup.getByRole('switch', { name: 'Paleo-Hebrew' }).click();
      // אלהים: alef, lamed, he, yod, final mem.
      await expectVisible(
        popup.getByText('\u{10900}\u{1090B}\u{10904}\u{10909}\u{1090C}'),
        'Phoenician letters',
      );
      const font = await popup
        .getByText('\u{10900}\u{1090B}\u{10904}\u{10909}\u{1090C}')
        .evaluate((element) => getComputedStyle(element).fontFamily);
      assert.match(font, /Noto Sans Phoenician/);

      await popup.getByRole('button', { name: 'Copy', exact: true }).click();
      await expectVisible(popup.getByRole('button', { name: 'Copied', exact: true }), 'Copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /^H430 \(Hebrew\) אֱלֹהִים/);
      await expectVisible(
        popup.getByRole('button', { name: 'Copy', exact: true }),
        'Copy again after 2 s',
        4000,
      );

      await popup.getByRole('button', { name: 'Share', exact: true }).click();
      await expectToast(
        page,
        'Share not supported',
        "Your browser doesn't support direct sharing. Definition copied to clipboard instead.",
      );

      const download = page.waitForEvent('download');
      await popup.getByRole('button', { name: 'Export', exact: true }).click();
      assert.equal((await download).suggestedFilename(), 'strongs-H430.txt');

      await expectAttribute(
        popup.getByRole('link', { name: 'Open in Concordance' }),
        'href',
        '/concordance/H430',
      );
    },
  },
  {
    name: 'the popup shows an error with Try Again when the dictionary fails',
    run: async ({ page }) => {
      let fail = true;
      await page.route('**/api/strongs/definition/H776', (route) =>
        fail
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
          : route.continue(),
      );
      await page.goto(GENESIS_1_1);
      await page.locator('sup').getByRole('button', { name: "Strong's H776" }).click();
      const popup = strongsPopup(page, 'H776');
      await expectVisible(popup.getByText("Failed to fetch Strong's definition"), 'the error');
      fail = false;
      await popup.getByRole('button', { name: 'Try Again' }).click();
      await expectVisible(popup.getByText('the earth, the land (fixture)'), 'the entry after Try Again');
    },
  },
  {
    name: '/strongs-results: 30 a page, COPY, the STRONGS link, word buttons, numbered pager, analytics',
    run: async ({ newPage }) => {
      const page = await newPage({
        viewport: { width: 1280, height: 800 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const analytics = page.waitForRequest(
        (request) => request.url().endsWith('/api/analytics/search') && request.method() === 'POST',
      );
      await page.goto('/strongs-results?q=G26');
      await expectVisible(
        page.getByText('Showing 1-30 of 33 results for "G26"', { exact: true }),
        'the count',
      );
      assert.deepEqual((await analytics).postDataJSON(), {
        searchTerm: 'G26',
        resultCount: 33,
        searchType: 'strongs',
      });
      assert.equal(await page.locator('main ol > li').count(), 30);

      const first = page.locator('main ol > li').first();
      await first.getByRole('button', { name: /^COPY/ }).click();
      await expectVisible(first.getByRole('button', { name: /^COPIED!/ }), 'COPIED!');
      assert.match(
        await page.evaluate(() => navigator.clipboard.readText()),
        /^1 John 1:1 Beloved, let love abide/,
      );
      await expectVisible(first.getByRole('button', { name: /^COPY/ }), 'COPY again after 2 s', 4000);
      await expectAttribute(first.getByRole('link', { name: /^STRONGS/ }), 'href', '/strongs/verse/62/1/1');

      await first.getByRole('button', { name: "Strong's G26 (love)" }).first().click();
      await expectVisible(strongsPopup(page, 'G26').getByText('ἀγάπη', { exact: true }), 'the G26 popup');
      await page.keyboard.press('Escape');

      const pager = page.getByRole('navigation', { name: 'Result pages' });
      assert.equal(await pager.getByRole('button', { name: 'Previous' }).isDisabled(), true);
      assert.deepEqual(await pager.getByRole('listitem').allInnerTexts(), ['1', '2']);
      await page.mouse.wheel(0, 4000);
      await pager.getByRole('button', { name: 'Page 2' }).click();
      await expectVisible(page.getByText('Showing 31-33 of 33 results for "G26"', { exact: true }), 'page 2');
      await expectPath(page, '/strongs-results?q=G26&page=2');
      assert.equal(await page.evaluate(() => window.scrollY), 0, 'scrolled to the top');
      assert.equal(await pager.getByRole('button', { name: 'Next' }).isDisabled(), true);
      await expectAttribute(pager.getByRole('button', { name: 'Page 2' }), 'aria-current', 'page');
      await page.goBack();
      await expectVisible(
        page.getByText('Showing 1-30 of 33 results for "G26"', { exact: true }),
        'back on page 1',
      );
    },
  },
  {
    name: '/strongs-results: home without a query, "No results found", the error state; the verse page',
    run: async ({ page }) => {
      await page.goto('/strongs-results');
      await expectPath(page, '/');

      await page.goto('/strongs-results?q=xyzzy');
      await expectVisible(page.getByText('No results found', { exact: true }), 'the empty state');
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expectPath(page, '/');

      const searchCall = (url: URL) => url.pathname === '/api/search-strongs';
      await page.route(searchCall, (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.goto('/strongs-results?q=love');
      await expectVisible(
        page.getByText('There was an error fetching search results. Please try again.', { exact: true }),
        'the error state',
      );
      await expectVisible(
        page.getByRole('alert').getByText('Search failed', { exact: true }),
        'the "Search failed" title',
      );
      await page.unroute(searchCall);

      await page.goto('/strongs/verse/1/1/1');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Genesis 1:1' }), 'the verse heading');
      const row = page.getByRole('row', { name: /In the beginning/ });
      await row.getByRole('button', { name: 'H7225' }).click();
      await expectVisible(strongsPopup(page, 'H7225').getByText('רֵאשִׁית', { exact: true }), 'the H7225 popup');
    },
  },
  {
    name: "the Strong's screens and the open popup have no serious axe finding",
    run: async ({ page, newPage }) => {
      await page.goto('/strongs-results?q=G26');
      await expectVisible(page.getByText('Showing 1-30 of 33 results for "G26"'), 'the results');
      await expectNoSeriousViolations(page, '/strongs-results');
      await page.goto(GENESIS_1_1);
      await expectResultsLine(page, '1 result • Page 1 of 1');
      await page.locator('sup').getByRole('button', { name: "Strong's H430" }).click();
      const popup = strongsPopup(page, 'H430');
      await expectVisible(popup.getByText('אֱלֹהִים', { exact: true }), 'the popup');
      await expectNoSeriousViolations(page, "the Strong's popup");
      await popup.getByRole('tab', { name: 'Scholarly' }).click();
      await expectNoSeriousViolations(page, "the popup's Scholarly tab");

      const phone = await newPage({ viewport: { width: 375, height: 740 } });
      await phone.goto('/strongs/verse/1/1/1');
      await expectVisible(phone.getByRole('heading', { level: 1, name: 'Genesis 1:1' }), 'the verse page');
      await expectNoSeriousViolations(phone, '/strongs/verse/1/1/1 on a phone');
    },
  },
]);
