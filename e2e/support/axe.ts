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
