import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../core/admin/limits';
import { OTHER_VERSION, chosenVersion, validateUpload } from './uploadForm';

function fileOf(size: number): File {
  const file = new File(['x'], 'kjv.txt', { type: 'text/plain' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('validateUpload', () => {
  it('asks for a version and a file', () => {
    expect(validateUpload({ choice: '', customCode: '', file: null })).toEqual({
      version: 'Bible version is required',
      file: 'A file is required',
    });
  });

  it('lets a listed version with a file through', () => {
    expect(validateUpload({ choice: 'kjv', customCode: '', file: fileOf(10) })).toEqual({});
  });

  it('sends the typed code of a new edition, checked against [a-z0-9_]{2,32}', () => {
    const values = { choice: OTHER_VERSION, customCode: ' my_edition ', file: fileOf(10) };
    expect(chosenVersion(values)).toBe('my_edition');
    expect(validateUpload(values)).toEqual({});
    expect(validateUpload({ ...values, customCode: '' }).version).toBe('Bible version is required');
    expect(validateUpload({ ...values, customCode: 'My Edition' }).version).toBe(
      'Use 2-32 lower-case letters, digits or _',
    );
  });

  it('refuses a file over the upload limit before sending it', () => {
    expect(validateUpload({ choice: 'kjv', customCode: '', file: fileOf(MAX_UPLOAD_BYTES) })).toEqual({});
    expect(validateUpload({ choice: 'kjv', customCode: '', file: fileOf(MAX_UPLOAD_BYTES + 1) }).file).toBe(
      'The file is larger than 64.0 MB',
    );
  });
});
