import { MAX_UPLOAD_BYTES } from '../../../core/admin/limits';
import { bibleDataValidation } from './bibleDataMessages';
import { formatFileSize, isVersionCode } from './bibleData';

/** The version select's choice that reveals the free code field, for a new edition. */
export const OTHER_VERSION = 'other';

export interface UploadFormValues {
  choice: string;
  customCode: string;
  file: File | null;
}

export interface UploadFormErrors {
  version?: string;
  file?: string;
}

/** The version code the form sends: a listed choice, or the typed code of a new edition. */
export function chosenVersion(values: UploadFormValues): string {
  return values.choice === OTHER_VERSION ? values.customCode.trim() : values.choice;
}

/** Checks the upload form before it is sent; an empty object means it may go. */
export function validateUpload(values: UploadFormValues): UploadFormErrors {
  const errors: UploadFormErrors = {};
  const version = chosenVersion(values);
  if (!version) errors.version = bibleDataValidation.versionRequired;
  else if (!isVersionCode(version)) errors.version = bibleDataValidation.versionCode;
  if (!values.file) errors.file = bibleDataValidation.fileRequired;
  else if (values.file.size > MAX_UPLOAD_BYTES)
    errors.file = `The file is larger than ${formatFileSize(MAX_UPLOAD_BYTES)}`;
  return errors;
}
