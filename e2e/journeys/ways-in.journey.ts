import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, expectResultsLine } from './search-support';

/** Issue 23, "Ways in": the study tools one click from every page and from Home, the footer's sign-in,
 * references that open the reader, the default query selected on focus, and only installed versions offered. */

const SIZES = [
  { label: '1280 px', viewport: { width: 1280, height: 800 } },
  { label: '375 px', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
] as const;

function studyRow(page: Page) {
  return page.getByRole('navigation', { name: 'Study', exact: true });
}

test.describe('ways in', () => {
  for (const { label, ...options } of SIZES) {
    test(`the reader, the concordance and Hebrew learning are one click from any page at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      for (const [from, link, path, heading] of [
        ['/timeline', 'Read the Bible', '/bible/Gen/1', 'Genesis 1'],
        ['/support', 'Concordance', '/concordance', /Concordance/],
        ['/search-help', 'Hebrew', '/hebrew-learning', /Hebrew/],
      ] as const) {
        await page.goto(from);
        const target = studyRow(page).getByRole('link', { name: link, exact: true });
        await expect(target, `${link} without opening a menu`).toBeVisible();
        await target.click();
        await expect(page).toHavePath(path);
        await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        await expect(target, `${link} marked as the current section`).toHaveAttribute('aria-current', 'page');
      }
      await expectNoSeriousViolations(page, `/hebrew-learning with the study row at ${label}`);

      await page.goto('/');
      const cards = page.getByRole('navigation', { name: 'Study tools' });
      for (const [name, href] of [
        [/^Read the Bible/, '/bible/Gen/1'],
        [/^Concordance/, '/concordance'],
        [/^Learn Hebrew/, '/hebrew-learning'],
      ] as const) {
        await expect(cards.getByRole('link', { name }), 'a card on Home').toHaveAttribute('href', href);
      }
      await expectNoSeriousViolations(page, `Home at ${label}`);
    });

    test(`the footer's Login / Register opens the readers' sign-in dialog at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      await page.goto('/timeline');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Login / Register' }).click();
      await expect(page.getByRole('dialog', { name: 'Login' }), 'the sign-in dialog').toBeVisible();
      await expect(page).toHavePath('/timeline');
    });

    test(`a reference typed in the search box opens the reader, its results one click away, at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search the Bible' });
      await box.fill('John 3:16');
      await box.press('Enter');
      await expect(page).toHavePath('/bible/John/3/16?q=John%203%3A16');
      await expect(page.getByRole('heading', { level: 1, name: 'John 3' }), 'the chapter').toBeVisible();
      await expect(page.getByText('For God so loved the world', { exact: false }).first()).toBeVisible();
      await expectNoSeriousViolations(page, `the reader opened from a search at ${label}`);
      await page.getByRole('link', { name: 'Search results for “John 3:16”' }).click();
      await expect(page).toHavePath('/simple-results?q=John%203%3A16&version=kjv&page=1');
      await expectResultsLine(page, '1 result • Page 1 of 1');

      // An abbreviated book with a chapter only, from the results page's own box.
      await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('gen 2');
      await page.getByRole('searchbox', { name: 'Search the Bible' }).press('Enter');
      await expect(page).toHavePath('/bible/Gen/2?q=gen%202');
      await expect(page.getByRole('heading', { level: 1, name: 'Genesis 2' })).toBeVisible();

      // Words stay a search.
      await page.goto('/');
      await page.getByRole('searchbox', { name: 'Search the Bible' }).fill('love');
      await page.getByRole('searchbox', { name: 'Search the Bible' }).press('Enter');
      await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=1');
    });

    test(`the default query is selected on focus, so typing replaces it, at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      await page.goto('/');
      const box = page.getByRole('searchbox', { name: 'Search the Bible' });
      await expect(box).toHaveValue('In the beginning');
      await box.click();
      await page.keyboard.type('grace');
      await expect(box, 'typing replaced the example').toHaveValue('grace');
      // Once the reader has typed, a click puts the caret where it lands and selects nothing.
      await page.getByRole('heading', { level: 1 }).click();
      await box.click();
      expect(
        await box.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!),
      ).toBe(0);
    });
  }

  test('the default query is selected when the box is reached with the keyboard', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search the Bible' });
    await expect(box).toHaveValue('In the beginning');
    await box.focus();
    await page.keyboard.type('mercy');
    await expect(box).toHaveValue('mercy');
  });

  test('versions that are not installed are not offered, and stay marked in the catalogue', async ({
    page,
    request,
  }) => {
    const { versions } = (await (await request.get('/api/versions')).json()) as {
      versions: { code: string; name: string; installed: boolean }[];
    };
    const missing = versions.filter((version) => !version.installed);
    expect(missing.length, 'the catalogue has versions that are not installed').toBeGreaterThan(0);

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Version' }).click();
    // The list's code loads on the first click (decision 222): wait for it before reading the options.
    await expect(page.getByRole('option').first()).toBeVisible();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.length, 'the installed versions and "All versions"').toBe(
      versions.length - missing.length + 1,
    );
    for (const version of missing) expect(options).not.toContain(version.name);
    expect(options.join('\n')).not.toContain('not installed');
    await page.keyboard.press('Escape');

    await page.goto('/bible/Gen/1');
    await page.getByRole('combobox', { name: 'Version' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    expect((await page.getByRole('option').allInnerTexts()).join('\n')).not.toContain('not installed');
    await page.keyboard.press('Escape');

    await page.goto('/about#texts');
    const catalogue = page.getByRole('main');
    await expect(catalogue.getByText(missing[0]!.name, { exact: false }).first()).toBeVisible();
    await expect(catalogue.getByText('Not installed').first(), 'marked in the catalogue').toBeVisible();
  });
});
