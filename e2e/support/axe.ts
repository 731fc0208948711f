import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** Fails on any serious or critical axe finding, naming rule, impact and the first offending nodes. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const findings = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n      ')}`,
  );
  expect(findings, `serious or critical axe findings on ${where}`).toEqual([]);
}

/**
 * Turns the dark theme on as the comfort settings do, then waits for every colour transition it started: axe
 * reads computed colours, and a button caught half-way between themes fails contrast for no reason of its own.
 */
export async function useDarkTheme(page: Page): Promise<void> {
  await page.evaluate(async () => {
    document.documentElement.dataset.theme = 'dark';
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
  });
}
