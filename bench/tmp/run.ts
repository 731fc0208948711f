import path from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../../e2e/support/chromium';
import { projectRoot } from '../production';
const BASE_URL = 'http://127.0.0.1:3999';
async function main() {
  const manifest = (await (await fetch(`${BASE_URL}/api/offline/packs`)).json()) as { packs: { code: string; file: string }[] };
  const bundle = await build({ entryPoints: [path.join(projectRoot, 'bench', 'tmp', 'entry.ts')], bundle: true, format: 'iife', target: 'es2022', minify: true, write: false });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ serviceWorkers: 'block', bypassCSP: true });
  for (const code of (process.env.CODES ?? 'wlc').split(',')) {
    const pack = manifest.packs.find((p) => p.code === code)!;
    const times: number[] = [];
    for (let r = 0; r < Number(process.env.ROUNDS ?? 7); r++) {
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/robots.txt`);
      await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
      await page.evaluate((file) => (window as any).prepare(file), pack.file);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      times.push(await page.evaluate(() => (window as any).buildIt()));
      await page.close();
    }
    times.sort((a, b) => a - b);
    console.log(code, '4x median', times[Math.floor(times.length / 2)]!.toFixed(0), 'all', times.map((t) => t.toFixed(0)).join(' '));
  }
  await browser.close();
}
main();
