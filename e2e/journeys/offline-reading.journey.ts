import type { Page } from '@playwright/test';
import { closeToasts, expectToast } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { expectResultsLine, strongsPopup, verseReferences } from './search-support';

/**
 * Issue 41 as a reader on a phone tries it (decisions 415, 416): keep the KJV with Strong's on the device from
 * the Offline page, lose the network, and read John 3, search "love" and H430, open a Strong's popup and H430's
 * concordance entry, highlight a verse and write a note; back online, the marks are in the account, seen from
 * another browser. The data is the e2e fixtures' made-up KJV (e2e/journeys/search-support.ts), whose answers
 * online are the ones compared.
 */

// The app's files come from the service worker once the network is gone (decision 413).
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 800 } });

const verse = (page: Page, number: number) => page.locator(`main li#v${number}`);
const bar = (page: Page) => page.locator('[data-verse-bar]');

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('reading offline on a phone', () => {
  test("keep the KJV, go offline: read, search, open Strong's numbers, mark and note; back online the marks are in the account", async ({
    page,
    context,
    login,
    newPage,
  }) => {
    const reader = await login();
    // What the server answers online, for the same searches offline.
    const online = async (q: string) =>
      (
        (await (await page.request.get(`/api/search-strongs?q=${q}&version=kjv`)).json()) as {
          totalResults: number;
        }
      ).totalResults;
    const loveOnline = await online('love');
    const elohimOnline = await online('H430');
    const entryOnline = (await (await page.request.get('/api/concordance/H430')).json()) as {
      occurrencesPage: { total: number };
      occurrences: { reference: string }[];
    };

    // Display → Offline: the KJV with Strong's first, its size, kept with the lexicon.
    await page.goto('/');
    await page.getByRole('button', { name: 'Display' }).click();
    await page.getByRole('link', { name: 'Offline: keep versions on this device' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Read offline' })).toBeVisible();
    await waitForServiceWorker(page);
    const packs = page.getByRole('list', { name: 'Versions to keep offline' }).getByRole('listitem');
    await expect(packs.first()).toContainText('Made-up KJV (test fixture)');
    await expect(packs.first()).toContainText("with Strong's numbers");
    await expect(packs.first()).toContainText(/\d+ KB to download, \d+ KB on this device/);
    await page.getByRole('button', { name: 'Keep Made-up KJV (test fixture)' }).click();
    await expect(
      page.getByText("Made-up KJV (test fixture) is kept on this device, with the Strong's lexicon."),
    ).toBeVisible();
    await expect(packs.first()).toContainText('Kept on this device.');
    await expect(page.getByRole('button', { name: 'Remove Made-up KJV (test fixture)' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the Offline page at 375 px');
    await page.screenshot({ path: 'test-results/offline-page-375.png', fullPage: true });

    // The network goes: a new page load opens the kept shell, and the chapter comes from the device.
    await context.setOffline(true);
    await page.goto('/bible/John/3?strongs=true');
    await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
    await expect(verse(page, 16)).toContainText('that he gave his only begotten Son');
    await expect(page.getByText('Made-up KJV (test fixture)').first()).toBeVisible();

    // A Strong's number opens its popup from the kept lexicon.
    await verse(page, 16).getByRole('button', { name: "Strong's G2316" }).first().click();
    await expect(strongsPopup(page, 'G2316')).toBeVisible();
    await page.keyboard.press('Escape');

    // A highlight and a note, kept on the device until the network is back.
    await verse(page, 16).click({ position: { x: 60, y: 8 } });
    await bar(page).getByRole('button', { name: 'Highlight', exact: true }).click();
    await bar(page).getByRole('button', { name: 'Highlight yellow' }).click();
    await expectToast(page, 'Highlighted yellow', 'John 3:16');
    await bar(page).getByRole('button', { name: 'Note' }).click();
    await bar(page).getByLabel('Note (Markdown)').fill('Read on the train, **offline**.');
    await bar(page).getByRole('button', { name: 'Save note' }).click();
    await expectToast(page, 'Note saved', 'John 3:16');
    await expect(verse(page, 16)).toHaveAttribute('data-mark-color', 'yellow');
    await closeToasts(page);

    // Searches run on the device and find what the server finds.
    await page.goto('/simple-results?q=love&version=kjv&page=1');
    await expectResultsLine(page, `${loveOnline} results • Page 1 of 2`);
    await page.goto('/simple-results?q=H430&version=kjv&page=1');
    await expectResultsLine(page, `${elohimOnline} results • Page 1 of 1`);
    expect((await verseReferences(page)).slice(0, 2)).toEqual(['Genesis 1:1', 'Genesis 1:2']);
    await page.screenshot({ path: 'test-results/offline-search-375.png', fullPage: true });

    // The concordance's entry page comes from the kept lexicon and KJV (decision 416), as the server gives it.
    await page.goto('/concordance/H430');
    await expect(page.getByRole('heading', { name: "Strong's H430", level: 1 })).toBeVisible();
    await expect(
      page.getByText(`H430 occurs in ${entryOnline.occurrencesPage.total} verses in the KJV`),
    ).toBeVisible();
    const occurrences = page.getByRole('region', { name: 'Verses with H430' });
    await expect(
      occurrences.getByRole('link', { name: entryOnline.occurrences[0]!.reference }),
      'the first occurrence',
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/offline-concordance-375.png', fullPage: true });

    // A page that needs the server says so.
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

    // Back online: the marks go to the account, and another browser sees each once.
    await page.goto('/offline').catch(() => undefined);
    await context.setOffline(false);
    await page.goto('/bible/John/3');
    await expect(verse(page, 16)).toContainText('highlighted yellow');
    const other = await newPage({ viewport: { width: 375, height: 800 } });
    const signIn = await other.request.post('/api/login', { data: reader });
    expect(signIn.ok(), 'signing the reader in on another browser').toBe(true);
    await other.goto('/study');
    await expect(other.getByRole('heading', { level: 1, name: 'Your study' })).toBeVisible();
    const list = other.getByRole('list', { name: 'Marks' });
    await expect(list.getByText('Read on the train, offline.')).toHaveCount(1);
    await other.getByLabel('Colour').selectOption('yellow');
    await expect(list.getByRole('listitem')).toHaveCount(1);
  });
});
