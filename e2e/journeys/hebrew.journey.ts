import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function expectRightToLeft(page: Page, where: string): Promise<void> {
  const hebrew = page.locator('[lang="he"]').first();
  await expect(hebrew).toHaveAttribute('dir', 'rtl');
  const direction = await hebrew.evaluate((element) => getComputedStyle(element).direction);
  expect(direction, `the direction of the Hebrew on ${where}`).toBe('rtl');
}

test.describe('hebrew', () => {
  test('the content selector switches between the five lists', async ({ page }) => {
    await page.goto('/hebrew-learning');
    await expect(page.getByRole('heading', { name: 'Hebrew Word Studies' }), 'the heading').toBeVisible();
    await expect(page.getByText('Showing 100 of 100 phrases'), 'the 100 phrases').toBeVisible();
    await expectRightToLeft(page, '/hebrew-learning');
    await choose(page, 'Content type', 'Hebrew AlefBet');
    await expect(page.getByText('Showing 22 of 22 letters'), 'the 22 letters').toBeVisible();
    await choose(page, 'Content type', 'Hebrew Numbers');
    await expect(page.getByText('Showing 29 of 29 numbers'), 'the numbers').toBeVisible();
    // The e2e server imports no Bible: the derived lists say so plainly.
    for (const list of ['500 Basic Words', '100 Basic Verbs']) {
      await choose(page, 'Content type', list);
      await expect(page.getByRole('heading', { name: list }), `the ${list} heading`).toBeVisible();
      await expect(
        page.getByText('Hebrew Bible not installed'),
        `the ${list} not-installed message`,
      ).toBeVisible();
    }
    await choose(page, 'Content type', '100 Basic Phrases');
    await expect(page.getByText('Showing 100 of 100 phrases'), 'the phrases again').toBeVisible();
    await expectNoSeriousViolations(page, '/hebrew-learning');
  });

  test('search, category filter and Clear Filters', async ({ page }) => {
    await page.goto('/hebrew-learning');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill('thank you');
    await expect(page.getByText('Showing 2 of 100 phrases'), 'two thank-you phrases').toBeVisible();
    await search.fill('שלום');
    await expect(
      page.getByRole('cell', { name: 'Hello / Goodbye / Peace' }),
      'shalom found without points',
    ).toBeVisible();
    await search.fill('good');
    await choose(page, 'Category', 'Family');
    await expect(page.getByText('No phrases found matching your search.'), 'the empty state').toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText('Showing 100 of 100 phrases'), 'all phrases after clearing').toBeVisible();
  });

  test('study mode hides the answer until the card is flipped', async ({ page }) => {
    await page.goto('/hebrew-learning');
    await page.getByRole('switch', { name: 'Study Mode' }).click();
    await expect(page.getByText('Card 1 of 100'), 'the first card').toBeVisible();
    const card = page.getByTestId('study-card');
    await expect(card.getByText('Hello / Goodbye / Peace'), 'the English before flipping').toBeHidden();
    await page.getByRole('button', { name: 'Flip Card' }).click();
    await expect(card.getByText('Hello / Goodbye / Peace'), 'the English after flipping').toBeVisible();
    await expect(card.getByText('shalom', { exact: true }), 'the transliteration').toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Card 2 of 100'), 'the second card').toBeVisible();
    await expect(card.getByText('Good morning'), 'the next answer, hidden again').toBeHidden();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Card 1 of 100'), 'back to the first card').toBeVisible();
    await expect(
      page.getByText('Log in to keep track of the cards you know.'),
      'the sign-in hint',
    ).toBeVisible();
  });

  test('a phrase plays: the button shows it is playing, then resets', async ({ page }) => {
    await page.goto('/hebrew-learning');
    await page.getByRole('button', { name: 'Play toda raba' }).click();
    // By role: a phone's play button beside the Hebrew is in the page too, hidden on wide screens (decision 261).
    await expect(
      page.getByRole('button', { name: 'Playing toda raba' }),
      'the playing button',
    ).toHaveAttribute('data-state', 'playing');
    await expect(page.getByRole('button', { name: /toda raba$/ })).toHaveAttribute('data-state', 'idle');
  });

  test('the alef-bet: letters right to left, letter audio, gematria calculator, no axe finding', async ({
    page,
  }) => {
    await page.goto('/hebrew-alefbet');
    await expect(
      page.getByRole('heading', { name: 'Hebrew AlefBet', level: 1 }),
      'the heading',
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Tsadi צָדִי' }), 'a letter row').toBeVisible();
    await expectRightToLeft(page, '/hebrew-alefbet');
    await page.getByRole('button', { name: 'Play Alef' }).click();
    await expect(page.locator('button[data-state="playing"]'), 'the letter playing').toBeVisible();
    await expect(page.getByRole('button', { name: /Alef$/ })).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('gematria-total').getByText('376'), 'shalom = 376').toBeVisible();
    await page.getByRole('textbox', { name: 'Hebrew word' }).fill('חַי');
    await expect(page.getByTestId('gematria-total').getByText('18'), 'chai = 18').toBeVisible();
    await expectNoSeriousViolations(page, '/hebrew-alefbet');
  });

  test('verbs: search, binyan filter, tabs, no axe finding', async ({ page }) => {
    await page.goto('/hebrew-verbs');
    await expect(page.getByRole('heading', { name: 'Hebrew Verbs' }), 'the heading').toBeVisible();
    await expectRightToLeft(page, '/hebrew-verbs');
    const search = page.getByRole('searchbox', { name: 'Search verbs' });
    await search.fill('write');
    await expect(page.getByRole('cell', { name: 'to write' }), 'to write').toBeVisible();
    await expect(page.getByRole('cell', { name: 'to speak' }), 'other verbs').toBeHidden();
    await search.fill('');
    await choose(page, 'Binyan', "Pi'el");
    await expect(page.getByRole('cell', { name: 'to speak' }), "the Pi'el verb").toBeVisible();
    await expect(page.getByRole('cell', { name: 'to write' }), 'verbs of other binyanim').toBeHidden();
    await page.getByRole('tab', { name: 'Biblical Connection' }).click();
    await expect(
      page.getByText('The Hebrew Bible (WLC) is not installed on this site yet', { exact: false }),
      'the not-installed message',
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Binyanim Overview' }).click();
    await expect(page.getByRole('heading', { name: "Hitpa'el" }), 'the binyanim overview').toBeVisible();
    await expectNoSeriousViolations(page, '/hebrew-verbs');
  });
});
