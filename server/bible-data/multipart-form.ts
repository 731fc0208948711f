import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../core/api/bible-data';
import { errors } from '../errors';
import { UPLOAD_LIMIT_TEXT } from '../bible-data/bible-uploads.service';

export interface FormFile {
  field: string;
  name: string;
  bytes: Buffer;
}

const NUL = '\u0000';

/** A part's name as messages show it, a NUL spelled out (as request-hygiene does for JSON bodies). */
const shown = (name: string) => name.split(NUL).join('\\u0000');

/**
 * A multipart form read into memory: its text fields and its files (at most one file, MAX_UPLOAD_BYTES). A NUL
 * in a field's name or value, or in a file's name, is refused naming the field, as in any other body
 * (server/plugins/request-hygiene.ts walks JSON bodies; a multipart body is read here, after it).
 */
export async function readMultipartForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: FormFile | undefined }> {
  const fields: Record<string, string> = {};
  let file: FormFile | undefined;
  if (!request.isMultipart()) return { fields, file };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } })) {
      if (part.fieldname.includes(NUL)) throw errors.nulCharacter(shown(part.fieldname));
      if (part.type === 'field') {
        const value = String(part.value);
        if (value.includes(NUL)) throw errors.nulCharacter(part.fieldname);
        fields[part.fieldname] = value;
        continue;
      }
      if (part.filename.includes(NUL)) throw errors.nulCharacter(`${part.fieldname}.filename`);
      const bytes = await part.toBuffer();
      if (file) throw errors.oneFileOnly();
      file = { field: part.fieldname, name: part.filename, bytes };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw errors.uploadTooLarge(UPLOAD_LIMIT_TEXT);
    }
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw errors.oneFileOnly();
    throw error;
  }
  return { fields, file };
}
