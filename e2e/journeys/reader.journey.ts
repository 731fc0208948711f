import type { Locator, Page } from '@playwright/test';
import { expectToast } from '../support/actions';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, HEBREW_VERSION, strongsPopup } from './search-support';

/**
 * The reader on the e2e fixtures: the made-up KJV of search.fixture.json (Genesis 1-2, 22, 29; John 1, 3, 13;
 * 1 John 1-3), the made-up special edition and Textus Receptus of reader.fixture.json (John 1:1, 3:16).
 */

function verse(page: Page, number: number): Locator {
  return page.locator(`main li#v${number}`);
}

/** Waits until the whole height of the locator is inside the viewport. */
async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const height = page.viewportSize()!.height;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= height;
      },
      { message: `${what} should be scrolled into view`, timeout: 5_000 },
    )
    .toBe(true);
}

test.describe('reader', () => {
  test("read a chapter: the verse in focus is highlighted and in view; Strong's numbers open the popup", async ({
    page,
  }) => {
    await page.goto('/bible/1John/2/9?strongs=true');
    await expect(
      page.getByRole('heading', { level: 1, name: '1 John 2' }),
      'the chapter heading',
    ).toBeVisible();
    await expect(page.getByText('Made-up KJV (test fixture)').first(), 'the version name').toBeVisible();
    await expect(verse(page, 9)).toHaveAttribute('aria-current', 'true');
    await expectInViewport(page, verse(page, 9), 'verse 9');
    expect(await page.locator('main li[aria-current="true"]').count(), 'one verse in focus').toBe(1);
    await expect(
      verse(page, 9).getByRole('button', { name: 'Copy verse 1 John 2:9' }),
      'Copy verse',
    ).toBeVisible();
    await expect(
      page.getByText('made-up test fixture', { exact: false }).last(),
      'the licence line',
    ).toBeVisible();

    await verse(page, 9).getByRole('button', { name: "Strong's G26" }).first().click();
    await expect(strongsPopup(page, 'G26'), "the Strong's popup for G26").toBeVisible();
    await page.keyboard.press('Escape');

    // Another verse's number puts it in focus.
    await verse(page, 2).getByRole('link', { name: '1 John 2:2' }).click();
    await expect(page).toHavePath('/bible/1John/2/2?strongs=true');
    await expect(verse(page, 2)).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousViolations(page, 'the reader');
  });

  test('copy a verse and share its link', async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/bible/John/3/16');
    await verse(page, 16).getByRole('button', { name: 'Copy verse John 3:16' }).click();
    await expectToast(page, 'Copied', 'John 3:16');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^John 3:16 For God so loved the world/);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await verse(page, 16).getByRole('button', { name: 'Share link to John 3:16' }).click();
    await expectToast(page, 'Link copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/bible\/John\/3\/16$/);
  });

  test('move between chapters: next and previous across books, the passage picker, names and numbers', async ({
    page,
  }) => {
    await page.goto('/bible/John/13');
    await page.getByRole('link', { name: 'Next chapter: 1 John 1' }).first().click();
    await expect(page).toHavePath('/bible/1John/1');
    await expect(page.getByRole('heading', { level: 1, name: '1 John 1' }), '1 John 1').toBeVisible();
    await page.getByRole('link', { name: 'Previous chapter: John 13' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'John 13' }), 'John 13').toBeVisible();

    await page.getByRole('button', { name: 'John 13', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a book' });
    await expect(picker, 'the passage picker').toBeVisible();
    await expectNoSeriousViolations(page, 'the passage picker');
    await picker.getByRole('button', { name: 'Genesis' }).click();
    const chapters = page.getByRole('dialog', { name: 'Genesis' });
    await chapters.getByRole('link', { name: 'Genesis 29' }).click();
    await expect(page).toHavePath('/bible/Gen/29');
    await expect(page.getByRole('heading', { level: 1, name: 'Genesis 29' }), 'Genesis 29').toBeVisible();

    for (const book of ['Genesis', '1', 'gen']) {
      await page.goto(`/bible/${book}/2`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Genesis 2' }),
        `Genesis 2 from ${book}`,
      ).toBeVisible();
    }
    const missing = await page.goto('/bible/Hezekiah/1');
    expect(missing?.status(), 'an unknown book is a missing page').toBe(404);
    await expect(page.getByRole('heading', { name: 'Book not found', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('alert').getByText('Unknown book: Hezekiah'),
      'the unknown book',
    ).toBeVisible();
    await page.getByRole('alert').getByRole('link', { name: 'Ezekiel 1' }).click();
    await expect(page).toHavePath('/bible/Ezekiel/1');
    await page.goto('/bible/Gen/3');
    await expect(
      page.getByRole('alert').getByText('Made-up KJV (test fixture) has no Genesis 3'),
      'the missing chapter',
    ).toBeVisible();
  });

  test('the version selector; Hebrew right to left in the Hebrew font', async ({ page }) => {
    await page.goto('/bible/John/3');
    await page.getByRole('combobox', { name: 'Version' }).click();
    await page.getByRole('option', { name: 'Made-up RSTNE (test fixture)' }).click();
    await expect(page).toHavePath('/bible/John/3?version=rstne');
    await expect(
      page.getByText('For Elohim so loved the world', { exact: false }),
      'the special edition',
    ).toBeVisible();

    await page.goto(`/bible/Gen/1?version=${HEBREW_VERSION}`);
    const text = page.locator('main ol[lang="he"]');
    await expect(text).toHaveAttribute('dir', 'rtl');
    const font = await text.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font).toMatch(/Noto Serif Hebrew/);
    await expectNoSeriousViolations(page, 'the Hebrew reader');
  });

  test("the views: KJV with Strong's numbers shows them, the parsed TR opens in the interlinear", async ({
    page,
  }) => {
    await page.goto('/bible/John/3');
    const strongs = page.getByRole('switch', { name: "Strong's numbers" });
    await expect(strongs).not.toBeChecked();
    await page.getByRole('combobox', { name: 'Version' }).click();
    await page.getByRole('option', { name: "King James Version with Strong's numbers" }).click();
    await expect(page).toHavePath('/bible/John/3?version=kjv_strongs');
    await expect(strongs).toBeChecked();
    // Off stays off, and the address says so.
    await strongs.click();
    await expect(page).toHavePath('/bible/John/3?version=kjv_strongs&strongs=false');
    await expect(strongs).not.toBeChecked();

    await page.goto('/bible/John/3/16?version=trparsed');
    await expect(
      page.getByRole('group', { name: 'View' }).getByRole('link', { name: 'Interlinear' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('list', { name: 'John 3:16 word by word' })).toBeVisible();
  });

  test('interlinear: Greek words with number, plain-English morphology and gloss; the reverse interlinear', async ({
    page,
  }) => {
    await page.goto('/bible/John/3/16?view=interlinear');
    const words = page.getByRole('list', { name: 'John 3:16 word by word' });
    await expect(words, 'the Greek words').toBeVisible();
    const loved = words.getByRole('listitem').filter({ hasText: 'ηγαπησεν' });
    await expect(
      loved.getByText('verb, aorist active indicative, 3rd person singular'),
      'the morphology',
    ).toBeVisible();
    await expect(loved.getByText('to love', { exact: true }), 'the gloss').toBeVisible();
    await expect(loved.getByRole('button', { name: "Strong's G25" }), 'the number').toBeVisible();
    await expectNoSeriousViolations(page, 'the interlinear');

    await page.getByRole('button', { name: 'English order (reverse interlinear)' }).click();
    await expect(page).toHavePath('/bible/John/3/16?view=interlinear&order=english');
    const english = page.getByRole('list', { name: 'John 3:16 in English order' });
    const pieces = await english.getByRole('listitem').allInnerTexts();
    const first = pieces.findIndex((piece) => piece.startsWith('God'));
    const second = pieces.findIndex((piece) => piece.startsWith('loved'));
    expect(first >= 0 && second > first, 'the English order is kept').toBe(true);
    expect(pieces[second], 'the Greek word under "loved"').toMatch(/ηγαπησεν/);
    await expectNoSeriousViolations(page, 'the reverse interlinear');

    await page.goto('/bible/Gen/1?view=interlinear');
    await expect(
      page.getByRole('alert').getByText('Hebrew Bible (WLC, OSHB) is not installed', { exact: false }),
      'the missing Hebrew Bible',
    ).toBeVisible();
  });
});
