import { count, eq, isNotNull } from 'drizzle-orm';
import { KJV, versificationByName } from '../../../core/bible/versification';
import { bibleVersions, verses } from '../../db/schema/index';
import type { Check, Finding } from '../check';

/**
 * Every installed version is complete and searchable (decision 181): its current edition still holds the
 * verses its import recorded, no more than its versification has, and the search index of this instance
 * holds that edition. A missing or stale index is rebuilt by the bot itself.
 */
export const versionsCheck: Check = {
  key: 'versions',
  directive: 'Keep every installed Bible version complete and searchable',
  priority: 90,
  async run({ db, indexes }) {
    const installed = await db.select().from(bibleVersions).where(isNotNull(bibleVersions.currentEditionId));
    const findings: Finding[] = [];
    for (const version of installed) {
      const editionId = version.currentEditionId!;
      const [row] = await db.select({ value: count() }).from(verses).where(eq(verses.editionId, editionId));
      const stored = Number(row?.value ?? 0);
      const versification = versificationByName(version.versification) ?? KJV;
      const location = `${version.name} (${version.code})`;
      if (stored < version.verseCount) {
        findings.push({
          fingerprint: `versions:incomplete:${version.code}`,
          elementType: 'bible version',
          location,
          issue:
            stored === 0
              ? `${version.name} has no verses left in the database (its import recorded ${version.verseCount.toLocaleString('en')}).`
              : `${version.name} has ${stored.toLocaleString('en')} verses in the database, fewer than the ${version.verseCount.toLocaleString('en')} its import recorded.`,
          remedy: `Import ${version.name} again (Bible Upload, or npm run import for a shipped version); readers see missing verses until then.`,
          severity: 'error',
          quotable: true,
        });
        continue;
      }
      if (stored > versification.totalVerses()) {
        findings.push({
          fingerprint: `versions:versification:${version.code}`,
          elementType: 'bible version',
          location,
          issue: `${version.name} has ${stored.toLocaleString('en')} verses, more than the ${versification.totalVerses().toLocaleString('en')} of its ${versification.name} versification.`,
          remedy: 'Check the imported file for duplicated or misnumbered verses and import it again.',
          severity: 'warning',
          quotable: true,
        });
      }
      const loaded = await indexes.get(version.code).catch(() => undefined);
      if (!loaded || loaded.editionId !== editionId) {
        findings.push({
          fingerprint: `versions:index:${version.code}`,
          elementType: 'search index',
          location,
          issue: `${version.name} cannot be searched on this instance: its search index is ${loaded ? 'of an older edition' : 'missing'}.`,
          remedy: 'Rebuild the search index of this version.',
          severity: 'error',
          quotable: true,
          repair: async () => {
            indexes.invalidate(version.code);
            const rebuilt = await indexes.get(version.code);
            if (!rebuilt) throw new Error(`${version.name} could not be loaded`);
            return `Rebuilt the search index of ${version.name}.`;
          },
        });
      }
    }
    return findings;
  },
};
