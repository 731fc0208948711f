import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { UploadResponse } from '../../core/api/bible-data';
import { errors } from '../errors';
import { StudySourceDataError } from './study-source';
import { summariseStudyReport } from './study-report';

/**
 * The dashboard's Bible upload, for a file a study source recognises (its name or first line): checked and
 * loaded at once, recorded for every instance (decision 296). A wrong header or a malformed row is a 400
 * naming the line, and the data served stays as it was. Undefined: not a study source's file.
 */
export async function replaceStudySource(
  app: FastifyInstance,
  file: { name: string; bytes: Buffer },
): Promise<UploadResponse | undefined> {
  const { studySources } = app.services;
  let text = file.bytes;
  if (text[0] === 0x1f && text[1] === 0x8b) {
    try {
      text = gunzipSync(text);
    } catch {
      return undefined;
    }
  }
  const firstLine = text.subarray(0, 200).toString('utf8').split('\n')[0] ?? '';
  const source = studySources.recognise(file.name, firstLine);
  if (!source) return undefined;
  try {
    const report = await studySources.replace(source.id, file.bytes);
    return {
      success: true,
      message: `${source.title} replaced: ${summariseStudyReport(report)}`,
      file: {
        id: 0,
        name: file.name,
        version: source.id,
        uploaded: new Date().toISOString(),
        path: `study:${source.id}`,
        size: file.bytes.length,
        checksum: createHash('sha256').update(file.bytes).digest('hex'),
        format: 'study source',
      },
    };
  } catch (error) {
    if (error instanceof StudySourceDataError)
      throw errors.validation(
        `${file.name} was refused, ${source.title} kept as they were: ${error.message}`,
      );
    throw error;
  }
}
