import { expect, test } from '../support/test';
import { expectNoSeriousViolations } from './search-support';

/** Issue 23, readers' comfort settings: text size and a dark theme, remembered, with no light flash. */

const SIZES = [
  { label: '1280 px', viewport: { width: 1280, height: 800 } },
  { label: '375 px', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
] as const;

test.describe("readers' comfort settings", () => {
  for (const { label, ...options } of SIZES) {
    test(`text size and dark theme are chosen, remembered and keep axe clean at ${label}`, async ({
      newPage,
    }) => {
      const page = await newPage(options);
      await page.goto('/simple-results?q=love&version=kjv&page=1&strongs=true');
      const html = page.locator('html');
      const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
      expect(await rootSize()).toBe('16px');

      const display = page.getByRole('button', { name: 'Display' });
      await display.click();
      await expect(display).toHaveAttribute('aria-expanded', 'true');
      const settings = page.getByRole('group', { name: 'Display settings' });
      await settings.getByRole('button', { name: 'Larger' }).click();
      await expect(settings.getByRole('button', { name: 'Larger' })).toHaveAttribute('aria-pressed', 'true');
      expect(await rootSize(), 'the text is larger').toBe('20px');
      await settings.getByRole('switch', { name: 'Dark theme' }).click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();
      await expect(display, 'focus back on the button').toBeFocused();
      const background = await page.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      );
      expect(background, 'a dark page').toBe('rgb(18, 24, 33)');

      // Remembered: a new page of the same browser starts dark and larger.
      for (const path of ['/', '/concordance/G26', '/strongs-results?q=G26', '/bible/John/3/16']) {
        await page.goto(path);
        await expect(html).toHaveAttribute('data-theme', 'dark');
        await expect(html).toHaveAttribute('data-text-size', 'larger');
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page, `${path} in the dark theme at ${label}`);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        'the larger text still fits',
      ).toBeLessThanOrEqual(0);

      await page.getByRole('button', { name: 'Display' }).click();
      await page
        .getByRole('group', { name: 'Display settings' })
        .getByRole('switch', { name: 'Dark theme' })
        .click();
      await page
        .getByRole('group', { name: 'Display settings' })
        .getByRole('button', { name: 'Normal' })
        .click();
      await page.reload();
      await expect(html).toHaveAttribute('data-theme', 'light');
      expect(await rootSize()).toBe('16px');
    });
  }

  test('the remembered theme applies before the app runs, so a dark page never flashes light', async ({
    newPage,
  }) => {
    const page = await newPage();
    await page.addInitScript(() =>
      localStorage.setItem('oc-comfort', JSON.stringify({ theme: 'dark', textSize: 'large' })),
    );
    // Without the app's scripts at all: only the small same-origin comfort.js runs, in the head.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      'rgb(18, 24, 33)',
    );
  });
});
