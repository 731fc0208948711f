import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoSeriousViolations, useDarkTheme } from './search-support';

/**
 * Issue 38, "Commentaries beside the chapter" (decision 304): the reader's commentary panel on the real SWORD
 * modules (imported by the e2e setup as the first start would). The e2e fixtures' John 3 holds only verse 16;
 * 1 John 3 (verses 1-12) stands in where the text must scroll.
 */

function panel(page: Page) {
  return page.getByRole('complementary', { name: /^Commentary on / });
}

async function openCommentary(page: Page) {
  await page.getByRole('button', { name: 'Commentary', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

test.describe('commentary beside the chapter', () => {
  test('laptop: Matthew Henry on the verse in view beside the text, switch to Scofield, Esc closes', async ({
    page,
  }) => {
    await page.goto('/bible/John/3');
    await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Commentary', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await openCommentary(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page).getByRole('heading', { name: 'Commentary on John 3:16' })).toBeFocused();
    const henry = panel(page).getByRole('radio', { name: "Matthew Henry's Concise Commentary" });
    await expect(henry).toBeChecked();
    await expect(panel(page).getByRole('heading', { name: 'Verses 1-8' })).toBeVisible();
    await expect(panel(page).getByText('Nicodemus was afraid', { exact: false })).toBeVisible();
    await expect(panel(page).getByText(/Matthew Henry \(1662–1714\)\. Public domain\./)).toBeVisible();
    // The note's Scripture references are reader links (decision 347).
    await expect(panel(page).getByRole('link', { name: 'Nu 21:6-9' })).toHaveAttribute(
      'href',
      '/bible/Num/21/6',
    );

    // Beside the text, not over it.
    const text = await page.locator('main li#v16').boundingBox();
    const side = await panel(page).boundingBox();
    expect(text && side && text.x + text.width <= side.x, 'the panel is right of the text').toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousViolations(page, 'the commentary panel at 1280 px');
    await page.screenshot({ path: 'e2e/artifacts/commentary-1280.png' });

    // The switcher by keyboard: the next source is Scofield, whose note on verse 16 is on "perish".
    await henry.focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel(page).getByRole('radio', { name: /Scofield Reference Notes/ })).toBeChecked();
    await expect(panel(page).getByRole('heading', { name: 'Verse 16' })).toBeVisible();
    await expect(panel(page).getByText('perish', { exact: true })).toBeVisible();
    await expect(panel(page).getByText(/C\. I\. Scofield \(1843–1921\)\. Public domain\./)).toBeVisible();

    // The dark theme (as the comfort settings set it): still legible, still axe clean.
    await useDarkTheme(page);
    await expectNoSeriousViolations(page, 'the commentary panel in the dark theme');
    await page.screenshot({ path: 'e2e/artifacts/commentary-1280-dark.png' });
    await panel(page)
      .getByRole('radio', { name: /Scofield Reference Notes/ })
      .focus();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('phone: a bottom sheet that follows the verse in view as the text scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/bible/1John/3');
    await expect(page.getByRole('heading', { level: 1, name: '1 John 3' })).toBeVisible();
    await openCommentary(page);
    const sheet = await panel(page).boundingBox();
    expect(sheet && Math.round(sheet.y + sheet.height), 'the sheet sits on the bottom edge').toBe(740);
    expect(sheet && sheet.width, 'the sheet is the screen wide').toBe(375);
    const heading = panel(page).getByRole('heading', { name: /^Commentary on 1 John 3:\d+$/ });
    await expect(heading).toBeVisible();
    await expect(
      panel(page).getByRole('radio', { name: "Matthew Henry's Concise Commentary" }),
    ).toBeChecked();
    await expect(panel(page).locator('section').first()).toBeVisible();

    // Scrolled so that verse 9 heads the screen, the panel speaks of verse 9 (or the one just above it).
    await page.locator('main li#v9').evaluate((element) => {
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - 80,
        behavior: 'instant',
      });
    });
    await expect(heading).toHaveText(/Commentary on 1 John 3:(8|9)$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousViolations(page, 'the commentary sheet at 375 px');
    await page.screenshot({ path: 'e2e/artifacts/commentary-375.png' });
    await useDarkTheme(page);
    await expectNoSeriousViolations(page, 'the commentary sheet at 375 px in the dark theme');
    await page.screenshot({ path: 'e2e/artifacts/commentary-375-dark.png' });
    await panel(page).getByRole('button', { name: 'Close the commentary' }).click();
    await expect(panel(page)).toHaveCount(0);
  });

  test("a note's reference opens the reader in the page, not by loading it again", async ({ page }) => {
    await page.goto('/bible/John/3');
    await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
    await openCommentary(page);
    await useDarkTheme(page);
    const link = panel(page).getByRole('link', { name: 'Nu 21:6-9' });
    // Legible in the dark theme: a light link on the panel's dark surface.
    const contrast = await link.evaluate((element) => {
      const channels = (colour: string) =>
        colour
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number);
      const luminance = (colour: string) => {
        const [r, g, b] = channels(colour).map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      let surface: Element | null = element;
      while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)')
        surface = surface.parentElement;
      const [light, dark] = [getComputedStyle(element).color, getComputedStyle(surface!).backgroundColor]
        .map(luminance)
        .sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    });
    expect(contrast, 'the link against the panel in the dark theme').toBeGreaterThanOrEqual(4.5);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await link.click();
    await expect(page).toHaveURL(/\/bible\/Num\/21\/6$/);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });
});
