import { expect, test } from '../support/test';
import { activePanel, expectNoSeriousViolations } from './concordance-support';

test.describe('concordance entry', () => {
  test('the header shows the Hebrew word right-to-left with points; the tabs switch', async ({ page }) => {
    await page.goto('/concordance/H7225');
    await expect(
      page.getByRole('heading', { name: "Strong's H7225", level: 1 }),
      'the heading',
    ).toBeVisible();
    const word = page.locator('header [lang="he"]');
    expect(await word.textContent()).toBe('רֵאשִׁית');
    expect(await word.getAttribute('dir')).toBe('rtl');
    expect(await word.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expect(page.getByText('Hebrew', { exact: true }).first(), 'the Hebrew badge').toBeVisible();
    await expect(page.getByText('rêʼshîyth'), 'the transliteration').toBeVisible();
    await expect(page.getByText("[ray-sheeth']"), 'the pronunciation').toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Previous entry, H7224' }),
      'the previous number',
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Next entry, H7226' }), 'the next number').toBeVisible();

    await expect(
      activePanel(page).getByText('the first, in place, time, order or rank (fixture)'),
      'the definition',
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Usage' }).click();
    await expect(
      activePanel(page).getByRole('heading', { name: 'Usage in KJV' }),
      'Usage in KJV',
    ).toBeVisible();
    await expect(activePanel(page).getByText('beginning (1)'), 'the counted rendering').toBeVisible();
    await page.getByRole('tab', { name: 'Occurrences (1)' }).click();
    await expect(
      activePanel(page).getByText('H7225 occurs in 1 verses in the KJV'),
      'the count',
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Origin' }).click();
    await expect(page).toHavePath('/concordance/H7225?tab=origin');
    await activePanel(page).getByRole('link', { name: 'H7218' }).click();
    await expect(page).toHavePath('/concordance/H7218');
    await expect(
      page.getByRole('heading', { name: "Strong's H7218", level: 1 }),
      'the linked entry',
    ).toBeVisible();

    const related = page.getByRole('region', { name: 'Related Words' });
    await expect(
      related.getByRole('link', { name: /^H7225/ }),
      'H7225 among the related words',
    ).toBeVisible();
    const study = page.getByRole('region', { name: 'Study Resources' });
    for (const [name, href] of [
      ['Hebrew Lexicon', '/hebrew-lexicon'],
      ['Greek Lexicon', '/greek-lexicon'],
      ['Original Languages', '/original-languages'],
    ]) {
      expect(await study.getByRole('link', { name: new RegExp(name!) }).getAttribute('href')).toBe(href);
    }
  });

  test('occurrences: count, See All, a paged 500 px list with highlights, into the reader', async ({
    page,
  }) => {
    await page.goto('/concordance/G26?tab=occurrences');
    const panel = activePanel(page);
    await expect(panel.getByText('G26 occurs in 33 verses in the KJV'), 'the count line').toBeVisible();
    expect(await panel.getByRole('link', { name: 'See All' }).getAttribute('href')).toBe(
      '/simple-results?q=G26&version=kjv&page=1',
    );
    const list = panel.getByRole('region', { name: 'Verses with G26' });
    expect(await list.evaluate((element) => element.getBoundingClientRect().height)).toBe(500);
    await expect(list.locator('ol > li'), 'verses on page 1').toHaveCount(20);
    expect(await list.locator('mark').count(), 'every verse highlights its word').toBeGreaterThanOrEqual(20);
    const first = await list.locator('ol > li a').first().textContent();
    await panel
      .getByRole('navigation', { name: 'Verse pages' })
      .getByRole('button', { name: 'Next page' })
      .click();
    await expect(list.locator('ol > li'), 'verses on page 2').toHaveCount(13);
    expect(await list.locator('ol > li a').first().textContent()).not.toBe(first);

    const reference = list.locator('ol > li').first().getByRole('link').first();
    const href = await reference.getAttribute('href');
    expect(href ?? '').toMatch(/^\/bible\/\d+\/\d+\/\d+\?strongs=true$/);
    expect(
      (await list
        .locator('ol > li')
        .first()
        .getByRole('link', { name: /^Chapter/ })
        .getAttribute('href')) ?? '',
    ).toMatch(/^\/bible\/\d+\/\d+\?strongs=true$/);
    await reference.click();
    await expect(page).toHavePath(href!);
  });

  test('not-found and invalid numbers show the catalogue texts', async ({ page }) => {
    await page.goto('/concordance/H99999');
    await expect(
      page.getByRole('heading', { name: 'Dictionary Entry Not Found' }),
      'the not-found title',
    ).toBeVisible();
    await expect(
      page.getByText("We couldn't find information for Strong's number H99999."),
      'the message',
    ).toBeVisible();
    await expect(page.getByText("Strong's number H99999 not found"), 'the server message').toBeVisible();
    expect(await page.getByRole('link', { name: 'Try a Different Search' }).getAttribute('href')).toBe('/');

    await page.goto('/strongs/xyz');
    await expect(
      page.getByRole('heading', { name: "Strong's Number Not Found" }),
      'the invalid title',
    ).toBeVisible();
    await expect(
      page.getByText("No definition found for Strong's number xyz"),
      'the invalid message',
    ).toBeVisible();

    await page.route('**/api/concordance/G25', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Service Unavailable"}',
      }),
    );
    await page.goto('/strongs/G25');
    await expect(page.getByRole('heading', { name: 'Error' }), 'the error box').toBeVisible();
    await expect(page.getByText('Failed to fetch: Service Unavailable'), 'the fetch message').toBeVisible();
    await page.unroute('**/api/concordance/G25');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      page.getByRole('heading', { name: "Strong's G25", level: 1 }),
      'the entry after Try Again',
    ).toBeVisible();
  });

  test('Back to Search Results appears only after a results page', async ({ page }) => {
    await page.goto('/concordance/G26');
    await expect(page.getByRole('heading', { name: "Strong's G26", level: 1 }), 'the entry').toBeVisible();
    expect(await page.getByRole('link', { name: 'Back to Search Results' }).count()).toBe(0);
    // Arrive as a results page's link would: with the results address in the router's location state.
    await page.evaluate(() => {
      window.history.pushState(
        { usr: { from: '/simple-results?q=love&version=kjv&page=2' }, key: 'e2e', idx: 1 },
        '',
        '/concordance/G25',
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { name: "Strong's G25", level: 1 }), 'the entry').toBeVisible();
    await page.getByRole('tab', { name: 'Usage' }).click();
    await page.getByRole('link', { name: 'Back to Search Results' }).click();
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=2');
  });

  test("the Strong's analysis dialog: toggle, word table, definition, entry in a new tab", async ({
    page,
  }) => {
    await page.goto('/concordance/G26?tab=occurrences');
    const analyse = activePanel(page)
      .getByRole('button', { name: /^Strong's analysis of / })
      .first();
    const label = (await analyse.getAttribute('aria-label'))!.replace("Strong's analysis of ", '');
    await analyse.click();
    const dialog = page.getByRole('dialog', { name: `Strong's Analysis: ${label}` });
    await expect(dialog, 'the dialog').toBeVisible();
    const kjv = dialog.getByRole('region', { name: 'King James Version' });
    await expect(kjv.getByText(/love/).first(), 'the KJV verse').toBeVisible();
    expect(await kjv.locator('sup').count(), "the Strong's toggle is off by default").toBe(0);
    await dialog.getByRole('switch', { name: "Show Strong's Numbers" }).click();
    await expect(kjv.locator('sup', { hasText: 'G26' }).first(), 'the superscript G26').toBeVisible();

    const words = dialog.getByRole('region', { name: 'Words' });
    await words.getByRole('button', { name: 'G26', exact: true }).first().click();
    await expect(
      words.getByText('love, i.e. affection or benevolence (fixture)').last(),
      'the definition',
    ).toBeVisible();
    const newTab = words.getByRole('link', { name: 'Open G26 in a new tab' }).first();
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await newTab.getAttribute('href')).toBe('/concordance/G26');
    await expectNoSeriousViolations(page, "the Strong's analysis dialog");
    await page.keyboard.press('Escape');
    await expect(dialog, 'the dialog').toBeHidden();
  });

  test('the Scholarly tab: Abbott-Smith and BDB with licences, safe HTML, links that stay in the app', async ({
    page,
  }) => {
    await page.goto('/concordance/G26?tab=scholarly');
    const article = page.getByRole('article', { name: /Abbott-Smith/ });
    await expect(article.getByText('NT occurrences: 116'), 'the Abbott-Smith entry').toBeVisible();
    await expect(article.getByText(/Source and licence: Public domain/), 'the licence').toBeVisible();
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.getByRole('link', { name: 'Jo 13:35' }).getAttribute('href')).toBe(
      '/bible/43/13/35?strongs=true',
    );
    await article.getByRole('link', { name: 'ἀγαπάω' }).click();
    await expect(page).toHavePath('/concordance/G25');

    await page.goto('/concordance/H430?tab=scholarly');
    const bdb = page.getByRole('article', { name: 'BDB (abridged, Open Scriptures)' });
    await expect(bdb.getByText('(abridged)'), 'the abridged label').toBeVisible();
    await expect(bdb.getByText('rulers, judges'), 'the BDB entry').toBeVisible();
    expect(await page.title(), 'no script of the entry ran').not.toBe('unsafe');
  });

  test('the entry page has no serious axe finding on any tab (1280 and 375 px) and fits a phone', async ({
    page,
    newPage,
  }) => {
    await page.goto('/concordance/G26');
    await expect(page.getByRole('heading', { name: "Strong's G26", level: 1 }), 'the entry').toBeVisible();
    for (const tab of ['Definition', 'Usage', 'Origin', 'Occurrences (33)', 'Scholarly']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(activePanel(page), `the ${tab} panel`).toBeVisible();
      await expectNoSeriousViolations(page, `/concordance/G26, ${tab}`);
    }
    const phone = await newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto('/concordance/H7225?tab=occurrences');
    await expect(
      phone.getByText('H7225 occurs in 1 verses in the KJV'),
      'the entry on a phone',
    ).toBeVisible();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the page is ${overflow} px wider than the phone`).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(phone, '/concordance/H7225 at 375 px');
  });

  test('developer pages: the live landing page and the components test page', async ({ page }) => {
    await page.goto('/strongs-landing');
    await expect(
      page.getByRole('heading', { name: "Strong's Concordance Search" }),
      'the landing page',
    ).toBeVisible();
    await expect(
      page.getByText(/^Showing (0 results|1-\d+ of \d+ results)$/),
      'the live count',
    ).toBeVisible();
    await page.goto('/strongs-test');
    await page.getByRole('button', { name: 'Genesis 1:1' }).first().click();
    const dialog = page.getByRole('dialog', { name: "Strong's Analysis: Genesis 1:1" });
    await expect(
      dialog.getByRole('button', { name: 'H7225', exact: true }),
      'H7225 in the word table',
    ).toBeVisible();
  });
});
