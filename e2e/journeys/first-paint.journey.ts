import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { expectResultsLine } from './search-support';

/**
 * Issue 23, content on first paint (decision 220): the public pages arrive with their content and their own
 * head in the HTML, the browser takes them over without drawing them again, unknown pages answer 404, and
 * robots.txt and sitemap.xml are real files.
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
] as const;

/** Console errors of a page (a failed hydration logs one), collected from now on. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('content on first paint', () => {
  for (const viewport of VIEWPORTS) {
    test(`without JavaScript, the reader, an entry and the results show their content at ${viewport.width} px`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport, javaScriptEnabled: false });

      const verse = await page.goto('/bible/John/3/16');
      expect(verse?.status()).toBe(200);
      await expect(page.getByText('For God so loved the world').first()).toBeVisible();
      await expect(page).toHaveTitle('John 3:16 (KJV) | OpenConcordance');

      await page.goto('/concordance/H7225');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('H7225');
      await expect(page).toHaveTitle(/^H7225 .+ \| OpenConcordance$/);

      await page.goto('/simple-results?q=love');
      await expect(page.getByText(/love/i).first()).toBeVisible();
      await expect(page).toHaveTitle('“love”: Search results | OpenConcordance');

      await page.goto('/');
      await expect(page.getByRole('searchbox', { name: 'Search the Bible' })).toBeVisible();
      await expect(page).toHaveTitle('OpenConcordance | Official Authoritative Original Text Repository');
    });
  }

  test('/search?q= arrives with its results, and the browser moves to the results page without asking again', async ({
    newPage,
  }) => {
    const still = await newPage({ javaScriptEnabled: false });
    const response = await still.goto('/search?q=love');
    expect(response?.status()).toBe(200);
    await expectResultsLine(still, '35 results • Page 1 of 2');
    await expect(still.getByText('Genesis 29:20').first()).toBeVisible();
    await expect(still).toHaveTitle('“love”: Search results | OpenConcordance');

    const page = await newPage();
    const errors = consoleErrors(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/search')) searches.push(request.url());
    });
    await page.goto('/search?q=love');
    await expect(page).toHavePath('/simple-results?q=love&version=kjv&page=1');
    await expectResultsLine(page, '35 results • Page 1 of 2');
    await page.waitForLoadState('networkidle');
    expect(searches, 'the results came with the page').toEqual([]);
    expect(errors, 'console errors (a failed hydration logs one)').toEqual([]);
  });

  /** Issue 35 item 6: the pages that showed a blank "Loading…" first, with what each shows without a script. */
  const STUDY_PAGES = [
    {
      url: '/timeline',
      title: 'Timeline',
      heading: 'Interactive Timeline of Biblical Events',
      text: 'Paul preaches in Rome',
    },
    {
      url: '/devotional',
      title: 'Devotional',
      heading: 'Daily Devotional Builder',
      text: "Today's Devotion",
    },
    { url: '/curriculum', title: 'Curriculum', heading: 'Curriculum Dashboard', text: 'Quick Access' },
    {
      url: '/support',
      title: 'Support',
      heading: 'Support This Ministry',
      text: 'One-time gifts and monthly support',
    },
    { url: '/account', title: 'Account', heading: 'Your account', text: 'An account keeps your notes' },
  ] as const;

  for (const viewport of VIEWPORTS) {
    test(`without JavaScript, the timeline, devotional, curriculum, support and account pages show their content at ${viewport.width} px`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport, javaScriptEnabled: false });
      for (const study of STUDY_PAGES) {
        const response = await page.goto(study.url);
        expect(response?.status(), study.url).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(study.heading);
        await expect(page.getByText(study.text).first()).toBeVisible();
        await expect(page.getByText('Loading…', { exact: true })).toHaveCount(0);
        await expect(page).toHaveTitle(`${study.title} | OpenConcordance`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, `${study.url} has its own description`).not.toMatch(/^OpenConcordance: a free/);
        await page.screenshot({
          path: `e2e/artifacts/first-paint${study.url.replace('/', '-')}-${viewport.width}.png`,
          fullPage: false,
        });
      }
    });
  }

  test('the browser takes over the timeline, devotional, curriculum, support and account pages without an error, and a signed-in reader gets their own', async ({
    newPage,
    login,
    page,
  }) => {
    const visitor = await newPage();
    const errors = consoleErrors(visitor);
    for (const study of STUDY_PAGES) {
      await visitor.goto(study.url);
      await visitor.waitForLoadState('networkidle');
    }
    await visitor.goto('/timeline?category=patriarchs');
    await visitor.waitForLoadState('networkidle');
    expect(errors, 'console errors (a failed hydration logs one)').toEqual([]);
    // The visitor's own view fills in after the session is known.
    await visitor.goto('/account');
    await expect(visitor.getByRole('button', { name: 'Create an account' })).toBeVisible();

    const reader = await login('reader');
    const readerErrors = consoleErrors(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect(page.getByText(reader.username).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create an account' })).toHaveCount(0);
    await page.goto('/timeline');
    await expect(page.getByRole('button', { name: 'Add your own event' })).toBeVisible();
    await page.goto('/devotional');
    await expect(page.getByRole('tab', { name: "Today's Devotion" })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(readerErrors, 'console errors of the signed-in reader').toEqual([]);
  });

  test('a verse page carries its own description, canonical link and Open Graph preview of the verse', async ({
    page,
  }) => {
    const response = await page.request.get('/bible/John/3/16');
    const html = await response.text();
    expect(html).toMatch(/<meta name="description" content="John 3:16: For God so loved the world[^"]*" \/>/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/bible\/John\/3\/16" \/>/);
    expect(html).toContain('<meta property="og:title" content="John 3:16 (KJV)" />');
    expect(html).toMatch(/<meta property="og:description" content="John 3:16: For God so loved the world/);
    expect(html).toContain('<meta property="og:type" content="article" />');
    // One title, one description: the shell's own are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  for (const viewport of VIEWPORTS) {
    test(`the browser takes over the server's page without an error and moves on from it at ${viewport.width} px`, async ({
      newPage,
    }) => {
      const page = await newPage({ viewport });
      const errors = consoleErrors(page);
      await page.goto('/bible/John/3/16');
      await expect(page.getByText('For God so loved the world').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, `the server-rendered verse page at ${viewport.width} px`);

      await page.goto('/concordance/H7225');
      await page.waitForLoadState('networkidle');
      await page.goto('/simple-results?q=love');
      await page.waitForLoadState('networkidle');
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(errors, 'console errors (a failed hydration logs one)').toEqual([]);

      // The page is live: the search box works and the tab's title follows the page.
      const box = page.getByRole('searchbox', { name: 'Search the Bible' });
      await box.fill('light');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/simple-results\?q=light/);
      await expect(page).toHaveTitle('“light”: Search results | OpenConcordance');
    });
  }

  test('a version list drawn by the server opens at the first click and by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const version = page.getByRole('combobox', { name: 'Version' });
    await version.click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(version).toBeFocused();
  });
});

test.describe('search engines', () => {
  test('an unknown page answers 404 and shows the page-not-found screen', async ({ page }) => {
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | OpenConcordance');
    const entry = await page.request.get('/concordance/H99999');
    expect(entry.status()).toBe(404);
    const known = await page.request.get('/about');
    expect(known.status()).toBe(200);
  });

  test('robots.txt is a real file that points to the sitemap', async ({ page }) => {
    const response = await page.request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /admin');
    expect(text).toMatch(/Sitemap: http:\/\/[^\s]+\/sitemap\.xml/);
  });

  test('sitemap.xml lists the books, chapters and dictionary entries', async ({ page }) => {
    const response = await page.request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/bible\/John\/3<\/loc>/);
    expect(xml).toMatch(/<loc>http:\/\/[^<]+\/concordance\/H7225<\/loc>/);
    expect(xml).not.toContain('/admin');
  });
});
