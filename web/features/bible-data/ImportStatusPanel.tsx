import { Play } from 'lucide-react';
import type { ActiveImport, CompletedImport, UploadedFile } from '../../../core/api/bible-data';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast/toastStore';
import { useImportStatus, useRemoveUpload, useStartImport } from './bibleDataApi';
import { bibleDataToasts } from './bibleDataMessages';
import { formatDateTime } from '../admin/dates';
import { formatFileSize, importPercent } from './bibleData';
import { ImportReportDetails } from './ImportReportDetails';
import { InstalledVersions } from './InstalledVersions';
import { ProgressBar } from '../admin/ProgressBar';
import { RemoveButton } from './RemoveButton';

const cardClass = 'rounded-lg border border-parchment-dark bg-white p-5 shadow-sm';

function ActiveImports({ imports }: { imports: ActiveImport[] }) {
  return (
    <section aria-labelledby="active-imports-heading" className={cardClass}>
      <h2 id="active-imports-heading" className="font-serif text-xl font-bold text-brand-800">
        Active imports
      </h2>
      {imports.length === 0 ? (
        <p className="mt-3 text-muted">No active imports</p>
      ) : (
        <ul className="mt-3 grid gap-4">
          {imports.map((job) => (
            <li key={job.id}>
              <ProgressBar
                label={`${job.version} · ${job.fileName} (${job.status})`}
                value={importPercent(job.progress, job.versesImported, job.totalVerses)}
                detail={`${job.versesImported.toLocaleString('en')} / ${job.totalVerses.toLocaleString('en')} verses`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AvailableFiles({ files }: { files: UploadedFile[] }) {
  const start = useStartImport();
  const remove = useRemoveUpload();
  function handleStart(file: UploadedFile) {
    start.mutate(
      { version: file.version, filePath: file.path },
      {
        onSuccess: (answer) => toast(bibleDataToasts.importStarted(answer.message)),
        onError: (error) => toast(bibleDataToasts.startImportFailed(error.message)),
      },
    );
  }
  return (
    <section aria-labelledby="available-files-heading" className={cardClass}>
      <h2 id="available-files-heading" className="font-serif text-xl font-bold text-brand-800">
        Available files
      </h2>
      {files.length === 0 ? (
        <p className="mt-3 text-muted">
          No uploaded files wait for an import. Upload one on the Bible Upload tab.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-parchment-dark">
          {files.map((file) => (
            <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-all text-ink">{file.name}</p>
                <p className="text-sm text-muted">
                  {file.version} · {file.format} · {formatFileSize(file.size)} · uploaded{' '}
                  {formatDateTime(file.uploaded)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => handleStart(file)}
                  disabled={start.isPending && start.variables.filePath === file.path}
                  aria-label={`Start import of ${file.name} into ${file.version}`}
                >
                  <Play aria-hidden="true" className="size-4" />
                  Start import
                </Button>
                <RemoveButton
                  label={`Remove ${file.name}`}
                  title={`Remove ${file.name}?`}
                  description={`The uploaded file ${file.name} is deleted; what it imported stays installed.`}
                  remove={() =>
                    remove.mutateAsync(file.id, {
                      onSuccess: (answer) => toast(bibleDataToasts.removed(answer.message)),
                      onError: (error) => toast(bibleDataToasts.removeFailed(error.message)),
                    })
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CompletedImports({ imports }: { imports: CompletedImport[] }) {
  return (
    <section aria-labelledby="completed-imports-heading" className={cardClass}>
      <h2 id="completed-imports-heading" className="font-serif text-xl font-bold text-brand-800">
        Completed imports
      </h2>
      {imports.length === 0 ? (
        <p className="mt-3 text-muted">No import has finished yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-parchment-dark">
          {imports.map((job) => (
            <li key={job.id} className="py-3">
              <p className="font-medium break-all text-ink">
                {job.version} · {job.fileName}{' '}
                <span className={job.status === 'failed' ? 'text-danger-600' : 'text-success-700'}>
                  ({job.status})
                </span>
              </p>
              <p className="text-sm text-muted">
                {job.versesImported.toLocaleString('en')} verses · finished {formatDateTime(job.completedAt)}
              </p>
              {job.error ? <p className="mt-1 text-sm text-danger-600">{job.error}</p> : null}
              {job.report ? <ImportReportDetails report={job.report} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Import Status: polled every 5 s while shown; active imports, files waiting, finished imports, and the
 * installed versions, each file and version with a Remove button that asks first.
 */
export function ImportStatusPanel() {
  const status = useImportStatus();
  if (status.isPending) return <Spinner label="Loading the import status…" />;
  if (!status.data) {
    return (
      <p role="alert" className="rounded-lg border border-danger-600 bg-white p-4 text-danger-600">
        The import status could not be loaded: {status.error?.message}. It is asked again every 5 seconds.
      </p>
    );
  }
  const { activeImports, availableFiles, completedImports } = status.data;
  if (activeImports.length + availableFiles.length + completedImports.length === 0) {
    return (
      <div className="grid gap-5">
        <div className={cardClass}>
          <h2 className="font-serif text-xl font-bold text-brand-800">Import status</h2>
          <p className="mt-3 text-muted">No import data available</p>
        </div>
        <InstalledVersions />
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      {status.isError ? (
        <p role="alert" className="text-danger-600">
          The latest update failed ({status.error.message}); these figures may be out of date.
        </p>
      ) : null}
      <ActiveImports imports={activeImports} />
      <AvailableFiles files={availableFiles} />
      <CompletedImports imports={completedImports} />
      <InstalledVersions />
    </div>
  );
}
