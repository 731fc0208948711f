import { isHttpUrl } from '../../site-content/sanitise';
import type { Check, Finding } from '../check';

/** Settings that make no sense: a purchase link that is not a URL, versions named that are not installed. */
export const settingsCheck: Check = {
  key: 'settings',
  directive: 'Keep the system settings sensible: working links, installed versions',
  priority: 40,
  async run({ settings, indexes }) {
    const findings: Finding[] = [];
    const purchaseUrl = (await settings.get('edition.purchaseUrl')).trim();
    if (purchaseUrl && !isHttpUrl(purchaseUrl))
      findings.push({
        fingerprint: 'settings:edition.purchaseUrl',
        elementType: 'setting',
        location: 'System Settings › bible › Purchase link (edition.purchaseUrl)',
        issue: `The purchase link "${purchaseUrl.slice(0, 200)}" is not a web address, so the "Get …" button leads nowhere.`,
        remedy: 'Enter a full address starting with https://, or empty the setting to hide the button.',
        severity: 'warning',
        quotable: true,
      });
    const installed = new Set((await indexes.installed()).map((version) => version.code));
    // Only a value an administrator chose: the default special edition (rstne) is not shipped (README 8).
    for (const [key, label] of [
      ['edition.special', 'Special edition'],
      ['search.defaultVersion', 'Default version'],
    ] as const) {
      const stored = (await settings.getStored(key))?.trim();
      if (stored && !installed.has(stored))
        findings.push({
          fingerprint: `settings:${key}`,
          elementType: 'setting',
          location: `System Settings › bible › ${label} (${key})`,
          issue: `The ${label.toLowerCase()} is set to "${stored.slice(0, 100)}", which is not an installed version.`,
          remedy: `Choose an installed version (${[...installed].sort().join(', ') || 'none installed yet'}) or import "${stored.slice(0, 100)}".`,
          severity: 'warning',
          quotable: true,
        });
    }
    const threshold = Number(await settings.get('bot.alertThreshold'));
    if (!Number.isInteger(threshold) || threshold < 0 || threshold > 100)
      findings.push({
        fingerprint: 'settings:bot.alertThreshold',
        elementType: 'setting',
        location: 'System Settings › bot › Alert threshold (bot.alertThreshold)',
        issue: `The alert threshold "${String(threshold)}" is not a whole number from 0 to 100; alerts use 50.`,
        remedy: 'Enter a whole number from 0 to 100.',
        severity: 'warning',
        quotable: true,
      });
    return findings;
  },
};
