import type { VersionInfo } from './readerTypes';

/** The chapter's credit line for each version shown: name, licence and attribution. */
export function AttributionLine({ versions }: { versions: readonly VersionInfo[] }) {
  return (
    <footer className="mt-10 border-t border-parchment-dark pt-4 text-sm text-muted">
      {versions.map((version) => (
        <p key={version.code} className="mt-1">
          <span className="font-semibold text-ink">{version.name}</span>
          {version.licence ? ` — ${version.licence}.` : '.'}
          {version.attribution ? ` ${version.attribution}.` : ''}
          {version.hasStrongs && !version.strongsAuthoritative
            ? " Its Strong's numbers were aligned by machine and may be wrong."
            : ''}
        </p>
      ))}
    </footer>
  );
}
