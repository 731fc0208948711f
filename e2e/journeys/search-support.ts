import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/test';
export { expectNoSeriousViolations, useDarkTheme } from '../support/axe';

/**
 * Shared by the search journeys. The data comes from e2e/fixtures/search.fixture.json: a made-up KJV
 * (Genesis 1-2, 22, 29; John 1:1, 3:16, 13:34; 1 John 1-3 with "love" tagged G26 in 33 verses), a made-up
 * Hebrew version (code e2e-hebrew, Genesis 1:1-3) and a few dictionary entries (H157, H429-H431, H776,
 * H1254, H7225, H8064, G25, G26, G2316) with one BDB article (H430).
 */
export const HEBREW_VERSION = 'e2e-hebrew';

/** The results count line, e.g. "35 results • Page 1 of 2". */
export function resultsLine(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true });
}

export async function expectResultsLine(page: Page, text: string): Promise<void> {
  await expect(resultsLine(page, text), `"${text}"`).toBeVisible();
}

/** The Strong's popup (a dialog titled "Strong's H430"). */
export function strongsPopup(page: Page, number: string): Locator {
  return page.getByRole('dialog', { name: `Strong's ${number}` });
}

/** The verse headings of the result list, in order. */
export async function verseReferences(page: Page): Promise<string[]> {
  return page.locator('main ol > li h2, main ol > li h3').allInnerTexts();
}
