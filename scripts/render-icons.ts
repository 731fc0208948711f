import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium';

/**
 * Draws the installable app's PNG icons (decision 413) from the favicon's mark, once, with Debian's Chromium:
 * `node --import tsx scripts/render-icons.ts`. The PNGs are committed under web/public/icons; run this again
 * only when the mark changes. The maskable icon fills its square and draws the mark smaller, well inside the
 * safe circle (the middle 80 %) that every platform's mask leaves.
 */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(projectRoot, 'web', 'public', 'icons');

const BOOK = 'M7 9c3-1.5 6-1.5 9 0v14c-3-1.5-6-1.5-9 0zM25 9c-3-1.5-6-1.5-9 0v14c3-1.5 6-1.5 9 0z';
const mark = `<path d="${BOOK}" fill="none" stroke="#f5e9c8" stroke-width="1.8" stroke-linejoin="round"/>`;

const icons = [
  {
    file: 'icon-192.png',
    size: 192,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1e3a5f"/>${mark}</svg>`,
  },
  {
    file: 'icon-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1e3a5f"/>${mark}</svg>`,
  },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1e3a5f"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${mark}</g></svg>`,
  },
];

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:100vw;height:100vh}</style>${icon.svg}`,
    );
    writeFileSync(path.join(outDir, icon.file), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
