import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from './setup/server';
import { chromiumLaunchOptions } from './support/chromium';

/**
 * Takes review screenshots of the built app (run `npx vite build` first):
 * `node --import tsx e2e/screenshots.ts` writes e2e/artifacts/screenshots/*.png.
 */
const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(e2eDir, 'artifacts', 'screenshots');
mkdirSync(outDir, { recursive: true });

const server = await startServer(path.join(e2eDir, 'artifacts', 'server-screenshots.log'));
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const [name, width, height] of [
    ['desktop', 1280, 900],
    ['mobile', 375, 812],
  ] as const) {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('tab', { name: 'Features' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(outDir, `home-${name}.png`), fullPage: true });
    await page.screenshot({ path: path.join(outDir, `home-${name}-top.png`) });
    if (name === 'mobile') {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.screenshot({ path: path.join(outDir, `home-${name}-menu.png`) });
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await page.getByRole('combobox', { name: 'Version' }).click();
    await page.getByRole('listbox').waitFor();
    await page.screenshot({ path: path.join(outDir, `version-select-${name}.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: path.join(outDir, `login-dialog-${name}.png`) });
    await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
    await page.screenshot({ path: path.join(outDir, `signup-dialog-${name}.png`) });
    await page.goto('/auth');
    await page.getByRole('heading', { name: /Admin/ }).waitFor();
    await page.screenshot({ path: path.join(outDir, `auth-${name}.png`), fullPage: true });
    await context.close();
  }
  console.log(`Screenshots in ${path.relative(process.cwd(), outDir)}`);
} finally {
  await browser.close();
  await server.stop();
}
