import { serverMessage } from '../../api/client';
import { Download, FileCog } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { SQL_TABLE_PATTERN } from '../../../core/admin/limits';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import {
  ConversionHttpError,
  downloadUrl,
  useConvertTextToSql,
  useConvertedFiles,
  useRemoveConvertedFile,
} from './bibleDataApi';
import { bibleDataToasts, bibleDataValidation } from './bibleDataMessages';
import { defaultTableName, formatFileSize } from './bibleData';
import { formatDateTime } from '../admin/dates';
import { RemoveButton } from './RemoveButton';

const cardClass = 'rounded-lg border border-parchment-dark bg-white p-5 shadow-sm';

function ConvertForm({ onConverted }: { onConverted: () => void }) {
  const convert = useConvertTextToSql();
  const [file, setFile] = useState<File | null>(null);
  const [tableName, setTableName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) return toast(bibleDataToasts.noTextFile());
    const table = tableName.trim();
    if (!table) return setError('A table name is required');
    if (!SQL_TABLE_PATTERN.test(table)) return setError(bibleDataValidation.tableName);
    setError(undefined);
    convert.mutate(
      { textFile: file, tableName: table },
      {
        onSuccess: (answer) => {
          if (!answer.success) return toast(bibleDataToasts.conversionFailed(answer.message));
          toast(bibleDataToasts.converted(answer.count, answer.outputFile));
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
          onConverted();
        },
        onError: (failure) =>
          toast(
            failure instanceof ConversionHttpError
              ? bibleDataToasts.conversionError(failure.status, serverMessage(failure))
              : bibleDataToasts.conversionFailed(failure.message),
          ),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Text to SQL" className={`${cardClass} grid gap-5`}>
      <h2 className="font-serif text-2xl font-bold text-brand-800">Convert a text Bible to SQL</h2>
      <div className="grid max-w-xl gap-1.5">
        <label htmlFor={fileId} className="text-sm font-medium text-ink">
          Text file (.txt)
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept=".txt,text/plain"
          aria-describedby={`${fileId}-note`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            if (chosen) setTableName(defaultTableName(chosen.name, '.txt'));
          }}
          disabled={convert.isPending}
          className="block w-full min-w-0 text-sm text-ink file:mr-3 file:min-h-10 file:rounded-md file:border file:border-brand-700 file:bg-white file:px-4 file:text-brand-700 hover:file:bg-brand-50"
        />
        <p id={`${fileId}-note`} className="text-sm text-muted">
          One verse a line, as “Genesis 1:1 text” or “Gen|1|1|text”; the SQL file appears under Downloads.
        </p>
      </div>
      <div className="max-w-xl">
        <TextField
          label="Table name"
          value={tableName}
          onChange={(event) => setTableName(event.target.value)}
          placeholder="e.g. bible_verses_kjv"
          autoComplete="off"
          spellCheck={false}
          error={error}
          disabled={convert.isPending}
        />
      </div>
      <div>
        <Button type="submit" disabled={convert.isPending}>
          <FileCog aria-hidden="true" className="size-4" />
          {convert.isPending ? 'Converting...' : 'Convert'}
        </Button>
      </div>
    </form>
  );
}

function DownloadsList() {
  const files = useConvertedFiles();
  const remove = useRemoveConvertedFile();
  useEffect(() => {
    if (files.isError) toast(bibleDataToasts.convertedFilesFailed());
  }, [files.isError]);

  let body;
  if (files.isPending) body = <Spinner label="Loading the converted files…" />;
  else if (files.isError)
    body = (
      <p role="alert" className="mt-3 text-danger-600">
        Failed to load the list of converted files
      </p>
    );
  else if (files.data.files.length === 0) body = <p className="mt-3 text-muted">No converted files found</p>;
  else
    body = (
      <ul className="mt-3 divide-y divide-parchment-dark">
        {files.data.files.map((file) => (
          <li key={file.filename} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium break-all text-ink">{file.filename}</p>
              <p className="text-sm text-muted">
                {formatFileSize(file.size)} · created {formatDateTime(file.created)}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <a
                href={downloadUrl(file.filename)}
                download={file.filename}
                className="inline-flex min-h-10 items-center gap-2 rounded-md border border-brand-700 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <Download aria-hidden="true" className="size-4" />
                Download<span className="sr-only"> {file.filename}</span>
              </a>
              <RemoveButton
                label={`Remove ${file.filename}`}
                title={`Remove ${file.filename}?`}
                description={`The converted file ${file.filename} is deleted.`}
                remove={() =>
                  remove.mutateAsync(file.filename, {
                    onSuccess: (answer) => toast(bibleDataToasts.removed(answer.message)),
                    onError: (error) => toast(bibleDataToasts.removeFailed(error.message)),
                  })
                }
              />
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="downloads-heading" className={cardClass}>
      <h2 id="downloads-heading" className="font-serif text-2xl font-bold text-brand-800">
        Converted files
      </h2>
      {body}
    </section>
  );
}

/** Text to SQL, with its sub-tabs convert and downloads. */
export function ConverterPanel() {
  const [tab, setTab] = useState('convert');
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Text to SQL">
        <TabsTrigger value="convert">Convert</TabsTrigger>
        <TabsTrigger value="downloads">Downloads</TabsTrigger>
      </TabsList>
      <TabsContent value="convert" className="mt-5">
        <ConvertForm onConverted={() => setTab('downloads')} />
      </TabsContent>
      <TabsContent value="downloads" className="mt-5">
        <DownloadsList />
      </TabsContent>
    </Tabs>
  );
}
