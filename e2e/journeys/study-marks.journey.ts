import type { Page } from '@playwright/test';
import path from 'node:path';
import { FIXTURES_DIR } from '../setup/fixture-manifests';
import { startServer, type RunningServer } from '../setup/server';
import { closeToasts, expectToast } from '../support/actions';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';

/**
 * Saved verses (issue 37) on the e2e fixtures: the made-up KJV (Genesis 1, John 3) and the YLT excerpt
 * (Genesis 1). A click anywhere on a verse selects it; the bar highlights, bookmarks, notes, tags and copies.
 */

const verse = (page: Page, number: number) => page.locator(`main li#v${number}`);
const bar = (page: Page) => page.getByRole('region', { name: /Genesis 1:3|1 John 1:2/ });

async function noSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scroll on ${where}`).toBeLessThanOrEqual(0);
}

for (const width of [1280, 375]) {
  test.describe(`saved verses at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed out: select a verse by its text, highlight, bookmark and note it; the marks stay', async ({
      page,
    }) => {
      await page.goto('/bible/Gen/1');
      // A click on the words, not the number, selects the verse.
      await verse(page, 3)
        .locator('span, mark')
        .first()
        .or(verse(page, 3))
        .first()
        .click({ position: { x: 60, y: 8 } });
      await expect(verse(page, 3)).toHaveAttribute('data-selected', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Genesis 1:3 selected' })).toBeAttached();
      await expect(bar(page)).toBeVisible();
      await noSidewaysScroll(page, 'the reader with the bar');

      await bar(page).getByRole('button', { name: 'Highlight', exact: true }).click();
      await bar(page).getByRole('button', { name: 'Highlight yellow' }).click();
      await expectToast(page, 'Highlighted yellow', 'Genesis 1:3');
      await expect(verse(page, 3)).toHaveAttribute('data-mark-color', 'yellow');

      await bar(page).getByRole('button', { name: 'Bookmark' }).click();
      await expect(bar(page).getByRole('button', { name: 'Bookmark' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      await bar(page).getByRole('button', { name: 'Note' }).click();
      await bar(page).getByLabel('Note (Markdown)').fill('Light **first**, before the sun.');
      await bar(page).getByRole('button', { name: 'Save note' }).click();
      await expectToast(page, 'Note saved', 'Genesis 1:3');
      await expect(verse(page, 3)).toContainText('highlighted yellow, bookmarked, 1 note');
      await expect(
        page.getByRole('status').filter({ hasText: 'highlighted yellow, bookmarked, 1 note' }),
      ).toBeAttached();

      await closeToasts(page);
      await expectNoSeriousViolations(page, `the reader with the verse bar at ${width} px`);
      await page.screenshot({ path: `test-results/study-bar-${width}.png` });

      // Escape clears the selection; the marks stay after a reload, and show in another version.
      await page.keyboard.press('Escape');
      await expect(bar(page)).toBeHidden();
      await page.reload();
      await expect(verse(page, 3)).toHaveAttribute('data-mark-color', 'yellow');
      await page.goto('/bible/Gen/1?version=ylt');
      await expect(verse(page, 3)).toContainText('Let light be');
      await expect(verse(page, 3)).toHaveAttribute('data-mark-color', 'yellow');
    });

    test('keyboard: arrows move between verses, Shift extends, Enter selects; copy a range in Markdown', async ({
      page,
    }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/bible/1John/1');
      await verse(page, 2).click({ position: { x: 80, y: 8 } });
      await expect(verse(page, 2)).toHaveAttribute('data-selected', 'true');
      await verse(page, 2).focus();
      await page.keyboard.press('Shift+ArrowDown');
      await expect(verse(page, 3)).toBeFocused();
      await expect(verse(page, 3)).toHaveAttribute('data-selected', 'true');
      await bar(page).getByRole('button', { name: 'Copy' }).click();
      await bar(page).getByRole('button', { name: 'Markdown quote' }).click();
      await expectToast(page, 'Copied', '1 John 1:2-3');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toMatch(/^> \*\*2\*\* Beloved, let love abide toward the stranger/);
      expect(copied).toContain('> **3** Beloved');
      expect(copied).toContain('— 1 John 1:2-3 (KJV)');
      // Enter on a selected lone verse clears it; Escape clears a range.
      await page.keyboard.press('Escape');
      await expect(bar(page)).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(verse(page, 3)).toHaveAttribute('data-selected', 'true');
      // A verse's own link still does what it did.
      await verse(page, 4).getByRole('link', { name: '1 John 1:4' }).click();
      await expect(page).toHavePath('/bible/1John/1/4');
    });
  });
}

for (const width of [1280, 375]) {
  test.describe(`the study page at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a note and tags written signed out are on /study after signing in; filter, export Markdown and CSV', async ({
      page,
      login,
    }) => {
      await page.goto('/bible/Gen/1');
      await verse(page, 3).click({ position: { x: 60, y: 8 } });
      await bar(page).getByRole('button', { name: 'Note' }).click();
      await bar(page).getByLabel('Note (Markdown)').fill('Light **first** <script>window.bad = 1</script>');
      await bar(page).getByRole('button', { name: 'Save note' }).click();
      await expectToast(page, 'Note saved', 'Genesis 1:3');
      await bar(page).getByRole('button', { name: 'Tags' }).click();
      await bar(page).getByLabel('Tags, separated by commas').fill('Sermon, creation/light');
      await bar(page).getByRole('button', { name: 'Save tags' }).click();
      await expectToast(page, 'Tags saved');
      await page.keyboard.press('Escape');
      await verse(page, 1).click({ position: { x: 60, y: 8 } });
      await page
        .getByRole('region', { name: /Genesis 1:1/ })
        .getByRole('button', { name: 'Highlight', exact: true })
        .click();
      await page.getByRole('button', { name: 'Highlight green' }).click();
      await expectToast(page, 'Highlighted green');

      await login();
      await page.goto('/study');
      await expect(page.getByRole('heading', { level: 1, name: 'Your study' })).toBeVisible();
      // The browser's marks move to the account at sign-in, and the reader is told.
      await expectToast(page, 'Your marks are in your account', '2 from this browser added.');
      expect(await page.evaluate(() => localStorage.getItem('oc-marks:v1')), 'forgotten here').toBeNull();
      const list = page.getByRole('list', { name: 'Marks' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('link', { name: 'Genesis 1:3' })).toBeVisible();
      // The note's Markdown is rendered; its HTML is shown as text, never run.
      await expect(list.locator('strong', { hasText: 'first' })).toBeVisible();
      await expect(list).toContainText('<script>');
      expect(await page.evaluate(() => (window as unknown as { bad?: number }).bad)).toBeUndefined();

      await page.getByLabel('Tag', { exact: true }).selectOption('sermon');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await page.getByLabel('Tag', { exact: true }).selectOption('');
      await page.getByLabel('Colour').selectOption('green');
      await expect(list.getByRole('link', { name: 'Genesis 1:1' })).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await page.getByLabel('Colour').selectOption('');
      await noSidewaysScroll(page, '/study');
      await closeToasts(page);
      await expectNoSeriousViolations(page, `/study at ${width} px`);
      await page.screenshot({ path: `test-results/study-page-${width}.png`, fullPage: true });

      const markdown = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Markdown' }).click();
      const markdownText = await (await markdown).createReadStream().then(async (stream) => {
        let text = '';
        for await (const chunk of stream) text += String(chunk);
        return text;
      });
      expect(markdownText).toContain('## Genesis 1:1');
      expect(markdownText).toContain('- Highlighted green');
      expect(markdownText).toContain('## Genesis 1:3');
      expect(markdownText).toContain('Light **first**');

      const csv = page.waitForEvent('download');
      await page.getByRole('link', { name: 'CSV' }).click();
      const csvText = await (await csv).createReadStream().then(async (stream) => {
        let text = '';
        for await (const chunk of stream) text += String(chunk);
        return text;
      });
      expect(csvText.split('\r\n')[0]).toBe('book,chapter,verse,version,kind,colour,tags,note');
      expect(csvText).toContain('Genesis,1,1,kjv,highlight,green,,');
      expect(csvText).toContain('Genesis,1,3,kjv,note,,sermon; creation/light,Light **first**');

      // A group is the start of a tag's name: made on the page, it is what the account keeps (decision 341).
      await expect(page.getByRole('list', { name: 'Tags in creation' })).toContainText('#creation/light');
      await page.getByLabel('Rename or merge the tag').selectOption('sermon');
      await page.getByLabel('into (an existing tag merges; group/tag groups)').fill('Sermons/Sunday');
      await page.getByRole('button', { name: 'Rename', exact: true }).click();
      await expectToast(page, 'Renamed #sermon to #sermons/sunday');
      await page.reload();
      await expect(page.getByRole('list', { name: 'Tags in sermons' })).toContainText('#sermons/sunday');

      // Opening a mark takes the reader to its verse.
      await list.getByRole('link', { name: 'Genesis 1:3' }).click();
      await expect(page).toHavePath('/bible/Gen/1/3');
    });
  });
}

for (const width of [1280, 375]) {
  test.describe(`an account's marks at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed in: a highlight made in the KJV shows in the YLT; deleting the account takes the marks', async ({
      page,
      login,
    }) => {
      const reader = await login();
      await page.goto('/bible/Gen/1');
      await verse(page, 3).click({ position: { x: 60, y: 8 } });
      await expect(bar(page)).not.toContainText('kept in this browser');
      await bar(page).getByRole('button', { name: 'Highlight', exact: true }).click();
      await bar(page).getByRole('button', { name: 'Highlight pink' }).click();
      await expectToast(page, 'Highlighted pink', 'Genesis 1:3');
      await expect(verse(page, 3)).toHaveAttribute('data-mark-color', 'pink');
      expect(
        await page.evaluate(() => localStorage.getItem('oc-marks:v1')),
        'kept in the account',
      ).toBeNull();

      await page.goto('/bible/Gen/1?version=ylt');
      await expect(verse(page, 3)).toHaveAttribute('data-mark-color', 'pink');
      const held = await page.request.get('/api/study/marks?ref=Gen.1');
      expect((await held.json()).total).toBe(1);

      await page.goto('/account');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByLabel('Your password').fill(reader.password);
      await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
      await expectToast(page, 'Account deleted');
      await page.goto('/bible/Gen/1?version=ylt');
      await expect(verse(page, 3)).not.toHaveAttribute('data-mark-color');
      expect((await page.request.get('/api/study/marks?ref=Gen.1')).status(), 'no session, no marks').toBe(
        401,
      );
    });
  });
}

/**
 * Marks follow the verse into the Hebrew Bible's numbering (decision 403), on a server of its own (decision 405):
 * the shared one holds no Hebrew-numbered text of Malachi nor its verse map. e2e/fixtures/numbering.manifest.json
 * holds made-up words for Malachi in a KJV and a Hebrew Bible, and the map of KJV Malachi 4:1-6 to 3:19-24.
 */
const numberingTest = test.extend<object, { numberingServer: RunningServer }>({
  numberingServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const log = path.join(
        FIXTURES_DIR,
        '..',
        'artifacts',
        `numbering-server-${workerInfo.workerIndex}.log`,
      );
      const server = await startServer(log, {
        manifests: [path.join(FIXTURES_DIR, 'numbering.manifest.json')],
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ numberingServer }, use) => use(numberingServer.baseUrl),
});

numberingTest.describe('marks in another numbering', () => {
  // One server for both widths: the tests run in order in one worker.
  numberingTest.describe.configure({ mode: 'default' });

  for (const width of [1280, 375]) {
    numberingTest(
      `at ${width} px, signed out, a highlight on KJV Malachi 4:1 is on the Hebrew Bible’s 3:19, and moves to the account there`,
      async ({ page, login }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/bible/Mal/4');
        await verse(page, 1).click({ position: { x: 60, y: 8 } });
        const kjvBar = page.getByRole('region', { name: /Malachi 4:1/ });
        await kjvBar.getByRole('button', { name: 'Highlight', exact: true }).click();
        await kjvBar.getByRole('button', { name: 'Highlight yellow' }).click();
        await expectToast(page, 'Highlighted yellow', 'Malachi 4:1');
        await page.keyboard.press('Escape');
        const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('oc-marks:v1') ?? '[]'));
        expect(kept, 'the mark keeps its verse’s KJV keys').toEqual([
          expect.objectContaining({ ref: 'Mal.4.1', version: 'kjv', startKey: 39004001, endKey: 39004001 }),
        ]);

        // The chapter before shows the dot on the chapter that holds the verse in this numbering.
        await page.goto('/bible/Mal/2?version=wlc');
        const next = page.getByRole('navigation', { name: 'More chapters' }).getByRole('link', {
          name: 'Next chapter: Malachi 3, has your marks',
        });
        await expect(next.locator('[data-marked-dot]')).toBeVisible();
        await next.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/study-numbering-nav-${width}.png` });
        await page.goto('/bible/Mal/3?version=wlc');
        await expect(verse(page, 19)).toHaveAttribute('data-mark-color', 'yellow');
        await expect(verse(page, 18)).not.toHaveAttribute('data-mark-color', /.+/);
        await expect(verse(page, 20)).not.toHaveAttribute('data-mark-color', /.+/);
        await expect(verse(page, 19)).toContainText('highlighted yellow');
        await noSidewaysScroll(page, 'the Hebrew Bible’s Malachi 3 with a mark');
        await verse(page, 19).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/study-numbering-${width}.png` });

        // The bar there knows the highlight as this verse's; a bookmark made here is on KJV Malachi 4:2.
        await verse(page, 19).click({ position: { x: 60, y: 8 } });
        const hebrewBar = page.getByRole('region', { name: /Malachi 3:19/ });
        await expect(hebrewBar.getByRole('button', { name: 'Highlight (yellow)' })).toBeVisible();
        await page.keyboard.press('Escape');
        await verse(page, 20).click({ position: { x: 60, y: 8 } });
        await page
          .getByRole('region', { name: /Malachi 3:20/ })
          .getByRole('button', { name: 'Bookmark' })
          .click();
        await expectToast(page, 'Bookmarked', 'Malachi 3:20');
        await page.keyboard.press('Escape');
        await closeToasts(page);
        await expectNoSeriousViolations(page, `the Hebrew Bible's Malachi 3 with marks at ${width} px`);
        await page.goto('/bible/Mal/4');
        await expect(verse(page, 2).locator('[data-icon="bookmark"]')).toBeVisible();

        // Signed up, the account holds both at their KJV places: shown from the account in either numbering.
        await login();
        await page.goto('/study');
        await expectToast(page, 'Your marks are in your account', '2 from this browser added.');
        const list = page.getByRole('list', { name: 'Marks' });
        await expect(list.getByRole('link', { name: 'Malachi 4:1' })).toBeVisible();
        await expect(list.getByRole('link', { name: 'Malachi 3:20' })).toBeVisible();
        await page.goto('/bible/Mal/4');
        await expect(verse(page, 1)).toHaveAttribute('data-mark-color', 'yellow');
        await expect(verse(page, 2).locator('[data-icon="bookmark"]')).toBeVisible();
        await page.goto('/bible/Mal/3?version=wlc');
        await expect(verse(page, 19)).toHaveAttribute('data-mark-color', 'yellow');
        await expect(verse(page, 20).locator('[data-icon="bookmark"]')).toBeVisible();
      },
    );
  }
});
