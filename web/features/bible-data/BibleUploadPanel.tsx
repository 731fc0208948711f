import { Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAX_UPLOAD_BYTES } from '../../../core/admin/limits';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast/toastStore';
import { useUploadBible } from './bibleDataApi';
import { bibleDataToasts } from './bibleDataMessages';
import { BIBLE_VERSION_CHOICES, formatFileSize, UPLOAD_EXTENSIONS } from './bibleData';
import { ProgressBar } from '../admin/ProgressBar';
import { OTHER_VERSION, chosenVersion, validateUpload, type UploadFormErrors } from './uploadForm';

/** The upload progress bar empties this long after the upload ends. */
const PROGRESS_RESET_MS = 3000;

const VERSION_OPTIONS = [
  ...BIBLE_VERSION_CHOICES.map((choice) => ({ value: choice.value, label: choice.label })),
  { value: OTHER_VERSION, label: 'Another edition (type its code)' },
];

/** Bible Upload: a version and one file, sent with visible progress; the file then waits on Import Status. */
export function BibleUploadPanel({ onShowStatus }: { onShowStatus: () => void }) {
  const [choice, setChoice] = useState('');
  const [customCode, setCustomCode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<UploadFormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadBible();
  const fileId = useId();
  const formatsId = useId();

  useEffect(() => {
    if (upload.isPending || progress === null) return;
    const timer = setTimeout(() => setProgress(null), PROGRESS_RESET_MS);
    return () => clearTimeout(timer);
  }, [upload.isPending, progress]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const values = { choice, customCode, file };
    const found = validateUpload(values);
    setErrors(found);
    if (found.version || found.file || !file) return;
    setUploadedName(null);
    setProgress(0);
    upload.mutate(
      { version: chosenVersion(values), file, onProgress: setProgress },
      {
        onSuccess: (answer) => {
          setProgress(100);
          setUploadedName(answer.file.name);
          toast(bibleDataToasts.uploaded(answer.message));
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
        },
        onError: (error) => {
          setProgress(100);
          toast(bibleDataToasts.uploadFailed(error.message));
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="upload-heading"
      className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm"
    >
      <h2 id="upload-heading" className="font-serif text-2xl font-bold text-brand-800">
        Upload a Bible file
      </h2>
      <p className="mt-2 text-muted">
        The file is stored on the server; start its import from Import Status.
      </p>
      <form noValidate onSubmit={handleSubmit} aria-label="Bible upload" className="mt-5 grid max-w-xl gap-5">
        <div className="grid gap-1.5">
          <Select
            label="Bible version"
            value={choice}
            options={VERSION_OPTIONS}
            onValueChange={(value) => {
              setChoice(value);
              setErrors((current) => ({ ...current, version: undefined }));
            }}
            placeholder="Choose a version"
            disabled={upload.isPending}
          />
          {errors.version && choice !== OTHER_VERSION ? (
            <p role="alert" className="text-sm text-danger-600">
              {errors.version}
            </p>
          ) : null}
        </div>
        {choice === OTHER_VERSION ? (
          <TextField
            label="Version code of the new edition"
            value={customCode}
            onChange={(event) => setCustomCode(event.target.value)}
            placeholder="e.g. kjv_1611"
            autoComplete="off"
            spellCheck={false}
            error={errors.version}
            disabled={upload.isPending}
          />
        ) : null}
        <div className="grid gap-1.5">
          <label htmlFor={fileId} className="text-sm font-medium text-ink">
            Bible file
          </label>
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept={UPLOAD_EXTENSIONS.join(',')}
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${formatsId} ${fileId}-error` : formatsId}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors((current) => ({ ...current, file: undefined }));
            }}
            disabled={upload.isPending}
            className="block w-full min-w-0 text-sm text-ink file:mr-3 file:min-h-10 file:rounded-md file:border file:border-brand-700 file:bg-white file:px-4 file:text-brand-700 hover:file:bg-brand-50"
          />
          <p id={formatsId} className="text-sm text-muted">
            Plain text, SQL, CSV or TSV, USFM (.usfm, .sfm), OSIS XML (.xml, .osis) or a zipped SWORD module;
            at most {formatFileSize(MAX_UPLOAD_BYTES)}.
          </p>
          {errors.file ? (
            <p id={`${fileId}-error`} role="alert" className="text-sm text-danger-600">
              {errors.file}
            </p>
          ) : null}
        </div>
        {progress !== null ? <ProgressBar label="Upload progress" value={progress} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={upload.isPending}>
            <Upload aria-hidden="true" className="size-4" />
            {upload.isPending ? 'Uploading...' : 'Upload'}
          </Button>
          {uploadedName ? (
            <p role="status" className="text-success-700">
              {uploadedName} is uploaded.{' '}
              <button
                type="button"
                onClick={onShowStatus}
                className="font-medium underline underline-offset-2"
              >
                Go to Import Status
              </button>
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
