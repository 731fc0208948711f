import type { Page } from '@playwright/test';
import { startDeployProxy, type DeployProxy } from '../support/deploy-proxy';
import { expect, test } from '../support/test';

/**
 * Issue 41, the installable shell (decision 413): the service worker keeps the app's files and its bare shell,
 * so that with the network off any address of the site opens the app; a page that needs the server says so;
 * and a new deploy's shell replaces the kept one, never served while the network answers.
 */

// The other journeys block service workers (playwright.config.ts): this one is about them.
test.use({ serviceWorkers: 'allow' });

/** Waits until the page's service worker has installed (precached everything) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The revisions of the shell in the page's precache (Workbox keys it by `?__WB_REVISION__=`). */
function keptShellRevisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const revisions: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === '/app-shell.html') revisions.push(url.searchParams.get('__WB_REVISION__') ?? '');
      }
    }
    return revisions;
  });
}

test.describe('the installable shell', () => {
  let proxy: DeployProxy;
  test.beforeEach(async ({ baseURL }) => {
    proxy = await startDeployProxy(baseURL!);
  });
  test.afterEach(async () => {
    await proxy?.close();
  });

  test('offline, any address opens the app, a page that needs the server says so, and a deploy replaces the shell', async ({
    page,
    context,
  }) => {
    // The manifest the page links is the installable app's.
    const manifestHref = await page
      .goto(`${proxy.url}/`)
      .then(() => page.locator('link[rel="manifest"]').getAttribute('href'));
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(`${proxy.url}/manifest.webmanifest`)).json()) as {
      name: string;
      display: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'OpenConcordance', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    await waitForServiceWorker(page);
    // Chromium's own verdict on installing the app (the manifest, its icons, the worker): nothing missing but
    // what a test browser is (Playwright's contexts are off the record, where nothing is installed).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Left attached, the session lost the offline emulation of a later page (its /admin drawn as if online).
    await cdp.detach();
    const errorIds = installabilityErrors.map((error) => error.errorId);
    expect(errorIds.filter((id) => id !== 'in-incognito')).toEqual([]);
    // Online, a navigation is the network's: the page the server rendered, with its data, not the kept shell.
    await page.goto(`${proxy.url}/bible/John/3/16`);
    await expect(page.locator('#server-state')).toHaveCount(1);

    // (a) Offline, an address never opened before opens the app: the kept shell, then the app's own screens.
    await context.setOffline(true);
    await page.goto(`${proxy.url}/bible/John/3`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('#server-state')).toHaveCount(0);
    await expect(page.locator('meta[name="e2e-deploy"]')).toHaveCount(0);

    // (b) Offline, the administration says plainly that it needs the server.
    await page.goto(`${proxy.url}/admin`);
    const notice = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(notice).toContainText('The administration pages need a connection to the server.');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    // Back online, the page is the administration's own again.
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);

    // (c) A new deploy: the next navigation, online, is the new build's page at once (the old worker asks the
    // network for every navigation), and the new worker replaces the kept shell with the new one.
    const oldRevisions = await keptShellRevisions(page);
    expect(oldRevisions).toHaveLength(1);
    const revision = await proxy.deploy('second');
    await page.goto(`${proxy.url}/topics`);
    await expect(page.locator('meta[name="e2e-deploy"]')).toHaveAttribute('content', 'second');
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect.poll(() => keptShellRevisions(page), { timeout: 20_000 }).toEqual([revision]);

    await context.setOffline(true);
    await page.goto(`${proxy.url}/dictionary`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('meta[name="e2e-deploy"]')).toHaveAttribute('content', 'second');
    await expect(page.locator('#server-state')).toHaveCount(0);
  });
});
