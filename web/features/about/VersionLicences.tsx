import { VERSION_CATALOGUE } from '../../../core/bible/version-catalogue';
import type { BibleVersion } from '../../api/types';
import { ErrorBox } from '../../ui/ErrorBox';
import { useVersions } from '../search/useVersions';
import { Spinner } from '../../ui/Spinner';

const LICENSED_NOTE = 'Under copyright: not shipped. An administrator who holds a licence can import it.';

/** What the list says of a version: its licence and source once installed, else why it is missing. */
export function versionFacts(version: BibleVersion): { status: string; licence: string; source: string } {
  if (version.installed) {
    const verses = version.verseCount ? `${version.verseCount.toLocaleString('en-US')} verses` : 'installed';
    return {
      status: `Installed: ${verses}`,
      licence: version.licence || 'Licence not recorded',
      source: version.attribution ?? '',
    };
  }
  const licensed = VERSION_CATALOGUE.find((entry) => entry.code === version.code)?.licensed ?? false;
  return {
    status: 'Not installed',
    licence: licensed ? LICENSED_NOTE : 'Freely licensed; not imported on this site yet.',
    source: '',
  };
}

/** The site's versions (GET /api/versions) with their state, licence and source, as this site holds them. */
export function VersionLicences() {
  const versions = useVersions();
  if (versions.isPending) return <Spinner label="Loading versions…" />;
  if (versions.isError) {
    return (
      <ErrorBox
        message="The list of versions could not be loaded."
        detail={versions.error.message}
        onRetry={() => void versions.refetch()}
      />
    );
  }
  return <VersionList versions={versions.data} />;
}

/** One card per version: a list, so that it reads well on a narrow screen and to a screen reader. */
export function VersionList({ versions }: { versions: readonly BibleVersion[] }) {
  return (
    // One column on a phone that a long source address (ftp://…) cannot widen past the screen (decision 261).
    <ul className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2">
      {versions.map((version) => {
        const facts = versionFacts(version);
        return (
          <li
            key={version.code}
            className={`min-w-0 rounded-lg border bg-white p-4 wrap-anywhere shadow-sm ${
              version.installed ? 'border-parchment-dark' : 'border-dashed border-parchment-dark'
            }`}
          >
            <h3 className="font-serif text-lg font-bold text-brand-800">
              {version.name}{' '}
              <span className="text-sm font-normal text-muted">({version.code.toUpperCase()})</span>
            </h3>
            <p
              className={`mt-1 text-sm font-semibold ${version.installed ? 'text-success-700' : 'text-muted'}`}
            >
              {facts.status}
            </p>
            <p className="mt-2 text-sm text-ink">{facts.licence}</p>
            {facts.source ? <p className="mt-1 text-sm break-words text-muted">{facts.source}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
