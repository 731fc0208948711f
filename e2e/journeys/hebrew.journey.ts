import type { Page } from 'playwright-core';
import { expectAttribute, expectHidden, expectVisible } from '../harness/expect';
import { defineJourneys } from '../harness/types';
import { expectNoSeriousViolations } from '../harness/axe';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectRightToLeft(page: Page, where: string): Promise<void> {
  const hebrew = page.locator('[lang="he"]').first();
  await expectAttribute(hebrew, 'dir', 'rtl');
  const direction = await hebrew.evaluate((element) => getComputedStyle(element).direction);
  if (direction !== 'rtl') throw new Error(`Hebrew on ${where} is laid out ${direction}`);
}

export const journeys = defineJourneys('hebrew', [
  {
    name: 'the content selector switches between the five lists',
    run: async ({ page }) => {
      await page.goto('/hebrew-learning');
      await expectVisible(page.getByRole('heading', { name: 'Hebrew Word Studies' }), 'the heading');
      await expectVisible(page.getByText('Showing 100 of 100 phrases'), 'the 100 phrases');
      await expectRightToLeft(page, '/hebrew-learning');
      await choose(page, 'Content type', 'Hebrew AlefBet');
      await expectVisible(page.getByText('Showing 22 of 22 letters'), 'the 22 letters');
      await choose(page, 'Content type', 'Hebrew Numbers');
      await expectVisible(page.getByText('Showing 29 of 29 numbers'), 'the numbers');
      // The e2e server imports no Bible: the derived lists say so plainly.
      for (const list of ['500 Basic Words', '100 Basic Verbs']) {
        await choose(page, 'Content type', list);
        await expectVisible(page.getByRole('heading', { name: list }), `the ${list} heading`);
        await expectVisible(
          page.getByText('Hebrew Bible not installed'),
          `the ${list} not-installed message`,
        );
      }
      await choose(page, 'Content type', '100 Basic Phrases');
      await expectVisible(page.getByText('Showing 100 of 100 phrases'), 'the phrases again');
      await expectNoSeriousViolations(page, '/hebrew-learning');
    },
  },
  {
    name: 'search, category filter and Clear Filters',
    run: async ({ page }) => {
      await page.goto('/hebrew-learning');
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('thank you');
      await expectVisible(page.getByText('Showing 2 of 100 phrases'), 'two thank-you phrases');
      await search.fill('שלום');
      await expectVisible(
        page.getByRole('cell', { name: 'Hello / Goodbye / Peace' }),
        'shalom found without points',
      );
      await search.fill('good');
      await choose(page, 'Category', 'Family');
      await expectVisible(page.getByText('No phrases found matching your search.'), 'the empty state');
      await page.getByRole('button', { name: 'Clear Filters' }).click();
      await expectVisible(page.getByText('Showing 100 of 100 phrases'), 'all phrases after clearing');
    },
  },
  {
    name: 'study mode hides the answer until the card is flipped',
    run: async ({ page }) => {
      await page.goto('/hebrew-learning');
      await page.getByRole('switch', { name: 'Study Mode' }).click();
      await expectVisible(page.getByText('Card 1 of 100'), 'the first card');
      const card = page.getByTestId('study-card');
      await expectHidden(card.getByText('Hello / Goodbye / Peace'), 'the English before flipping');
      await page.getByRole('button', { name: 'Flip Card' }).click();
      await expectVisible(card.getByText('Hello / Goodbye / Peace'), 'the English after flipping');
      await expectVisible(card.getByText('shalom', { exact: true }), 'the transliteration');
      await page.getByRole('button', { name: 'Next' }).click();
      await expectVisible(page.getByText('Card 2 of 100'), 'the second card');
      await expectHidden(card.getByText('Good morning'), 'the next answer, hidden again');
      await page.getByRole('button', { name: 'Previous' }).click();
      await expectVisible(page.getByText('Card 1 of 100'), 'back to the first card');
      await expectVisible(page.getByText('Log in to keep track of the cards you know.'), 'the sign-in hint');
    },
  },
  {
    name: 'a phrase plays: the button shows it is playing, then resets',
    run: async ({ page }) => {
      await page.goto('/hebrew-learning');
      await page.getByRole('button', { name: 'Play toda raba' }).click();
      await expectVisible(page.locator('button[data-state="playing"]'), 'the playing button');
      await expectAttribute(page.getByRole('button', { name: /toda raba$/ }), 'data-state', 'idle');
    },
  },
  {
    name: 'the alef-bet: letters right to left, letter audio, gematria calculator, no axe finding',
    run: async ({ page }) => {
      await page.goto('/hebrew-alefbet');
      await expectVisible(page.getByRole('heading', { name: 'Hebrew AlefBet', level: 1 }), 'the heading');
      await expectVisible(page.getByRole('cell', { name: 'Tsadi צָדִי' }), 'a letter row');
      await expectRightToLeft(page, '/hebrew-alefbet');
      await page.getByRole('button', { name: 'Play Alef' }).click();
      await expectVisible(page.locator('button[data-state="playing"]'), 'the letter playing');
      await expectAttribute(page.getByRole('button', { name: /Alef$/ }), 'data-state', 'idle');
      await expectVisible(page.getByTestId('gematria-total').getByText('376'), 'shalom = 376');
      await page.getByRole('textbox', { name: 'Hebrew word' }).fill('חַי');
      await expectVisible(page.getByTestId('gematria-total').getByText('18'), 'chai = 18');
      await expectNoSeriousViolations(page, '/hebrew-alefbet');
    },
  },
  {
    name: 'verbs: search, binyan filter, tabs, no axe finding',
    run: async ({ page }) => {
      await page.goto('/hebrew-verbs');
      await expectVisible(page.getByRole('heading', { name: 'Hebrew Verbs' }), 'the heading');
      await expectRightToLeft(page, '/hebrew-verbs');
      const search = page.getByRole('searchbox', { name: 'Search verbs' });
      await search.fill('write');
      await expectVisible(page.getByRole('cell', { name: 'to write' }), 'to write');
      await expectHidden(page.getByRole('cell', { name: 'to speak' }), 'other verbs');
      await search.fill('');
      await choose(page, 'Binyan', "Pi'el");
      await expectVisible(page.getByRole('cell', { name: 'to speak' }), "the Pi'el verb");
      await expectHidden(page.getByRole('cell', { name: 'to write' }), 'verbs of other binyanim');
      await page.getByRole('tab', { name: 'Biblical Connection' }).click();
      await expectVisible(
        page.getByText('The Hebrew Bible (WLC) is not installed on this site yet', { exact: false }),
        'the not-installed message',
      );
      await page.getByRole('tab', { name: 'Binyanim Overview' }).click();
      await expectVisible(page.getByRole('heading', { name: "Hitpa'el" }), 'the binyanim overview');
      await expectNoSeriousViolations(page, '/hebrew-verbs');
    },
  },
]);
