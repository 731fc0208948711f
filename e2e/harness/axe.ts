import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Fails on any serious or critical axe finding, naming rule, impact and the first offending nodes. */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (serious.length === 0) return;
  const lines = serious.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n      ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n      ')}`,
  );
  throw new Error(
    `axe found ${serious.length} serious/critical issue(s) on ${where}:\n    ${lines.join('\n    ')}`,
  );
}
