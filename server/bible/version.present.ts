import type { VersionsResponse } from '../../core/api/site';
import { VERSION_CATALOGUE } from '../../core/bible/version-catalogue';
import type { InstalledVersion } from '../bible-index/verse-text.repository';

/** The version list: every catalogued version (installed or not), then any other imported version. */
export function presentVersions(rows: readonly InstalledVersion[]): VersionsResponse {
  const installed = new Map(rows.map((row) => [row.code, row]));
  const catalogued = VERSION_CATALOGUE.map((entry) => {
    const row = installed.get(entry.viewOf ?? entry.code);
    return {
      code: entry.code,
      name: entry.viewOf ? entry.name : (row?.name ?? entry.name),
      language: row?.language ?? entry.language,
      direction: row?.direction ?? entry.direction,
      installed: Boolean(row),
      hasStrongs: row?.hasStrongs ?? false,
      strongsAuthoritative: row?.strongsAuthoritative ?? false,
      licence: row?.licence ?? null,
      attribution: row?.attribution ?? null,
      verseCount: row?.verseCount ?? 0,
    };
  });
  const known = new Set(VERSION_CATALOGUE.map((entry) => entry.code));
  const extra = [...installed.values()]
    .filter((row) => !known.has(row.code))
    .map((row) => ({
      code: row.code,
      name: row.name,
      language: row.language,
      direction: row.direction,
      installed: true,
      hasStrongs: row.hasStrongs,
      strongsAuthoritative: row.strongsAuthoritative,
      licence: row.licence,
      attribution: row.attribution,
      verseCount: row.verseCount,
    }));
  return { versions: [...catalogued, ...extra] };
}
