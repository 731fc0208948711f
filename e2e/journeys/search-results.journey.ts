import { expect, test } from '../support/test';
import {
  HEBREW_VERSION,
  expectNoSeriousViolations,
  expectResultsLine,
  verseReferences,
} from './search-support';

test.describe('search results', () => {
  test('"love" from the home page: 35 results on two pages, highlighted, Previous/Next, back and forward', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('love');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=1');
    await expect(page.getByRole('heading', { level: 1, name: 'love' }), 'the query as heading').toBeVisible();
    await expectResultsLine(page, '35 results • Page 1 of 2');
    expect((await verseReferences(page)).slice(0, 3)).toEqual(['Genesis 29:20', 'John 13:34', '1 John 1:1']);
    expect(await page.locator('main ol mark').first().innerText(), 'the matched word is marked').toBe('love');
    const link = page.getByRole('link', { name: 'Genesis 29:20' });
    await expect(link).toHaveAttribute('href', '/bible/Gen/29/20');

    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled(), 'Previous is disabled on the first page').toBe(true);
    await next.click();
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=2');
    await expectResultsLine(page, '35 results • Page 2 of 2');
    expect(await next.isDisabled(), 'Next is disabled on the last page').toBe(true);
    // The list may still show page 1 for a moment (the previous answer is kept while the next one loads).
    await expect.poll(() => verseReferences(page)).toHaveLength(5);

    await page.goBack();
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=1');
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
    expect(await box.inputValue(), 'the box follows the location').toBe('love');
  });

  test("a phrase, a reference and a Strong's number; no pager with a single page", async ({ page }) => {
    await page.goto('/simple-results?q=%22in%20the%20beginning%22&version=kjv&page=1');
    await expectResultsLine(page, '2 results • Page 1 of 1');
    expect(await verseReferences(page)).toEqual(['Genesis 1:1', 'John 1:1']);
    expect(await page.locator('main ol mark').first().innerText()).toBe('In the beginning');
    expect(await page.getByRole('button', { name: 'Next' }).count(), 'no pager for one page').toBe(0);

    await page.goto('/simple-results?q=John%203%3A16&version=kjv&page=1');
    await expectResultsLine(page, '1 result • Page 1 of 1');
    await expect(page.getByRole('link', { name: 'John 3:16' })).toHaveAttribute('href', '/bible/John/3/16');
    await expect(
      page.getByText('For God so loved the world', { exact: false }),
      'the verse text',
    ).toBeVisible();

    await page.goto('/simple-results?q=H430&version=kjv&page=1');
    await expectResultsLine(page, '5 results • Page 1 of 1');
    expect((await verseReferences(page)).slice(0, 2)).toEqual(['Genesis 1:1', 'Genesis 1:2']);
  });

  test("empty states with the nearest words, the server's error message with the nearest books, and the /search redirect", async ({
    page,
  }) => {
    await page.goto('/simple-results');
    await expect(
      page.getByText('Enter a search term to begin', { exact: true }),
      'the no-query state',
    ).toBeVisible();

    await page.goto('/results?q=xyzzy&version=kjv&page=1');
    await expect(
      page.getByText('No results found for "xyzzy"', { exact: true }),
      'the no-results state',
    ).toBeVisible();

    // A misspelt word: the version's nearest words, each a search.
    await page.goto('/results?q=beginnign&version=kjv&page=1');
    await expect(page.getByText('No results found for "beginnign"', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'beginning', exact: true }).click();
    await expect(page).toHavePath('/simple-results?q=beginning&version=kjv&page=1');
    await expectResultsLine(page, '2 results • Page 1 of 1');

    // A search refused as typed fails the same way again: the reason, and no Try Again.
    await page.goto('/simple-results?q=Genesis%2051%3A1&version=kjv&page=1');
    const alert = page.getByRole('alert').filter({ hasText: 'Genesis has 50 chapters' });
    await expect(alert, 'the server message').toBeVisible();
    await expect(
      alert.getByText('Search failed', { exact: true }),
      'the "Search failed" title',
    ).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Try Again' }), 'no Try Again').toHaveCount(0);

    // An unknown book: the nearest books, each a search of the same verse.
    await page.goto('/simple-results?q=Hezekiah%201%3A1&version=kjv&page=1');
    const unknown = page.getByRole('alert').filter({ hasText: 'Unknown book: Hezekiah.' });
    await expect(unknown, 'the unknown book').toBeVisible();
    await unknown.getByRole('link', { name: 'Ezekiel 1:1' }).click();
    await expect(page).toHavePath('/simple-results?q=Ezekiel%201%3A1&version=kjv&page=1');

    // A Strong's number typed in the box shows the lexicon card of /strongs-results.
    await page.goto('/simple-results?q=H430&version=kjv&page=1');
    const card = page.locator('header').filter({ hasText: 'supreme God (fixture)' });
    await expect(card.getByRole('heading', { name: 'H430', level: 2 }), 'the lexicon card').toBeVisible();
    await expect(card.getByRole('link', { name: 'The full entry in the Concordance' })).toHaveAttribute(
      'href',
      '/concordance/H430',
    );

    await page.goto('/search?q=H430');
    await expect(page).toHavePath('/simple-results?q=H430&version=kjv&page=1');
    await expectResultsLine(page, '5 results • Page 1 of 1');
  });

  test("the Strong's switch keeps the page and shows superscripts; the parallel switch shows the parallel view", async ({
    page,
  }) => {
    await page.goto('/simple-results?q=love&version=kjv&page=2');
    await expectResultsLine(page, '35 results • Page 2 of 2');
    expect(await page.getByRole('button', { name: "Strong's G26" }).count(), 'no numbers when off').toBe(0);
    await page.getByRole('switch', { name: "Strong's Numbers" }).click();
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=2&strongs=true');
    const superscript = page.getByRole('button', { name: /^Strong's G26/ }).first();
    await expect(superscript, 'a G26 number').toBeVisible();

    await page.getByRole('switch', { name: 'Parallel View (RSTNE)' }).click();
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=2&strongs=true&parallel=true');
    await expect(page.getByRole('region', { name: 'Parallel view' }), 'the parallel view').toBeVisible();
    await expect(superscript, 'numbers in the parallel view').toBeVisible();

    await page.goBack();
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=2&strongs=true');
    await expect(page.getByRole('region', { name: 'Parallel view' }), 'the parallel view').toBeHidden();
    expect(
      await page.getByRole('switch', { name: 'Parallel View (RSTNE)' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  test('all versions: grouped by version with counts; the Hebrew version right-to-left in the Hebrew font', async ({
    page,
  }) => {
    await page.goto('/simple-results?q=Genesis%201%3A1&version=all&page=1');
    await expectResultsLine(page, '3 results • Page 1 of 1');
    for (const name of [
      'Made-up KJV (test fixture)',
      "Young's Literal Translation (1898)",
      'Made-up Hebrew (test fixture)',
    ]) {
      const section = page.getByRole('region', { name });
      await expect(section, `the ${name} section`).toBeVisible();
      await expect(section.getByText('1 result', { exact: true }), `the count of ${name}`).toBeVisible();
    }

    await page.goto(`/simple-results?q=Genesis%201%3A1-3&version=${HEBREW_VERSION}&page=1&strongs=true`);
    await expectResultsLine(page, '3 results • Page 1 of 1');
    const verse = page.locator('main ol p[lang="he"]').first();
    await expect(verse).toHaveAttribute('dir', 'rtl');
    const font = await verse.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font, 'the Hebrew font').toMatch(/Noto Serif Hebrew/);
    expect(await verse.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expect(
      verse.getByRole('button', { name: "Strong's H430" }),
      'superscripts in Hebrew',
    ).toBeVisible();
  });

  test('the sidebar: Get RSTNE only with a purchase link, Biblical Resources and the Support box', async ({
    page,
  }) => {
    await page.goto('/simple-results?q=love&version=kjv&page=1');
    const sidebar = page.getByRole('complementary', { name: 'Resources' });
    await expect(sidebar.getByRole('link', { name: 'Support' }), 'the Support box').toBeVisible();
    for (const [name, href] of [
      ['Hebrew Learning', '/hebrew-learning'],
      ['Concordance', '/concordance'],
      ['Bible Search', '/'],
    ]) {
      await expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', href!);
    }
    expect(
      await sidebar.getByRole('link', { name: /Get RSTNE/ }).count(),
      'no purchase link by default',
    ).toBe(0);

    // The purchase link is a system setting; GET /api/site carries it.
    await page.route('**/api/site', async (route) => {
      const site = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...site, purchaseUrl: 'https://shop.example/rstne' } });
    });
    await page.reload();
    const purchase = sidebar.getByRole('link', { name: /Get RSTNE/ });
    await expect(purchase).toHaveAttribute('href', 'https://shop.example/rstne');
    await expect(purchase).toHaveAttribute('target', '_blank');
  });

  test('the search help page is linked from the form and renders the syntax', async ({ page }) => {
    await page.goto('/simple-results?q=love&version=kjv&page=1');
    await page
      .getByRole('search', { name: 'Bible search' })
      .getByRole('link', { name: 'Search help' })
      .click();
    await expect(page).toHavePath('/search-help');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to search' }),
      'the help heading',
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: "Strong's numbers" }), 'a section heading').toBeVisible();
    await expect(page.getByRole('table').first(), 'a syntax table').toBeVisible();
    await expect(page.locator('code', { hasText: 'love in:John' }).first(), 'an example').toBeVisible();
  });

  test("the results pages have no serious axe finding (Strong's on, desktop and phone)", async ({
    page,
    newPage,
  }) => {
    await page.goto('/simple-results?q=love&version=kjv&page=1&strongs=true');
    await expectResultsLine(page, '35 results • Page 1 of 2');
    await expectNoSeriousViolations(page, 'the results page');
    await page.goto('/simple-results?q=Genesis%201%3A1&version=all&page=1&strongs=true');
    await expectResultsLine(page, '3 results • Page 1 of 1');
    await expectNoSeriousViolations(page, 'the all-versions results');
    await page.goto('/simple-results');
    await expect(page.getByText('Enter a search term to begin'), 'the empty state').toBeVisible();
    await expectNoSeriousViolations(page, 'the empty results page');
    await page.goto('/search-help');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How to search' }),
      'the help heading',
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/search-help');

    const phone = await newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto(`/simple-results?q=Genesis%201%3A1-3&version=${HEBREW_VERSION}&page=1&strongs=true`);
    await expectResultsLine(phone, '3 results • Page 1 of 1');
    await expectNoSeriousViolations(phone, 'the Hebrew results on a phone');
  });
});
