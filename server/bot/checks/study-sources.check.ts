import type { Check, Finding } from '../check';

/**
 * Every study source (server/study-sources/) is imported and served by this instance, unless an administrator
 * removed it. A source never imported whose data is here, or one that failed to load, is imported by the bot.
 */
export const studySourcesCheck: Check = {
  key: 'study-sources',
  directive: 'Keep every study source (cross-references, commentaries, dictionaries) imported and served',
  priority: 70,
  async run({ studySources }) {
    // An instance that has not started its study sources (a test app) has nothing to say of them yet.
    if (!studySources?.started) return [];
    const findings: Finding[] = [];
    for (const status of await studySources.statuses()) {
      const location = `${status.title} (${status.id})`;
      const reimport = async () => {
        const report = await studySources.import(status.id);
        return `Imported ${status.title}: ${Object.entries(report.counts)
          .map(([name, value]) => `${value.toLocaleString('en')} ${name}`)
          .join(', ')}.`;
      };
      if (status.state === 'removed') continue;
      if (!status.shipped && status.state === 'new') {
        findings.push({
          fingerprint: `study-sources:missing:${status.id}`,
          elementType: 'study source',
          location,
          issue: `${status.title} is not installed on this server, so readers do not see it.`,
          remedy: `Install ${status.installHint}, then run npm run import -- --study import ${status.id}.`,
          severity: 'warning',
          quotable: true,
        });
        continue;
      }
      if (status.state === 'new' || !status.loaded) {
        findings.push({
          fingerprint: `study-sources:not-loaded:${status.id}`,
          elementType: 'study source',
          location,
          issue:
            status.state === 'new'
              ? `${status.title} has never been imported.`
              : `${status.title} is imported but this instance does not serve it${status.error ? ` (${status.error})` : ''}.`,
          remedy: `Import it again: npm run import -- --study import ${status.id}.`,
          severity: 'error',
          quotable: true,
          ...(status.shipped ? { repair: reimport } : {}),
        });
      }
    }
    return findings;
  },
};
