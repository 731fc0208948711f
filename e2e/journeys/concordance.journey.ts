import assert from 'node:assert/strict';
import { expectAttribute, expectPath, expectVisible } from '../harness/expect';
import { defineJourneys } from '../harness/types';
import {
  GREEK_ENTRIES,
  HEBREW_ENTRIES,
  TOTAL_ENTRIES,
  expectCards,
  expectNoSeriousViolations,
  waitForCount,
} from './concordance-support';

const countLine = (shown: number, total: number) => `Showing ${shown} of ${total} entries`;

export const journeys = defineJourneys('concordance list', [
  {
    name: 'tabs filter by language with their placeholders, 20 a page by default',
    run: async ({ page }) => {
      await page.goto('/concordance');
      await expectVisible(
        page.getByRole('heading', { name: "Strong's Concordance", level: 1 }),
        'the heading',
      );
      await expectVisible(page.getByText(countLine(20, TOTAL_ENTRIES)), 'the count line');
      await expectVisible(page.getByPlaceholder('Search Concordance...'), 'the All Entries placeholder');
      await expectVisible(page.getByRole('navigation', { name: 'Entry pages' }), 'the pager');

      await page.getByRole('tab', { name: 'Hebrew Only' }).click();
      await expectVisible(page.getByPlaceholder('Search Hebrew words...'), 'the Hebrew placeholder');
      await expectVisible(page.getByText(countLine(HEBREW_ENTRIES, HEBREW_ENTRIES)), 'the Hebrew count');
      await expectPath(page, '/concordance?tab=hebrew');
      // Every Hebrew headword is laid out right-to-left in the Hebrew font.
      const word = page.locator('main ul [lang="he"]').first();
      assert.equal(await word.getAttribute('dir'), 'rtl');
      assert.equal(await word.evaluate((element) => getComputedStyle(element).direction), 'rtl');
      assert.match(
        await word.evaluate((element) => getComputedStyle(element).fontFamily),
        /Noto Serif Hebrew/,
      );

      await page.getByRole('tab', { name: 'Greek Only' }).click();
      await expectVisible(page.getByPlaceholder('Search Greek words...'), 'the Greek placeholder');
      await expectVisible(page.getByText(countLine(GREEK_ENTRIES, GREEK_ENTRIES)), 'the Greek count');
      // Everything fits on one page: no pager.
      await waitForCount(page.getByRole('navigation', { name: 'Entry pages' }), 0, 'pagers');
      assert.equal(await page.getByText('Not Used').count(), 0, 'the unused stub G3203 is not listed');
    },
  },
  {
    name: 'per page 10 and the pager: first, previous, numbers, next, last',
    run: async ({ page }) => {
      await page.goto('/concordance');
      await expectVisible(page.getByText(countLine(20, TOTAL_ENTRIES)), 'the count line');
      await page.getByRole('combobox', { name: 'Per page' }).click();
      await page.getByRole('option', { name: '10', exact: true }).click();
      await expectVisible(page.getByText(countLine(10, TOTAL_ENTRIES)), '10 entries');
      await expectPath(page, '/concordance?limit=10');

      const pager = page.getByRole('navigation', { name: 'Entry pages' });
      assert.equal(await pager.getByRole('button', { name: 'First page' }).isDisabled(), true);
      assert.equal(await pager.getByRole('button', { name: 'Previous page' }).isDisabled(), true);
      await expectAttribute(pager.getByRole('button', { name: 'Page 1' }), 'aria-current', 'page');
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expectAttribute(pager.getByRole('button', { name: 'Page 2' }), 'aria-current', 'page');
      await expectPath(page, '/concordance?page=2&limit=10');
      await pager.getByRole('button', { name: 'Last page' }).click();
      await expectVisible(page.getByText(countLine(9, TOTAL_ENTRIES)), 'the last 9 entries');
      assert.equal(await pager.getByRole('button', { name: 'Next page' }).isDisabled(), true);
      assert.equal(await pager.getByRole('button', { name: 'Last page' }).isDisabled(), true);
      await pager.getByRole('button', { name: 'First page' }).click();
      await expectAttribute(pager.getByRole('button', { name: 'Page 1' }), 'aria-current', 'page');
    },
  },
  {
    name: 'the search matches numbers, pointed or bare Hebrew, transliteration and definition words',
    run: async ({ page }) => {
      await page.goto('/concordance');
      const box = page.getByRole('searchbox', { name: 'Search Concordance' });
      const search = async (text: string) => {
        await box.fill(text);
        await page.getByRole('button', { name: 'Search', exact: true }).click();
      };
      await search('h07225');
      await expectCards(page, ['H7225']);
      await expectVisible(page.getByText(countLine(1, 1)), 'one entry');
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
      await expectVisible(
        page.getByText('No entries found. Try a different search term.'),
        'the empty state',
      );
      await expectVisible(page.getByText(countLine(0, 0)), 'the zero count');
    },
  },
  {
    name: 'a card opens its entry, and Back to the Concordance returns to the same page',
    run: async ({ page }) => {
      await page.goto('/concordance?tab=hebrew&limit=10&page=2');
      await page.getByRole('link', { name: /^H7225/ }).click();
      await expectPath(page, '/concordance/H7225');
      await expectVisible(
        page.getByRole('heading', { name: "Strong's H7225", level: 1 }),
        'the entry heading',
      );
      assert.equal(await page.getByRole('link', { name: 'Back to Search Results' }).count(), 0);
      await page.getByRole('link', { name: 'Back to the Concordance' }).click();
      await expectPath(page, '/concordance?tab=hebrew&limit=10&page=2');
      await expectCards(page, ['H7218', 'H7221', 'H7222', 'H7223', 'H7224', 'H7225', 'H7226', 'H8064']);
    },
  },
  {
    name: 'a failed list call shows the error state, and Try Again recovers',
    run: async ({ page }) => {
      await page.route('**/api/concordance/search**', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.goto('/concordance');
      await expectVisible(
        page.getByRole('heading', { name: 'Error loading Concordance' }),
        'the error title',
      );
      await expectVisible(
        page.getByText("We couldn't load the Concordance entries. Please try again later."),
        'the error text',
      );
      await expectVisible(page.getByText('Failed to fetch Concordance entries'), 'the fetch message');
      await page.unroute('**/api/concordance/search**');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expectVisible(page.getByText(countLine(20, TOTAL_ENTRIES)), 'the list after Try Again');
    },
  },
  {
    name: 'the list, the lexicon pages and original languages have no serious axe finding (1280 and 375 px)',
    run: async ({ page, newPage }) => {
      await page.goto('/concordance');
      await expectVisible(page.getByText(countLine(20, TOTAL_ENTRIES)), 'the list');
      await expectNoSeriousViolations(page, '/concordance');
      await page.goto('/hebrew-lexicon');
      await expectVisible(
        page.getByRole('heading', { name: 'Hebrew Lexicon', level: 1 }),
        'the Hebrew lexicon',
      );
      await expectVisible(page.getByText(countLine(HEBREW_ENTRIES, HEBREW_ENTRIES)), 'the Hebrew entries');
      await expectNoSeriousViolations(page, '/hebrew-lexicon');
      await page.goto('/greek-lexicon');
      await expectVisible(page.getByText(countLine(GREEK_ENTRIES, GREEK_ENTRIES)), 'the Greek entries');
      await page.goto('/original-languages');
      await expectVisible(
        page.getByRole('heading', { name: /Westminster Leningrad Codex/ }),
        'the WLC section',
      );
      await expectVisible(
        page.getByText('Not installed on this site yet.').first(),
        'the not-installed note',
      );
      await expectNoSeriousViolations(page, '/original-languages');

      const phone = await newPage({ viewport: { width: 375, height: 740 } });
      await phone.goto('/concordance?limit=10&page=2');
      await expectVisible(phone.getByText(countLine(10, TOTAL_ENTRIES)), 'the list on a phone');
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
      await expectNoSeriousViolations(phone, '/concordance at 375 px');
    },
  },
]);
