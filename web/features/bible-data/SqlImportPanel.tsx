import { Database } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { SQL_TABLE_PATTERN } from '../../../core/admin/limits';
import { ApiError, serverMessage } from '../../api/client';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import { useVersions } from '../search/useVersions';
import { useImportSql, useSqlFiles } from './bibleDataApi';
import { bibleDataToasts, bibleDataValidation } from './bibleDataMessages';
import { TABLE_PREFIX, defaultTableName, formatFileSize } from './bibleData';

/** What the confirmation names: the installed version an import would replace. */
interface Replacing {
  code: string;
  name: string;
  verseCount: number;
}

/** SQL Import: an uploaded .sql file loaded into a `bible_verses_*` table. */
export function SqlImportPanel() {
  const files = useSqlFiles();
  const importSql = useImportSql();
  const versions = useVersions();
  const [replacing, setReplacing] = useState<Replacing | undefined>();
  const [filename, setFilename] = useState('');
  const [tableName, setTableName] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (files.isError) toast(bibleDataToasts.sqlFilesFailed());
  }, [files.isError]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const table = tableName.trim();
    if (!filename || !table) return setError(bibleDataValidation.sqlImportRequired);
    if (!SQL_TABLE_PATTERN.test(table)) return setError(bibleDataValidation.tableName);
    setError(undefined);
    void askOrStart(table);
  }

  /**
   * The server refuses to replace an installed version without confirm: ask first, from the version list as
   * it is now (an import finished since the tab opened may have installed it).
   */
  async function askOrStart(table: string) {
    const code = table.slice(TABLE_PREFIX.length);
    const list = (await versions.refetch()).data ?? versions.data;
    const installed = list?.find((version) => version.code === code && version.installed);
    if (installed) return setReplacing({ code, name: installed.name, verseCount: installed.verseCount });
    start(table, false);
  }

  function start(table: string, confirm: boolean) {
    importSql.mutate(
      { filename, tableName: table, ...(confirm ? { confirm } : {}) },
      {
        onSuccess: (answer) =>
          toast(
            answer.success
              ? bibleDataToasts.sqlImported(answer.message, answer.count)
              : bibleDataToasts.sqlImportFailed(answer.message, true),
          ),
        onError: (failure) =>
          toast(bibleDataToasts.sqlImportFailed(serverMessage(failure), failure instanceof ApiError)),
        onSettled: () => setReplacing(undefined),
      },
    );
  }

  const list = files.data?.files ?? [];
  return (
    <section
      aria-labelledby="sql-heading"
      className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
    >
      <h2 id="sql-heading" className="font-serif text-2xl font-bold text-brand-800">
        Import an SQL file
      </h2>
      <p className="mt-2 text-muted">Upload .sql files on the Bible Upload tab; they are listed here.</p>
      {files.isPending ? (
        <Spinner label="Loading the SQL files…" />
      ) : files.isError ? (
        <p role="alert" className="mt-4 text-danger-600">
          Failed to fetch available SQL files
        </p>
      ) : list.length === 0 ? (
        <p className="mt-4 text-muted">No SQL files found</p>
      ) : (
        <form noValidate onSubmit={handleSubmit} aria-label="SQL import" className="mt-5 grid max-w-xl gap-5">
          <Select
            label="SQL file"
            value={filename}
            placeholder="Choose a file"
            options={list.map((file) => ({
              value: file.name,
              label: `${file.name} (${file.version}, ${formatFileSize(file.size)})`,
            }))}
            onValueChange={(value) => {
              setFilename(value);
              setTableName(defaultTableName(value));
              setError(undefined);
            }}
            disabled={importSql.isPending}
          />
          <TextField
            label="Table name"
            value={tableName}
            onChange={(event) => setTableName(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            disabled={importSql.isPending}
          />
          {error ? (
            <p role="alert" className="text-sm text-danger-600">
              {error}
            </p>
          ) : null}
          <div>
            <Button type="submit" disabled={importSql.isPending}>
              <Database aria-hidden="true" className="size-4" />
              {importSql.isPending ? 'Importing...' : 'Import'}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={replacing !== undefined}
        onCancel={() => setReplacing(undefined)}
        onConfirm={() => start(tableName.trim(), true)}
        busy={importSql.isPending}
        title={`Replace ${replacing?.name ?? ''}?`}
        description={
          replacing
            ? `${replacing.code} is installed (${replacing.verseCount.toLocaleString('en')} verses). Importing ${filename} replaces its text for every reader.`
            : undefined
        }
        confirmLabel="Replace"
      />
    </section>
  );
}
