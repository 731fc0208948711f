import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, expectResultsLine } from './search-support';

/** Issue 23, "Study screens": the concordance entry on one page, and the two results screens. */

const SIZES = [
  { label: '1280 px', viewport: { width: 1280, height: 800 } },
  { label: '375 px', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
] as const;

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The sizes of the Strong's number buttons of the main area (at most the first 12). */
async function numberSizes(page: Page): Promise<{ width: number; height: number }[]> {
  return page
    .getByRole('main')
    .getByRole('button', { name: /^Strong's [HG]\d+/ })
    .evaluateAll((buttons) =>
      buttons.slice(0, 12).map((button) => {
        const box = button.getBoundingClientRect();
        return { width: box.width, height: box.height };
      }),
    );
}

test.describe('study screens', () => {
  for (const { label, ...options } of SIZES) {
    test(`a concordance entry shows definition, KJV usage and occurrences by book together at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      await page.goto('/concordance/G26');
      await expect(page.getByRole('heading', { name: "Strong's G26", level: 1 })).toBeVisible();
      await expect(
        page.locator('main header').first().getByText('Noun Feminine'),
        'the part of speech',
      ).toBeVisible();

      // All of it without a click: the lexicon box, then the occurrences.
      const lexicon = page.getByRole('region', { name: 'Lexicon' });
      await expect(lexicon.getByRole('region', { name: 'Definition' })).toContainText(
        'love, i.e. affection or benevolence (fixture)',
      );
      const usage = lexicon.getByRole('region', { name: 'Usage in KJV' });
      await expect(usage).toContainText('(feast of) charity, dear, love');
      await expect(usage.getByText('KJV translation count: 33×')).toBeVisible();
      await expect(
        usage.getByRole('list', { name: 'KJV translation counts' }).getByText('love (33)'),
      ).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Occurrences (33)' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const verses = page.getByRole('region', { name: 'Verses with G26' });
      await expect(verses.getByRole('heading', { name: '1 John (33)', level: 3 })).toBeVisible();
      await expect(verses.getByRole('link', { name: '1 John 1:1', exact: true })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'By book (1)' }).getByRole('link', { name: '1 John: 33 verses' }),
      ).toBeVisible();

      expect(await horizontalOverflow(page), 'no sideways scrolling').toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, `/concordance/G26 at ${label}`);

      // The long sections are the only tabs.
      expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Occurrences (33)', 'Scholarly']);
      await page.getByRole('tab', { name: 'Scholarly' }).click();
      await expect(page).toHavePath('/concordance/G26?tab=scholarly');
      await expect(lexicon, 'the lexicon stays in view of the tabs').toBeVisible();
    });

    test(`both results screens: dense rows, one pager, one Strong's style of 24 px at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      await page.goto('/simple-results?q=love&version=kjv&page=1&strongs=true');
      await expectResultsLine(page, '35 results • Page 1 of 2');
      const rows = page.locator('main ol > li');
      if (label === '1280 px') {
        const span = await rows.evaluateAll((items) => {
          const first = items[0]!.getBoundingClientRect();
          const fifth = items[4]!.getBoundingClientRect();
          return fifth.bottom - first.top;
        });
        expect(span, 'five verses fit in an 800 px window').toBeLessThanOrEqual(800);
      }
      const simpleSizes = await numberSizes(page);
      expect(simpleSizes.length).toBeGreaterThan(0);
      for (const size of simpleSizes) {
        expect(size.width, "a Strong's number's width").toBeGreaterThanOrEqual(24);
        expect(size.height, "a Strong's number's height").toBeGreaterThanOrEqual(24);
      }
      const simpleClass = await page
        .getByRole('main')
        .getByRole('button', { name: /^Strong's G26/ })
        .first()
        .getAttribute('class');
      const pager = page.getByRole('navigation', { name: 'Result pages' });
      await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      expect(await horizontalOverflow(page), 'no sideways scrolling').toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, `/simple-results with numbers at ${label}`);

      await page.goto('/strongs-results?q=G26');
      await expect(page.getByText('Showing 1-30 of 33 results for "G26"', { exact: true })).toBeVisible();
      // The lexicon header: the word, its definition and usage, and the way to the full entry.
      const header = page.getByRole('main').locator('header').first();
      await expect(header.getByRole('heading', { name: 'G26', level: 1 })).toBeVisible();
      await expect(header.getByText('ἀγάπη', { exact: true })).toBeVisible();
      await expect(header.getByText('love, i.e. affection or benevolence (fixture)')).toBeVisible();
      await expect(header.getByRole('link', { name: 'The full entry in the Concordance' })).toHaveAttribute(
        'href',
        '/concordance/G26',
      );
      for (const size of await numberSizes(page)) {
        expect(size.width).toBeGreaterThanOrEqual(24);
        expect(size.height).toBeGreaterThanOrEqual(24);
      }
      expect(
        await page
          .getByRole('main')
          .getByRole('button', { name: /^Strong's G26/ })
          .first()
          .getAttribute('class'),
        "the same Strong's style as /simple-results",
      ).toBe(simpleClass);
      await expect(
        page.getByRole('navigation', { name: 'Result pages' }).getByRole('button', { name: 'Page 1' }),
      ).toHaveAttribute('aria-current', 'page');
      const text = await page.getByRole('main').innerText();
      expect(text, "Strong's with its apostrophe").not.toMatch(/\bSTRONGS\b|\bStrongs\b/);
      await expect(
        page
          .getByRole('main')
          .locator('ol > li')
          .first()
          .getByRole('link', { name: /^STRONG’S/ }),
      ).toBeVisible();
      expect(await horizontalOverflow(page), 'no sideways scrolling').toBeLessThanOrEqual(0);
      await expectNoSeriousViolations(page, `/strongs-results at ${label}`);
    });
  }
});
