import { expect, test } from '../support/test';
import {
  GREEK_ENTRIES,
  HEBREW_ENTRIES,
  TOTAL_ENTRIES,
  expectCards,
  expectNoSeriousViolations,
} from './concordance-support';

const countLine = (shown: number, total: number) => `Showing ${shown} of ${total} entries`;

test.describe('concordance list', () => {
  test('tabs filter by language with their placeholders, 20 a page by default', async ({ page }) => {
    await page.goto('/concordance');
    await expect(
      page.getByRole('heading', { name: "Strong's Concordance", level: 1 }),
      'the heading',
    ).toBeVisible();
    await expect(page.getByText(countLine(20, TOTAL_ENTRIES)), 'the count line').toBeVisible();
    await expect(page.getByPlaceholder('Search Concordance...'), 'the All Entries placeholder').toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Entry pages' }), 'the pager').toBeVisible();

    await page.getByRole('tab', { name: 'Hebrew Only' }).click();
    await expect(page.getByPlaceholder('Search Hebrew words...'), 'the Hebrew placeholder').toBeVisible();
    await expect(page.getByText(countLine(HEBREW_ENTRIES, HEBREW_ENTRIES)), 'the Hebrew count').toBeVisible();
    await expect(page).toHavePath('/concordance?tab=hebrew');
    // Every Hebrew headword is laid out right-to-left in the Hebrew font.
    const word = page.locator('main ul [lang="he"]').first();
    expect(await word.getAttribute('dir')).toBe('rtl');
    expect(await word.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await word.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
      /Noto Serif Hebrew/,
    );

    await page.getByRole('tab', { name: 'Greek Only' }).click();
    await expect(page.getByPlaceholder('Search Greek words...'), 'the Greek placeholder').toBeVisible();
    await expect(page.getByText(countLine(GREEK_ENTRIES, GREEK_ENTRIES)), 'the Greek count').toBeVisible();
    // Everything fits on one page: no pager.
    await expect(page.getByRole('navigation', { name: 'Entry pages' }), 'pagers').toHaveCount(0);
    expect(await page.getByText('Not Used').count(), 'the unused stub G3203 is not listed').toBe(0);
  });

  test('per page 10 and the pager: first, previous, numbers, next, last', async ({ page }) => {
    await page.goto('/concordance');
    await expect(page.getByText(countLine(20, TOTAL_ENTRIES)), 'the count line').toBeVisible();
    await page.getByRole('combobox', { name: 'Per page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(page.getByText(countLine(10, TOTAL_ENTRIES)), '10 entries').toBeVisible();
    await expect(page).toHavePath('/concordance?limit=10');

    const pager = page.getByRole('navigation', { name: 'Entry pages' });
    expect(await pager.getByRole('button', { name: 'First page' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHavePath('/concordance?page=2&limit=10');
    await pager.getByRole('button', { name: 'Last page' }).click();
    await expect(page.getByText(countLine(9, TOTAL_ENTRIES)), 'the last 9 entries').toBeVisible();
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    expect(await pager.getByRole('button', { name: 'Last page' }).isDisabled()).toBe(true);
    await pager.getByRole('button', { name: 'First page' }).click();
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('the search matches numbers, pointed or bare Hebrew, transliteration and definition words', async ({
    page,
  }) => {
    await page.goto('/concordance');
    const box = page.getByRole('searchbox', { name: 'Search Concordance' });
    const search = async (text: string) => {
      await box.fill(text);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
    };
    await search('h07225');
    await expectCards(page, ['H7225']);
    await expect(page.getByText(countLine(1, 1)), 'one entry').toBeVisible();
    await search('ראשית');
    await expectCards(page, ['H7225']);
    // Equal first, then the words that start with it.
    await search('רֹאשׁ');
    await expectCards(page, ['H7218', 'H7221', 'H7222', 'H7223', 'H7224', 'H7225', 'H7226']);
    await search('agape');
    await expectCards(page, ['G26', 'G27']);
    await search('pillow');
    await expectCards(page, ['H7226']);
    await search('nothing like this');
    await expect(
      page.getByText('No entries found. Try a different search term.'),
      'the empty state',
    ).toBeVisible();
    await expect(page.getByText(countLine(0, 0)), 'the zero count').toBeVisible();
  });

  test('a card opens its entry, and Back to the Concordance returns to the same page', async ({ page }) => {
    await page.goto('/concordance?tab=hebrew&limit=10&page=2');
    await page.getByRole('link', { name: /^H7225/ }).click();
    await expect(page).toHavePath('/concordance/H7225');
    await expect(
      page.getByRole('heading', { name: "Strong's H7225", level: 1 }),
      'the entry heading',
    ).toBeVisible();
    expect(await page.getByRole('link', { name: 'Back to Search Results' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the Concordance' }).click();
    await expect(page).toHavePath('/concordance?tab=hebrew&limit=10&page=2');
    await expectCards(page, ['H7218', 'H7221', 'H7222', 'H7223', 'H7224', 'H7225', 'H7226', 'H8064']);
  });

  test('a failed list call shows the error state, and Try Again recovers', async ({ page }) => {
    await page.route('**/api/concordance/search**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/concordance');
    await expect(
      page.getByRole('heading', { name: 'Error loading Concordance' }),
      'the error title',
    ).toBeVisible();
    await expect(
      page.getByText("We couldn't load the Concordance entries. Please try again later."),
      'the error text',
    ).toBeVisible();
    await expect(page.getByText('Failed to fetch Concordance entries'), 'the fetch message').toBeVisible();
    await page.unroute('**/api/concordance/search**');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText(countLine(20, TOTAL_ENTRIES)), 'the list after Try Again').toBeVisible();
  });

  test('the list, the lexicon pages and original languages have no serious axe finding (1280 and 375 px)', async ({
    page,
    newPage,
  }) => {
    await page.goto('/concordance');
    await expect(page.getByText(countLine(20, TOTAL_ENTRIES)), 'the list').toBeVisible();
    await expectNoSeriousViolations(page, '/concordance');
    await page.goto('/hebrew-lexicon');
    await expect(
      page.getByRole('heading', { name: 'Hebrew Lexicon', level: 1 }),
      'the Hebrew lexicon',
    ).toBeVisible();
    await expect(
      page.getByText(countLine(HEBREW_ENTRIES, HEBREW_ENTRIES)),
      'the Hebrew entries',
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/hebrew-lexicon');
    await page.goto('/greek-lexicon');
    await expect(page.getByText(countLine(GREEK_ENTRIES, GREEK_ENTRIES)), 'the Greek entries').toBeVisible();
    await page.goto('/original-languages');
    await expect(
      page.getByRole('heading', { name: /Westminster Leningrad Codex/ }),
      'the WLC section',
    ).toBeVisible();
    await expect(
      page.getByText('Not installed on this site yet.').first(),
      'the not-installed note',
    ).toBeVisible();
    await expectNoSeriousViolations(page, '/original-languages');

    const phone = await newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto('/concordance?limit=10&page=2');
    await expect(phone.getByText(countLine(10, TOTAL_ENTRIES)), 'the list on a phone').toBeVisible();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page is ${overflow} px wider than the phone`).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(phone, '/concordance at 375 px');
  });
});
