import assert from 'node:assert/strict';
import { expectHidden, expectPath, expectVisible } from '../harness/expect';
import { defineJourneys } from '../harness/types';
import { activePanel, expectNoSeriousViolations, waitForCount } from './concordance-support';

export const journeys = defineJourneys('concordance entry', [
  {
    name: 'the header shows the Hebrew word right-to-left with points; the tabs switch',
    run: async ({ page }) => {
      await page.goto('/concordance/H7225');
      await expectVisible(page.getByRole('heading', { name: "Strong's H7225", level: 1 }), 'the heading');
      const word = page.locator('header [lang="he"]');
      assert.equal(await word.textContent(), 'רֵאשִׁית');
      assert.equal(await word.getAttribute('dir'), 'rtl');
      assert.equal(await word.evaluate((element) => getComputedStyle(element).direction), 'rtl');
      await expectVisible(page.getByText('Hebrew', { exact: true }).first(), 'the Hebrew badge');
      await expectVisible(page.getByText('rêʼshîyth'), 'the transliteration');
      await expectVisible(page.getByText("[ray-sheeth']"), 'the pronunciation');
      await expectVisible(page.getByRole('link', { name: 'Previous entry, H7224' }), 'the previous number');
      await expectVisible(page.getByRole('link', { name: 'Next entry, H7226' }), 'the next number');

      await expectVisible(
        activePanel(page).getByText('the first, in place, time, order or rank (fixture)'),
        'the definition',
      );
      await page.getByRole('tab', { name: 'Usage' }).click();
      await expectVisible(activePanel(page).getByRole('heading', { name: 'Usage in KJV' }), 'Usage in KJV');
      await expectVisible(activePanel(page).getByText('beginning (1)'), 'the counted rendering');
      await page.getByRole('tab', { name: 'Occurrences (1)' }).click();
      await expectVisible(activePanel(page).getByText('H7225 occurs in 1 verses in the KJV'), 'the count');
      await page.getByRole('tab', { name: 'Origin' }).click();
      await expectPath(page, '/concordance/H7225?tab=origin');
      await activePanel(page).getByRole('link', { name: 'H7218' }).click();
      await expectPath(page, '/concordance/H7218');
      await expectVisible(
        page.getByRole('heading', { name: "Strong's H7218", level: 1 }),
        'the linked entry',
      );

      const related = page.getByRole('region', { name: 'Related Words' });
      await expectVisible(related.getByRole('link', { name: /^H7225/ }), 'H7225 among the related words');
      const study = page.getByRole('region', { name: 'Study Resources' });
      for (const [name, href] of [
        ['Hebrew Lexicon', '/hebrew-lexicon'],
        ['Greek Lexicon', '/greek-lexicon'],
        ['Original Languages', '/original-languages'],
      ]) {
        assert.equal(await study.getByRole('link', { name: new RegExp(name!) }).getAttribute('href'), href);
      }
    },
  },
  {
    name: 'occurrences: count, See All, a paged 500 px list with highlights, into the reader',
    run: async ({ page }) => {
      await page.goto('/concordance/G26?tab=occurrences');
      const panel = activePanel(page);
      await expectVisible(panel.getByText('G26 occurs in 33 verses in the KJV'), 'the count line');
      assert.equal(
        await panel.getByRole('link', { name: 'See All' }).getAttribute('href'),
        '/simple-results?q=G26&version=kjv&page=1',
      );
      const list = panel.getByRole('region', { name: 'Verses with G26' });
      assert.equal(await list.evaluate((element) => element.getBoundingClientRect().height), 500);
      await waitForCount(list.locator('ol > li'), 20, 'verses on page 1');
      assert.ok((await list.locator('mark').count()) >= 20, 'every verse highlights its word');
      const first = await list.locator('ol > li a').first().textContent();
      await panel
        .getByRole('navigation', { name: 'Verse pages' })
        .getByRole('button', { name: 'Next page' })
        .click();
      await waitForCount(list.locator('ol > li'), 13, 'verses on page 2');
      assert.notEqual(await list.locator('ol > li a').first().textContent(), first);

      const reference = list.locator('ol > li').first().getByRole('link').first();
      const href = await reference.getAttribute('href');
      assert.match(href ?? '', /^\/bible\/\d+\/\d+\/\d+\?strongs=true$/);
      assert.match(
        (await list
          .locator('ol > li')
          .first()
          .getByRole('link', { name: /^Chapter/ })
          .getAttribute('href')) ?? '',
        /^\/bible\/\d+\/\d+\?strongs=true$/,
      );
      await reference.click();
      await expectPath(page, href!);
    },
  },
  {
    name: 'not-found and invalid numbers show the catalogue texts',
    run: async ({ page }) => {
      await page.goto('/concordance/H99999');
      await expectVisible(
        page.getByRole('heading', { name: 'Dictionary Entry Not Found' }),
        'the not-found title',
      );
      await expectVisible(
        page.getByText("We couldn't find information for Strong's number H99999."),
        'the message',
      );
      await expectVisible(page.getByText("Strong's number H99999 not found"), 'the server message');
      assert.equal(
        await page.getByRole('link', { name: 'Try a Different Search' }).getAttribute('href'),
        '/',
      );

      await page.goto('/strongs/xyz');
      await expectVisible(
        page.getByRole('heading', { name: "Strong's Number Not Found" }),
        'the invalid title',
      );
      await expectVisible(
        page.getByText("No definition found for Strong's number xyz"),
        'the invalid message',
      );

      await page.route('**/api/concordance/G25', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Service Unavailable"}',
        }),
      );
      await page.goto('/strongs/G25');
      await expectVisible(page.getByRole('heading', { name: 'Error' }), 'the error box');
      await expectVisible(page.getByText('Failed to fetch: Service Unavailable'), 'the fetch message');
      await page.unroute('**/api/concordance/G25');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expectVisible(
        page.getByRole('heading', { name: "Strong's G25", level: 1 }),
        'the entry after Try Again',
      );
    },
  },
  {
    name: 'Back to Search Results appears only after a results page',
    run: async ({ page }) => {
      await page.goto('/concordance/G26');
      await expectVisible(page.getByRole('heading', { name: "Strong's G26", level: 1 }), 'the entry');
      assert.equal(await page.getByRole('link', { name: 'Back to Search Results' }).count(), 0);
      // Arrive as a results page's link would: with the results address in the router's location state.
      await page.evaluate(() => {
        window.history.pushState(
          { usr: { from: '/simple-results?q=love&version=kjv&page=2' }, key: 'e2e', idx: 1 },
          '',
          '/concordance/G25',
        );
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      });
      await expectVisible(page.getByRole('heading', { name: "Strong's G25", level: 1 }), 'the entry');
      await page.getByRole('tab', { name: 'Usage' }).click();
      await page.getByRole('link', { name: 'Back to Search Results' }).click();
      await expectPath(page, '/simple-results?q=love&version=kjv&page=2');
    },
  },
  {
    name: "the Strong's analysis dialog: toggle, word table, definition, entry in a new tab",
    run: async ({ page }) => {
      await page.goto('/concordance/G26?tab=occurrences');
      const analyse = activePanel(page)
        .getByRole('button', { name: /^Strong's analysis of / })
        .first();
      const label = (await analyse.getAttribute('aria-label'))!.replace("Strong's analysis of ", '');
      await analyse.click();
      const dialog = page.getByRole('dialog', { name: `Strong's Analysis: ${label}` });
      await expectVisible(dialog, 'the dialog');
      const kjv = dialog.getByRole('region', { name: 'King James Version' });
      await expectVisible(kjv.getByText(/love/), 'the KJV verse');
      assert.equal(await kjv.locator('sup').count(), 0, "the Strong's toggle is off by default");
      await dialog.getByRole('switch', { name: "Show Strong's Numbers" }).click();
      await expectVisible(kjv.locator('sup', { hasText: 'G26' }), 'the superscript G26');

      const words = dialog.getByRole('region', { name: 'Words' });
      await words.getByRole('button', { name: 'G26', exact: true }).first().click();
      await expectVisible(
        words.getByText('love, i.e. affection or benevolence (fixture)').last(),
        'the definition',
      );
      const newTab = words.getByRole('link', { name: 'Open G26 in a new tab' }).first();
      assert.equal(await newTab.getAttribute('target'), '_blank');
      assert.equal(await newTab.getAttribute('href'), '/concordance/G26');
      await expectNoSeriousViolations(page, "the Strong's analysis dialog");
      await page.keyboard.press('Escape');
      await expectHidden(dialog, 'the dialog');
    },
  },
  {
    name: 'the Scholarly tab: Abbott-Smith and BDB with licences, safe HTML, links that stay in the app',
    run: async ({ page }) => {
      await page.goto('/concordance/G26?tab=scholarly');
      const article = page.getByRole('article', { name: /Abbott-Smith/ });
      await expectVisible(article.getByText('NT occurrences: 116'), 'the Abbott-Smith entry');
      await expectVisible(article.getByText(/Source and licence: Public domain/), 'the licence');
      assert.equal(await article.locator('script').count(), 0);
      assert.equal(
        await article.getByRole('link', { name: 'Jo 13:35' }).getAttribute('href'),
        '/bible/43/13/35?strongs=true',
      );
      await article.getByRole('link', { name: 'ἀγαπάω' }).click();
      await expectPath(page, '/concordance/G25');

      await page.goto('/concordance/H430?tab=scholarly');
      const bdb = page.getByRole('article', { name: 'BDB (abridged, Open Scriptures)' });
      await expectVisible(bdb.getByText('(abridged)'), 'the abridged label');
      await expectVisible(bdb.getByText('rulers, judges'), 'the BDB entry');
      assert.notEqual(await page.title(), 'unsafe', 'no script of the entry ran');
    },
  },
  {
    name: 'the entry page has no serious axe finding on any tab (1280 and 375 px) and fits a phone',
    run: async ({ page, newPage }) => {
      await page.goto('/concordance/G26');
      await expectVisible(page.getByRole('heading', { name: "Strong's G26", level: 1 }), 'the entry');
      for (const tab of ['Definition', 'Usage', 'Origin', 'Occurrences (33)', 'Scholarly']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectVisible(activePanel(page), `the ${tab} panel`);
        await expectNoSeriousViolations(page, `/concordance/G26, ${tab}`);
      }
      const phone = await newPage({ viewport: { width: 375, height: 740 } });
      await phone.goto('/concordance/H7225?tab=occurrences');
      await expectVisible(phone.getByText('H7225 occurs in 1 verses in the KJV'), 'the entry on a phone');
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page is ${overflow} px wider than the phone`);
      await expectNoSeriousViolations(phone, '/concordance/H7225 at 375 px');
    },
  },
  {
    name: 'developer pages: the live landing page and the components test page',
    run: async ({ page }) => {
      await page.goto('/strongs-landing');
      await expectVisible(
        page.getByRole('heading', { name: "Strong's Concordance Search" }),
        'the landing page',
      );
      await expectVisible(page.getByText(/^Showing (0 results|1-\d+ of \d+ results)$/), 'the live count');
      await page.goto('/strongs-test');
      await page.getByRole('button', { name: 'Genesis 1:1' }).first().click();
      const dialog = page.getByRole('dialog', { name: "Strong's Analysis: Genesis 1:1" });
      await expectVisible(
        dialog.getByRole('button', { name: 'H7225', exact: true }),
        'H7225 in the word table',
      );
    },
  },
]);
