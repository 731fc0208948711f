import type { ToastInput } from '../../ui/toast/toastStore';

/** Validation texts of the dashboard's forms. */
export const bibleDataValidation = {
  versionRequired: 'Bible version is required',
  versionCode: 'Use 2-32 lower-case letters, digits or _',
  fileRequired: 'A file is required',
  sqlImportRequired: 'Please select a SQL file and specify a table name',
  tableName: 'The table name is bible_verses_ followed by lower-case letters, digits or _',
};

/** Toast texts of the dashboard's Bible-data tabs. */
export const bibleDataToasts = {
  uploaded: (message: string): ToastInput => ({
    title: 'Upload complete',
    description: message,
    variant: 'success',
  }),
  uploadFailed: (message: string | undefined): ToastInput => ({
    title: 'Upload failed',
    description: message || 'Network Error',
    variant: 'destructive',
  }),
  removed: (message: string): ToastInput => ({ title: 'Removed', description: message, variant: 'success' }),
  removeFailed: (message: string | undefined): ToastInput => ({
    title: 'Not removed',
    description: message,
    variant: 'destructive',
  }),
  importStarted: (message: string): ToastInput => ({
    title: 'Import started',
    description: message,
    variant: 'success',
  }),
  startImportFailed: (message: string | undefined): ToastInput => ({
    title: 'Failed to start import',
    description: message,
    variant: 'destructive',
  }),
  sqlFilesFailed: (): ToastInput => ({
    title: 'Failed to fetch available SQL files',
    variant: 'destructive',
  }),
  sqlImported: (message: string, count: number): ToastInput => ({
    title: 'Import complete',
    description: message || `${count} verses imported`,
    variant: 'success',
  }),
  /** The server's message; else "Import failed" when it answered, "Unknown error occurred" when it did not. */
  sqlImportFailed: (message: string | undefined, answered: boolean): ToastInput => ({
    title: 'Import Failed',
    description: message || (answered ? 'Import failed' : 'Unknown error occurred'),
    variant: 'destructive',
  }),
  noTextFile: (): ToastInput => ({
    title: 'No file selected',
    description: 'Please select a text file to convert',
    variant: 'destructive',
  }),
  converted: (count: number, outputFile: string): ToastInput => ({
    title: 'Conversion complete',
    description: `${count.toLocaleString('en')} verses written to ${outputFile}`,
    variant: 'success',
  }),
  /** The server's reason (the line it could not read), else the status it answered. */
  conversionError: (status: number, message?: string): ToastInput => ({
    title: 'Conversion Error',
    description: message || `Server returned status ${status}`,
    variant: 'destructive',
  }),
  conversionFailed: (message: string | undefined): ToastInput => ({
    title: 'Conversion Failed',
    description: message || 'Unknown error occurred',
    variant: 'destructive',
  }),
  convertedFilesFailed: (): ToastInput => ({
    title: 'Failed to load the list of converted files',
    variant: 'destructive',
  }),
};
