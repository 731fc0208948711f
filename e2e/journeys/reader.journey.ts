import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { expectAttribute, expectPath, expectVisible } from '../harness/expect';
import { expectToast } from '../harness/actions';
import { defineJourneys } from '../harness/types';
import { expectNoSeriousViolations, HEBREW_VERSION, strongsPopup } from './search-support';

/**
 * The reader on the e2e fixtures: the made-up KJV of search.fixture.json (Genesis 1-2, 22, 29; John 1, 3, 13;
 * 1 John 1-3), the made-up special edition and Textus Receptus of reader.fixture.json (John 1:1, 3:16).
 */

function verse(page: Page, number: number): Locator {
  return page.locator(`main li#v${number}`);
}

async function expectInViewport(page: Page, locator: Locator, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  let box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  while (Date.now() < deadline && !(box && box.y >= 0 && box.y + box.height <= height)) {
    await page.waitForTimeout(100);
    box = await locator.boundingBox();
  }
  assert.ok(box && box.y >= 0 && box.y + box.height <= height, `${what} should be scrolled into view`);
}

export const journeys = defineJourneys('reader', [
  {
    name: "read a chapter: the verse in focus is highlighted and in view; Strong's numbers open the popup",
    run: async ({ page }) => {
      await page.goto('/bible/1John/2/9?strongs=true');
      await expectVisible(page.getByRole('heading', { level: 1, name: '1 John 2' }), 'the chapter heading');
      await expectVisible(page.getByText('Made-up KJV (test fixture)').first(), 'the version name');
      await expectAttribute(verse(page, 9), 'aria-current', 'true');
      await expectInViewport(page, verse(page, 9), 'verse 9');
      assert.equal(await page.locator('main li[aria-current="true"]').count(), 1, 'one verse in focus');
      await expectVisible(verse(page, 9).getByRole('button', { name: 'Copy 1 John 2:9' }), 'Copy verse');
      await expectVisible(
        page.getByText('made-up test fixture', { exact: false }).last(),
        'the licence line',
      );

      await verse(page, 9).getByRole('button', { name: "Strong's G26" }).first().click();
      await expectVisible(strongsPopup(page, 'G26'), "the Strong's popup for G26");
      await page.keyboard.press('Escape');

      // Another verse's number puts it in focus.
      await verse(page, 2).getByRole('link', { name: '1 John 2:2' }).click();
      await expectPath(page, '/bible/1John/2/2?strongs=true');
      await expectAttribute(verse(page, 2), 'aria-current', 'true');
      await expectNoSeriousViolations(page, 'the reader');
    },
  },
  {
    name: 'copy a verse and share its link',
    run: async ({ page }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/bible/John/3/16');
      await verse(page, 16).getByRole('button', { name: 'Copy John 3:16' }).click();
      await expectToast(page, 'Copied', 'John 3:16');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(copied, /^John 3:16 For God so loved the world/);
      await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
      await verse(page, 16).getByRole('button', { name: 'Share a link to John 3:16' }).click();
      await expectToast(page, 'Link copied');
      assert.match(await page.evaluate(() => navigator.clipboard.readText()), /\/bible\/John\/3\/16$/);
    },
  },
  {
    name: 'move between chapters: next and previous across books, the passage picker, names and numbers',
    run: async ({ page }) => {
      await page.goto('/bible/John/13');
      await page.getByRole('link', { name: 'Next chapter: 1 John 1' }).first().click();
      await expectPath(page, '/bible/1John/1');
      await expectVisible(page.getByRole('heading', { level: 1, name: '1 John 1' }), '1 John 1');
      await page.getByRole('link', { name: 'Previous chapter: John 13' }).first().click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'John 13' }), 'John 13');

      await page.getByRole('button', { name: 'John 13' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose a book' });
      await expectVisible(picker, 'the passage picker');
      await expectNoSeriousViolations(page, 'the passage picker');
      await picker.getByRole('button', { name: 'Genesis' }).click();
      const chapters = page.getByRole('dialog', { name: 'Genesis' });
      await chapters.getByRole('link', { name: 'Genesis 29' }).click();
      await expectPath(page, '/bible/Gen/29');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Genesis 29' }), 'Genesis 29');

      for (const book of ['Genesis', '1', 'gen']) {
        await page.goto(`/bible/${book}/2`);
        await expectVisible(
          page.getByRole('heading', { level: 1, name: 'Genesis 2' }),
          `Genesis 2 from ${book}`,
        );
      }
      await page.goto('/bible/Hezekiah/1');
      await expectVisible(page.getByRole('alert').getByText('Unknown book: Hezekiah'), 'the unknown book');
      await page.goto('/bible/Gen/3');
      await expectVisible(
        page.getByRole('alert').getByText('Made-up KJV (test fixture) has no Genesis 3'),
        'the missing chapter',
      );
    },
  },
  {
    name: 'the version selector; Hebrew right to left in the Hebrew font',
    run: async ({ page }) => {
      await page.goto('/bible/John/3');
      await page.getByRole('combobox', { name: 'Version' }).click();
      await page.getByRole('option', { name: 'Made-up RSTNE (test fixture)' }).click();
      await expectPath(page, '/bible/John/3?version=rstne');
      await expectVisible(
        page.getByText('For Elohim so loved the world', { exact: false }),
        'the special edition',
      );

      await page.goto(`/bible/Gen/1?version=${HEBREW_VERSION}`);
      const text = page.locator('main ol[lang="he"]');
      await expectAttribute(text, 'dir', 'rtl');
      const font = await text.evaluate((element) => getComputedStyle(element).fontFamily);
      assert.match(font, /Noto Serif Hebrew/);
      await expectNoSeriousViolations(page, 'the Hebrew reader');
    },
  },
  {
    name: 'interlinear: Greek words with number, plain-English morphology and gloss; the reverse interlinear',
    run: async ({ page }) => {
      await page.goto('/bible/John/3/16?view=interlinear');
      const words = page.getByRole('list', { name: 'John 3:16 word by word' });
      await expectVisible(words, 'the Greek words');
      const loved = words.getByRole('listitem').filter({ hasText: 'ηγαπησεν' });
      await expectVisible(
        loved.getByText('verb, aorist active indicative, 3rd person singular'),
        'the morphology',
      );
      await expectVisible(loved.getByText('to love', { exact: true }), 'the gloss');
      await expectVisible(loved.getByRole('button', { name: "Strong's G25" }), 'the number');
      await expectNoSeriousViolations(page, 'the interlinear');

      await page.getByRole('button', { name: 'English order (reverse interlinear)' }).click();
      await expectPath(page, '/bible/John/3/16?view=interlinear&order=english');
      const english = page.getByRole('list', { name: 'John 3:16 in English order' });
      const pieces = await english.getByRole('listitem').allInnerTexts();
      const first = pieces.findIndex((piece) => piece.startsWith('God'));
      const second = pieces.findIndex((piece) => piece.startsWith('loved'));
      assert.ok(first >= 0 && second > first, 'the English order is kept');
      assert.match(pieces[second]!, /ηγαπησεν/, 'the Greek word under "loved"');
      await expectNoSeriousViolations(page, 'the reverse interlinear');

      await page.goto('/bible/Gen/1?view=interlinear');
      await expectVisible(
        page.getByRole('alert').getByText('Hebrew Bible (WLC, OSHB) is not installed', { exact: false }),
        'the missing Hebrew Bible',
      );
    },
  },
]);
