import { expectToast } from '../support/actions';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, expectResultsLine, strongsPopup } from './search-support';

const GENESIS_1_1 = '/simple-results?q=Genesis%201%3A1&version=kjv&page=1&strongs=true';

test.describe("search › Strong's", () => {
  test('a superscript opens the popup with its tabs; a scholarly Scripture link searches the reference', async ({
    page,
  }) => {
    await page.goto(GENESIS_1_1);
    await page.getByRole('button', { name: "Strong's H430 (" }).first().click();
    const popup = strongsPopup(page, 'H430');
    await expect(popup, 'the popup').toBeVisible();
    await expect(popup.getByText('אֱלֹהִים', { exact: true }), 'the Hebrew word').toBeVisible();
    await expect(popup.getByText('supreme God (fixture)', { exact: false }), 'the definition').toBeVisible();
    const tabs = await popup.getByRole('tab').allInnerTexts();
    expect(tabs).toEqual(['Definition', 'KJV Usage', 'Scholarly', 'Origin']);

    await popup.getByRole('tab', { name: 'KJV Usage' }).click();
    await expect(
      popup.getByText('verses in the KJV', { exact: false }),
      'the occurrence count',
    ).toBeVisible();
    expect(await popup.getByRole('tabpanel').innerText()).toMatch(/H430 occurs in 5 verses in the KJV/);
    await expect(
      popup.getByText('angels, X exceeding', { exact: false }),
      'the dictionary usage line',
    ).toBeVisible();

    await popup.getByRole('tab', { name: 'Origin' }).click();
    await expect(popup.getByRole('button', { name: 'H433' }), 'the linked origin number').toBeVisible();
    await expect(popup.getByText('Noun Masculine').last(), 'the part of speech').toBeVisible();

    await popup.getByRole('tab', { name: 'Scholarly' }).click();
    await expect(popup.getByText('rulers, judges'), 'the BDB article').toBeVisible();
    expect(await popup.locator('script, img').count(), 'nothing executable from the article').toBe(0);
    await popup.getByRole('link', { name: 'Gn 1:1' }).click();
    await expect(page).toHavePath('/simple-results?q=Genesis%201%3A1&version=kjv&page=1');
    await expect(popup, 'the popup after following a link').toBeHidden();
  });

  test('the popup: next and previous numbers, not found, Paleo-Hebrew, Copy, Share fallback, Export', async ({
    newPage,
  }) => {
    const page = await newPage({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    // A browser without the Web Share API, as desktop Chromium on Linux is.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
    // Genesis 2:1 of the made-up text tags "host" with H9999, which no dictionary has.
    await page.goto('/simple-results?q=Genesis%202%3A1&version=kjv&page=1&strongs=true');
    await page.getByRole('button', { name: "Strong's H9999 (" }).first().click();
    await expect(
      strongsPopup(page, 'H9999').getByText("Strong's number H9999 not found in dictionary", {
        exact: true,
      }),
      'the not-found state',
    ).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(GENESIS_1_1);
    await page.getByRole('button', { name: "Strong's H430 (" }).first().click();
    await expect(strongsPopup(page, 'H430').getByText('אֱלֹהִים'), 'H430').toBeVisible();

    await page.getByRole('button', { name: 'Next number H431' }).click();
    await expect(strongsPopup(page, 'H431').getByText('lo! (fixture)'), 'H431').toBeVisible();
    await page.getByRole('button', { name: 'Previous number H430' }).click();
    await page.getByRole('button', { name: 'Previous number H429' }).click();
    await expect(strongsPopup(page, 'H429').getByText('these or those (fixture)'), 'H429').toBeVisible();
    await page.getByRole('button', { name: 'Next number H430' }).click();
    await expect(strongsPopup(page, 'H430').getByText('אֱלֹהִים', { exact: true }), 'H430 again').toBeVisible();
    const popup = strongsPopup(page, 'H430');

    await popup.getByRole('switch', { name: 'Paleo-Hebrew' }).click();
    // אלהים: alef, lamed, he, yod, final mem.
    await expect(
      popup.getByText('\u{10900}\u{1090B}\u{10904}\u{10909}\u{1090C}'),
      'Phoenician letters',
    ).toBeVisible();
    const font = await popup
      .getByText('\u{10900}\u{1090B}\u{10904}\u{10909}\u{1090C}')
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font).toMatch(/Noto Sans Phoenician/);

    await popup.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(popup.getByRole('button', { name: 'Copied', exact: true }), 'Copied').toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^H430 \(Hebrew\) אֱלֹהִים/);
    await expect(
      popup.getByRole('button', { name: 'Copy', exact: true }),
      'Copy again after 2 s',
    ).toBeVisible({ timeout: 4_000 });

    await popup.getByRole('button', { name: 'Share', exact: true }).click();
    await expectToast(
      page,
      'Share not supported',
      "Your browser doesn't support direct sharing. Definition copied to clipboard instead.",
    );

    const download = page.waitForEvent('download');
    await popup.getByRole('button', { name: 'Export', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('strongs-H430.txt');

    await expect(popup.getByRole('link', { name: 'Open in Concordance' })).toHaveAttribute(
      'href',
      '/concordance/H430',
    );
  });

  test('the popup shows an error with Try Again when the dictionary fails', async ({ page }) => {
    let fail = true;
    await page.route('**/api/strongs/definition/H776', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
        : route.continue(),
    );
    await page.goto(GENESIS_1_1);
    await page.getByRole('button', { name: "Strong's H776 (" }).first().click();
    const popup = strongsPopup(page, 'H776');
    await expect(popup.getByText("Failed to fetch Strong's definition"), 'the error').toBeVisible();
    fail = false;
    await popup.getByRole('button', { name: 'Try Again' }).click();
    await expect(popup.getByText('the earth, the land (fixture)'), 'the entry after Try Again').toBeVisible();
  });

  test('/strongs-results: 30 a page, COPY, the STRONG’S link, word buttons, numbered pager, analytics', async ({
    newPage,
  }) => {
    const page = await newPage({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const analytics = page.waitForRequest(
      (request) => request.url().endsWith('/api/analytics/search') && request.method() === 'POST',
    );
    await page.goto('/strongs-results?q=G26');
    await expect(
      page.getByText('Showing 1-30 of 33 results for "G26"', { exact: true }),
      'the count',
    ).toBeVisible();
    expect((await analytics).postDataJSON()).toEqual({
      searchTerm: 'G26',
      resultCount: 33,
      searchType: 'strongs',
    });
    expect(await page.locator('main ol > li').count()).toBe(30);

    const first = page.locator('main ol > li').first();
    await first.getByRole('button', { name: /^COPY/ }).click();
    await expect(first.getByRole('button', { name: /^COPIED!/ }), 'COPIED!').toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^1 John 1:1 Beloved, let love abide/,
    );
    await expect(first.getByRole('button', { name: /^COPY/ }), 'COPY again after 2 s').toBeVisible({
      timeout: 4_000,
    });
    await expect(first.getByRole('link', { name: /^STRONG’S/ })).toHaveAttribute(
      'href',
      '/strongs/verse/62/1/1',
    );

    await first.getByRole('button', { name: "Strong's G26 (love)" }).first().click();
    await expect(
      strongsPopup(page, 'G26').getByText('ἀγάπη', { exact: true }),
      'the G26 popup',
    ).toBeVisible();
    await page.keyboard.press('Escape');

    const pager = page.getByRole('navigation', { name: 'Result pages' });
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('listitem').allInnerTexts()).toEqual(['1', '2']);
    await page.mouse.wheel(0, 4000);
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(
      page.getByText('Showing 31-33 of 33 results for "G26"', { exact: true }),
      'page 2',
    ).toBeVisible();
    await expect(page).toHavePath('/strongs-results?q=G26&page=2');
    expect(await page.evaluate(() => window.scrollY), 'scrolled to the top').toBe(0);
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(
      page.getByText('Showing 1-30 of 33 results for "G26"', { exact: true }),
      'back on page 1',
    ).toBeVisible();
  });

  test('/strongs-results: home without a query, "No results found", the error state; the verse page', async ({
    page,
  }) => {
    await page.goto('/strongs-results');
    await expect(page).toHavePath('/');

    await page.goto('/strongs-results?q=xyzzy');
    await expect(page.getByText('No results found', { exact: true }), 'the empty state').toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHavePath('/');

    const searchCall = (url: URL) => url.pathname === '/api/search-strongs';
    await page.route(searchCall, (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/strongs-results?q=love');
    await expect(
      page.getByText('There was an error fetching search results. Please try again.', { exact: true }),
      'the error state',
    ).toBeVisible();
    await expect(
      page.getByRole('alert').getByText('Search failed', { exact: true }),
      'the "Search failed" title',
    ).toBeVisible();
    await page.unroute(searchCall);

    await page.goto('/strongs/verse/1/1/1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Genesis 1:1' }),
      'the verse heading',
    ).toBeVisible();
    const row = page.getByRole('row', { name: /In the beginning/ });
    await row.getByRole('button', { name: 'H7225' }).click();
    await expect(
      strongsPopup(page, 'H7225').getByText('רֵאשִׁית', { exact: true }),
      'the H7225 popup',
    ).toBeVisible();
  });

  test("the Strong's screens and the open popup have no serious axe finding", async ({ page, newPage }) => {
    await page.goto('/strongs-results?q=G26');
    await expect(page.getByText('Showing 1-30 of 33 results for "G26"'), 'the results').toBeVisible();
    await expectNoSeriousViolations(page, '/strongs-results');
    await page.goto(GENESIS_1_1);
    await expectResultsLine(page, '1 result • Page 1 of 1');
    await page.getByRole('button', { name: "Strong's H430 (" }).first().click();
    const popup = strongsPopup(page, 'H430');
    await expect(popup.getByText('אֱלֹהִים', { exact: true }), 'the popup').toBeVisible();
    await expectNoSeriousViolations(page, "the Strong's popup");
    await popup.getByRole('tab', { name: 'Scholarly' }).click();
    await expectNoSeriousViolations(page, "the popup's Scholarly tab");

    const phone = await newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto('/strongs/verse/1/1/1');
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Genesis 1:1' }),
      'the verse page',
    ).toBeVisible();
    await expectNoSeriousViolations(phone, '/strongs/verse/1/1/1 on a phone');
  });
});
