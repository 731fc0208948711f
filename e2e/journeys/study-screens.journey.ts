import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { settled } from '../support/actions';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, strongsPopup } from './search-support';

/**
 * Issue 23's study screens, each at 1280 and 375 px: the interlinear (the KJV's own English under each word,
 * a compact phone layout, landing on the verse), the parallel view on a phone (stacked per verse, no inner
 * scroller, the verse in view, the search term highlighted) and the Strong's popup (a side panel or a bottom
 * sheet beside the verse, steady across tabs, focus back on the number). Fixtures: search.fixture.json's
 * made-up KJV and reader.fixture.json's made-up Textus Receptus and special edition.
 */

const artifacts = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts', 'study');
const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`) });
}

/** The page is no wider than the window: nothing to scroll sideways. */
async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${where} (px)`).toBeLessThanOrEqual(0);
}

/** Waits until the whole element is inside the window (or the part of it above `bottom`). */
async function expectInWindow(page: Page, locator: Locator, what: string, bottom?: number): Promise<void> {
  const height = bottom ?? page.viewportSize()!.height;
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= height;
      },
      { message: `${what} should be in view`, timeout: 5_000 },
    )
    .toBe(true);
}

function box(locator: Locator) {
  return locator.boundingBox().then((value) => {
    if (!value) throw new Error('no box');
    return value;
  });
}

test.describe('study screens › interlinear', () => {
  for (const viewport of [LAPTOP, PHONE]) {
    test(`at ${viewport.width} px: the KJV's English under each Greek word, the lexical gloss secondary`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport });
      await page.goto('/bible/John/3/16?view=interlinear');
      const words = page.getByRole('list', { name: 'John 3:16 word by word' });
      const loved = words.getByRole('listitem').filter({ hasText: 'ηγαπησεν' });
      const rendering = loved.locator('[data-rendering]');
      await expect(rendering, "the KJV's word for it in this verse").toHaveText(/loved$/);
      await expect(rendering, 'isolated from the row’s direction').toHaveAttribute('dir', 'ltr');
      expect(await rendering.evaluate((element) => element.tagName), 'a bdi').toBe('BDI');
      await expect(loved.getByRole('button', { name: "Strong's G25" }), 'the number').toBeVisible();
      // "so" renders ουτως in the KJV but is not tagged: the card says the KJV has no word for it.
      await expect(
        words.getByRole('listitem').filter({ hasText: 'ουτως' }).locator('[data-rendering]'),
      ).toHaveText(/not rendered by a word of the/);

      const details = page.getByRole('switch', { name: 'Word details' });
      const phone = viewport.width < 768;
      await expect(details, 'details start on for laptops, off for phones').toBeChecked({ checked: !phone });
      const compactHeight = async () => (await box(words)).height;
      if (phone) {
        await expect(loved.getByText('V-AAI-3S'), 'the compact card’s code').toBeVisible();
        await expect(loved.getByText('verb, aorist active indicative', { exact: false })).toHaveCount(0);
        await expectNoHorizontalOverflow(page, 'the compact interlinear');
        await shoot(page, 'interlinear-375-compact');
        const compact = await compactHeight();
        await details.click();
        await expect(loved.getByText('verb, aorist active indicative, 3rd person singular')).toBeVisible();
        const full = await compactHeight();
        expect(compact, 'the compact cards take much less height').toBeLessThan(full * 0.7);
      }
      await expect(loved.getByText('verb, aorist active indicative, 3rd person singular')).toBeVisible();
      const gloss = loved.getByText('to love', { exact: true });
      await expect(gloss, 'the lexical gloss').toBeVisible();
      expect((await box(gloss)).y, 'the gloss comes under the KJV’s word').toBeGreaterThan(
        (await box(rendering)).y,
      );
      await expectNoHorizontalOverflow(page, 'the interlinear');
      await expectNoSeriousViolations(page, `the interlinear at ${viewport.width} px`);
      await shoot(page, `interlinear-${viewport.width}`);
    });
  }

  test('at 375 px a deep link lands on its verse and stays there', async ({ newPage }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/bible/1John/3/11?view=interlinear');
    const verse = page.locator('main li#v11');
    await expect(verse).toHaveAttribute('aria-current', 'true');
    await expectInWindow(page, verse, '1 John 3:11');
    expect(await page.evaluate(() => window.scrollY), 'the page scrolled to it').toBeGreaterThan(0);
    const top = (await box(verse)).y;
    expect(top, 'the verse at the top of the window').toBeLessThan(PHONE.height / 3);
    await settled(page);
    expect(Math.abs((await box(verse)).y - top), 'still there once the page settled').toBeLessThan(4);
    await shoot(page, 'interlinear-375-landed');
  });
});

test.describe('study screens › parallel', () => {
  test('at 375 px: each verse stacked with its comparison, no inner scroller, the linked verse in view', async ({
    newPage,
  }) => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/bible/1John/3/9?view=parallel');
    const pairs = page.getByRole('list', { name: 'Verses side by side' });
    await expect(pairs, 'the stacked verses').toBeVisible();
    await expect(page.getByRole('region', { name: /column$/ }), 'no columns on a phone').toHaveCount(0);
    const focus = pairs.locator('li[aria-current="true"]');
    await expect(focus, 'one verse in focus').toHaveCount(1);
    await expect(focus.getByRole('heading', { name: '1 John 3:9' })).toBeVisible();
    await expect(focus.locator('[data-column="left"]'), 'the KJV text').toContainText('made-up verse 3.9');
    await expect(focus.locator('[data-column="right"]'), 'the compared text').toContainText(
      /RSTNE|made-up special edition/,
    );
    await expectInWindow(page, focus, 'the linked verse');
    await expectNoHorizontalOverflow(page, 'the parallel view');
    const innerScrollers = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('main *')).filter((element) => {
          const style = getComputedStyle(element);
          return /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        }).length,
    );
    expect(innerScrollers, 'scrolling areas inside the page').toBe(0);
    await expectNoSeriousViolations(page, 'the parallel view on a phone');
    await shoot(page, 'parallel-375');
  });

  for (const viewport of [LAPTOP, PHONE]) {
    test(`at ${viewport.width} px the search term stays highlighted in the parallel results`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport });
      await page.goto('/simple-results?q=love&version=kjv&page=1&parallel=true');
      const left = page.locator('[data-column="left"]');
      // The KJV's words come back with their numbers for clicking; the matches of the search stay lit.
      await expect(left.locator('button[data-strongs="G26"]').first(), 'the clickable words').toBeVisible();
      await expect(
        left.locator('button[data-strongs="G26"].bg-gold-300').first(),
        'the searched word highlighted',
      ).toBeVisible();
      await expectNoHorizontalOverflow(page, 'the parallel results');
      await expectNoSeriousViolations(page, `the parallel results at ${viewport.width} px`);
      await shoot(page, `parallel-results-${viewport.width}`);
    });
  }

  test('at 1280 px a deep link brings its verse, in both columns, into the window', async ({ newPage }) => {
    const page = await newPage({ viewport: LAPTOP });
    await page.goto('/bible/1John/3/9?view=parallel');
    for (const side of ['left', 'right']) {
      const column = page.locator(`[data-column="${side}"]`);
      const row = column.locator('[data-pair="8"]');
      await expect(row).toHaveAttribute('aria-current', 'true');
      await expect
        .poll(
          async () => {
            const [outer, inner] = await Promise.all([box(column), box(row)]);
            return inner.y >= outer.y - 1 && inner.y + inner.height <= outer.y + outer.height + 1;
          },
          { message: `1 John 3:9 inside the ${side} column`, timeout: 5_000 },
        )
        .toBe(true);
      await expectInWindow(page, row, `1 John 3:9 in the ${side} column`);
    }
    await shoot(page, 'parallel-1280');
  });
});

test.describe("study screens › Strong's popup", () => {
  for (const viewport of [LAPTOP, PHONE]) {
    test(`at ${viewport.width} px: beside the verse, steady across tabs, focus back on the number`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport });
      await page.goto('/bible/1John/2/9?strongs=true');
      const verse = page.locator('main li#v9');
      const number = verse.getByRole('button', { name: "Strong's G26" }).first();
      await number.click();
      const popup = strongsPopup(page, 'G26');
      await expect(popup.getByRole('tab', { name: 'Definition' })).toBeVisible();
      const phone = viewport.width < 768;
      await expect(popup).toHaveAttribute('data-strongs-popup', phone ? 'sheet' : 'panel');

      const place = await box(popup);
      if (phone) {
        expect(place.y + place.height, 'a sheet at the bottom').toBeCloseTo(viewport.height, 0);
        expect(place.width).toBeCloseTo(viewport.width, 0);
      } else {
        expect(place.x + place.width, 'a panel at the right').toBeCloseTo(viewport.width, 0);
        expect(place.height).toBeCloseTo(viewport.height, 0);
      }
      // The number and its verse line stay in the part of the window the popup leaves free.
      await expect
        .poll(
          async () => {
            const opener = await box(number);
            return phone
              ? opener.y >= 0 && opener.y + opener.height <= place.y
              : opener.x + opener.width <= place.x &&
                  opener.y >= 0 &&
                  opener.y + opener.height <= place.y + place.height;
          },
          { message: 'the number beside the popup, not under it', timeout: 5_000 },
        )
        .toBe(true);
      if (!phone) {
        expect(
          (await box(verse)).x + (await box(verse)).width,
          'the whole verse left of the panel',
        ).toBeLessThanOrEqual(place.x + 1);
      }
      await shoot(page, `strongs-popup-${viewport.width}`);

      const tabs = popup.getByRole('tablist');
      const tabsPlace = await box(tabs);
      for (const name of ['KJV Usage', 'Origin', 'Definition']) {
        await popup.getByRole('tab', { name }).click();
        await expect(popup.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
        expect(await box(popup), `the popup on the ${name} tab`).toEqual(place);
        expect(await box(tabs), `the tabs on the ${name} tab`).toEqual(tabsPlace);
      }
      await popup.getByRole('tab', { name: 'Origin' }).click();
      await expect(
        popup.getByRole('button', { name: 'G25', exact: true }),
        'the origin names G25',
      ).toBeVisible();
      await expect(
        popup.getByRole('tab', { name: 'Theological' }),
        'no tab named for what it lacks',
      ).toHaveCount(0);
      await expectNoSeriousViolations(page, `the Strong's popup at ${viewport.width} px`);

      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await expect(number, 'focus back on the number after Escape').toBeFocused();

      await page.keyboard.press('Enter');
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
      await expect(number, 'focus back on the number after Close').toBeFocused();
      expect(
        await page.evaluate(() => [document.body.style.paddingRight, document.body.style.paddingBottom]),
        'the room made for the popup given back',
      ).toEqual(['', '']);
    });
  }
});
