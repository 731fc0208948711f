import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../../core/api/admin-bible';
import { errors } from '../errors';
import { UPLOAD_LIMIT_TEXT } from '../jobs/bible-uploads.service';

export interface FormFile {
  field: string;
  name: string;
  bytes: Buffer;
}

/** A multipart form read into memory: its text fields and its files (at most one file, MAX_UPLOAD_BYTES). */
export async function readMultipartForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file: FormFile | undefined }> {
  const fields: Record<string, string> = {};
  let file: FormFile | undefined;
  if (!request.isMultipart()) return { fields, file };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
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
