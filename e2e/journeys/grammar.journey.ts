import type { Page } from '@playwright/test';
import path from 'node:path';
import { expect, test as journeyTest } from '../support/test';
import { FIXTURES_DIR, fixtureManifests } from '../setup/fixture-manifests';
import { startServer, type RunningServer } from '../setup/server';
import { expectNoSeriousViolations } from '../support/axe';

const ARTIFACTS_DIR = path.join(FIXTURES_DIR, '..', 'artifacts');

/**
 * The grammatical concordance as a student uses it (issue 39, decisions 370-372), on the made-up SBLGNT and
 * Hebrew Bible of e2e/fixtures/grammar.manifest.json: a query typed in the one box, its counts and breakdowns,
 * a hit opened in the interlinear at its word, G25's grammar chart, and Hebrew laid out right-to-left.
 *
 * These journeys have a server of their own (decision 405): the shared one must not hold a WLC or an SBLGNT,
 * since eight journeys check what a reader sees without them (the "not installed" notices of the Hebrew and
 * concordance pages; the TR's interlinear of John 3:16). This one is started with every fixture of the shared
 * server plus the grammar manifest, once for the file: its tests run in order in one worker.
 */
const test = journeyTest.extend<object, { grammarServer: RunningServer }>({
  grammarServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const log = path.join(ARTIFACTS_DIR, `grammar-server-${workerInfo.workerIndex}.log`);
      const server = await startServer(log, {
        manifests: [...fixtureManifests(), path.join(FIXTURES_DIR, 'grammar.manifest.json')],
      });
      await use(server);
      await server.stop();
    },
    // Importing the fixtures and the shipped study sources, then starting: about half a minute on two cores.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ grammarServer }, use) => use(grammarServer.baseUrl),
});
test.describe.configure({ mode: 'default' });

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is ${overflow} px wider than the window`).toBeLessThanOrEqual(0);
}

for (const width of [1280, 375]) {
  test(`at ${width} px a Greek student counts the aorist imperatives of ἀγαπάω and opens one`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search-help');
    const box = page.getByRole('searchbox', { name: 'Search the Bible' });
    await box.fill('lemma:ἀγαπάω morph:"aorist imperative"');
    await box.press('Enter');
    await expect(page).toHavePath('/simple-results');

    const grammar = page.getByRole('region', { name: 'Grammatical concordance' });
    await expect(grammar.getByTestId('grammar-counts'), 'the counts and the text').toHaveText(
      /^1 verse, 1 word matched in Made-up SBLGNT \(test fixture\) \(SBLGNT\)/,
    );
    await expect(grammar.getByText('Every word of the text is counted.')).toBeVisible();

    // The breakdowns: open on a laptop, their summaries only on a phone until opened.
    const byForm = grammar.locator('details', { hasText: 'By parsed form' });
    if (width < 768) {
      await expect(byForm).not.toHaveAttribute('open');
      await byForm.locator('summary').click();
    }
    await expect(
      byForm.getByRole('row', { name: /ἀγαπήσατε aorist active imperative, 2nd plural .* ×1/ }),
      'the form with its parsing and count',
    ).toBeVisible();
    const byRendering = grammar.locator('details', { hasText: 'By KJV rendering' });
    if (width < 768) await byRendering.locator('summary').click();
    await expect(byRendering.getByRole('row', { name: 'love ×1' }), 'the KJV’s English').toBeVisible();

    // The hit: Greek with the word lit, its parsing in English, the KJV with its English lit.
    const hit = grammar.getByRole('article', { name: 'John 13:34' });
    await expect(hit.locator('p[lang="grc"] mark')).toHaveText(/^ἀγαπήσατε/);
    await expect(hit.getByRole('list', { name: 'Matched words in John 13:34' })).toContainText(
      'aorist active imperative, 2nd plural',
    );
    await expect(hit.locator('p[lang="en"] mark'), 'the KJV word lit through the alignment').toHaveText(
      'love',
    );
    await expectNoSidewaysScroll(page, `the results at ${width} px`);
    await expectNoSeriousViolations(page, `the grammatical results at ${width} px`);

    await hit.getByRole('link', { name: /ἀγαπήσατε.*open in the interlinear/ }).click();
    await expect(page).toHavePath('/bible/John/13/34');
    const lit = page.locator('li[data-lit="true"]');
    await expect(lit, 'the interlinear with the searched word lit').toContainText('ἀγαπήσατε');
    await expect(lit.locator('mark')).toHaveText('ἀγαπήσατε');
    await expect(page.locator('li[data-lit="true"]')).toHaveCount(1);

    await page.goto('/concordance/G25');
    const chart = page.getByRole('region', { name: 'Grammar' });
    await expect(chart.getByRole('table').first(), 'the grammar table').toContainText('aorist');
    await expect(chart.locator('svg[data-chart="Tense"]'), 'the chart').toBeVisible();
    await expect(chart.getByRole('row', { name: 'aorist 2' })).toBeVisible();
    await expect(chart.getByRole('row', { name: 'imperative 1' })).toBeVisible();
    await expect(chart.getByRole('row', { name: 'John 2 2' }), 'usage by book').toBeVisible();
    await expectNoSidewaysScroll(page, `G25 at ${width} px`);
    await expectNoSeriousViolations(page, `G25's grammar at ${width} px`);
  });
}

test('a Hebrew student’s hiphils of שׁוב in Jeremiah read right-to-left, as written or as read', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(
    `/simple-results?q=${encodeURIComponent('root:שׁוב morph:hiphil in:Jer')}&version=kjv&page=1`,
  );
  const grammar = page.getByRole('region', { name: 'Grammatical concordance' });
  await expect(grammar.getByTestId('grammar-counts')).toHaveText(
    /^1 verse, 1 word matched in Made-up Hebrew Bible/,
  );
  await expect(grammar.getByText(/^The written text \(ketiv\) is counted/)).toBeVisible();
  const verse = grammar.getByRole('article', { name: 'Jeremiah 16:15' }).locator('p[lang="he"]');
  await expect(verse).toHaveAttribute('dir', 'rtl');
  expect(await verse.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await expect(verse.locator('mark')).toHaveText(/^וַהֲשִׁבֹתִים/);

  // The student chooses the reading counted: the written text by default, the qere on request.
  const readings = grammar.getByRole('group', { name: 'Count the Hebrew' });
  await expect(readings.getByRole('radio', { name: 'As written (ketiv)' })).toBeChecked();
  await readings.getByText('As read (qere)').click();
  await expect(readings.getByRole('radio', { name: 'As read (qere)' })).toBeChecked();
  await expect(grammar.getByText(/^The read text \(qere\) is counted/)).toBeVisible();
  await expect(grammar.getByTestId('grammar-counts')).toHaveText(/^1 verse, 1 word matched/);
  await expectNoSidewaysScroll(page, 'the Hebrew results at 375 px');
  await expectNoSeriousViolations(page, 'the Hebrew grammatical results at 375 px');
});

test('bad grammatical input is a notice with the API’s message and suggestions', async ({ page }) => {
  // The second results screen answers a grammatical query the same way.
  await page.goto(`/strongs-results?q=${encodeURIComponent('lemma:agapao')}`);
  await expect(page.getByTestId('grammar-counts')).toHaveText(/^2 verses, 2 words matched in Made-up SBLGNT/);
  await expect(page.getByRole('article', { name: 'John 3:16' }).locator('mark').first()).toHaveText(
    /^ἠγάπησεν/,
  );

  await page.goto(
    `/simple-results?q=${encodeURIComponent('morph:"aorist subjunctiv"')}&version=sblgnt&page=1`,
  );
  const notice = page.getByRole('status').filter({ hasText: 'cannot be answered as written' });
  await expect(notice).toContainText('Unknown grammar term "subjunctiv"');
  await expect(notice.getByRole('link', { name: 'morph:"aorist subjunctive"' })).toBeVisible();
  await page.goto(
    `/simple-results?q=${encodeURIComponent('lemma:θεός near:0 lemma:ἀγαπάω')}&version=sblgnt&page=1`,
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'near: takes a number of words from 1 to 20' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'the grammar notice');
});
