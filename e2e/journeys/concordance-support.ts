import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/test';
export { expectNoSeriousViolations } from '../support/axe';

/**
 * Shared by the concordance journeys. The dictionary holds the entries of e2e/fixtures/search-lexicon-*.json
 * (11) and e2e/fixtures/concordance-lexicon.json (18 listed plus the "Not Used" stub G3203): 29 listed
 * entries, 18 Hebrew and 11 Greek. The KJV is the made-up one of search-kjv.usfm: G26 in 33 verses, H7225 in
 * one (Genesis 1:1). Abbott-Smith has G25 and G26, BDB has H430.
 */
export const TOTAL_ENTRIES = 29;
export const HEBREW_ENTRIES = 18;
export const GREEK_ENTRIES = 11;

/** The cards of the list, as their Strong's numbers. */
export async function cardNumbers(page: Page): Promise<string[]> {
  const cards = page.locator('main ul > li > a[href^="/concordance/"]');
  const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/concordance/', ''));
}

/** Waits until the list shows exactly these numbers. */
export async function expectCards(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => cardNumbers(page), { message: 'the cards of the list' }).toEqual(expected);
}

/** The tab panel of the entry page that is showing. */
export function activePanel(page: Page): Locator {
  return page.getByRole('tabpanel');
}
