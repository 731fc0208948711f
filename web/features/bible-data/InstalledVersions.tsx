import type { InstalledVersion } from '../../../core/api/bible-data';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toastStore';
import { useInstalledVersions, useRemoveVersion } from './bibleDataApi';
import { bibleDataToasts } from './bibleDataMessages';
import { formatDateTime } from '../admin/dates';
import { RemoveButton } from './RemoveButton';

const cardClass = 'rounded-lg border border-parchment-dark bg-white p-5 shadow-sm';

/** What removing a version does, as the confirmation says it; a shipped version says how it comes back. */
export function removeVersionDescription(version: InstalledVersion): string {
  const what = `${version.name} (${version.code}) and its ${version.verseCount.toLocaleString('en')} verses leave the site for every reader, with its search index and kept answers.`;
  return version.shipped
    ? `${what} It is shipped with the site: \`npm run import -- ${version.code}\` brings it back.`
    : `${what} Upload and import the file again to bring it back.`;
}

/** The installed versions, each with a Remove button (the default search version says why it has none). */
export function InstalledVersions() {
  const versions = useInstalledVersions();
  const remove = useRemoveVersion();
  let body;
  if (versions.isPending) body = <Spinner label="Loading the installed versions…" />;
  else if (versions.isError)
    body = (
      <p role="alert" className="mt-3 text-danger-600">
        The installed versions could not be loaded: {versions.error.message}
      </p>
    );
  else if (versions.data.versions.length === 0)
    body = <p className="mt-3 text-muted">No version is installed.</p>;
  else
    body = (
      <ul className="mt-3 divide-y divide-parchment-dark">
        {versions.data.versions.map((version) => (
          <li key={version.code} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-all text-ink">
                {version.name} ({version.code})
              </p>
              <p className="text-sm text-muted">
                {version.verseCount.toLocaleString('en')} verses
                {version.importedAt ? ` · imported ${formatDateTime(version.importedAt)}` : ''}
                {version.shipped ? ' · shipped' : ''}
              </p>
            </div>
            {version.defaultSearch ? (
              <p className="text-sm text-muted">
                Default search version: choose another in Settings to remove it
              </p>
            ) : (
              <RemoveButton
                label={`Remove ${version.code}`}
                title={`Remove ${version.name}?`}
                description={removeVersionDescription(version)}
                remove={() =>
                  remove.mutateAsync(version.code, {
                    onSuccess: (answer) => toast(bibleDataToasts.removed(answer.message)),
                    onError: (error) => toast(bibleDataToasts.removeFailed(error.message)),
                  })
                }
              />
            )}
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="installed-versions-heading" className={cardClass}>
      <h2 id="installed-versions-heading" className="font-serif text-xl font-bold text-brand-800">
        Installed versions
      </h2>
      {body}
    </section>
  );
}
