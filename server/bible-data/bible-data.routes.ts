import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importStatusResponse,
  installedVersionsResponse,
  removedResponse,
  startImportResponse,
  uploadResponse,
} from '../../core/api/bible-data';
import { messageResponse as errorResponse } from '../../core/api/common';
import { shippedSources } from '../../ingest/sources';
import { presentImportQueued, presentUpload } from './bible-data.present';
import { readMultipartForm } from './multipart-form';
import { VersionRemovalService } from './version-removal.service';
import { bibleDataCalls } from '../../core/api/bible-data.requests';
import { replaceStudySource } from '../study-sources/study-source-upload';

const errorAnswers = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/**
 * Bible files from the browser: upload (kept in the database), the import status, and queuing an import
 * (a job of whichever instance's queue claims it, server/bible-data/import-job.ts); the installed
 * versions and the removal of a version or an uploaded file (decision 258).
 */
export const bibleDataRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const shipped = new Set(shippedSources({ sourcesDir: app.config.sourcesDir }).map((source) => source.id));
  const removal = new VersionRemovalService(app.database.db, app.services.settings, shipped);

  app.post(
    bibleDataCalls.upload.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Upload a Bible file (multipart: bibleVersion, file)',
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponse, ...errorAnswers, 413: errorResponse },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipartForm(request);
      // A study source's newer file (OpenBible's cross_references.txt) replaces its data without a restart.
      const study = file && file.field === 'file' ? await replaceStudySource(app, file) : undefined;
      if (study) return study;
      const stored = await app.services.bibleUploads.upload(
        fields.bibleVersion,
        file && file.field === 'file' ? file : undefined,
      );
      return presentUpload(stored);
    },
  );

  app.get(
    bibleDataCalls.importStatus.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Running and finished imports and the uploaded files',
        response: { 200: importStatusResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => app.services.bibleUploads.status(),
  );

  app.post(
    bibleDataCalls.startImport.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Queue an import of an uploaded file',
        // Missing fields are refused by the service, after the admin guard and in the form's own words.
        body: z.object({ version: z.string().default(''), filePath: z.string().default('') }),
        response: {
          200: startImportResponse,
          ...errorAnswers,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { version, filePath } = request.body;
      return presentImportQueued(await app.services.bibleUploads.startImport(version, filePath), version);
    },
  );

  app.get(
    bibleDataCalls.versions.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'The installed versions, each saying whether it is shipped and whether it is the default',
        response: { 200: installedVersionsResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async () => ({ versions: await removal.list() }),
  );

  app.delete(
    bibleDataCalls.removeVersion.path,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Remove an installed version: its editions, verses, search index and kept answers everywhere',
        params: z.object({ code: z.string() }),
        response: { 200: removedResponse, ...errorAnswers, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => removal.remove(request.params.code),
  );

  app.delete(
    bibleDataCalls.removeUpload.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove an uploaded file (not while an import reads it)',
        params: z.object({ id: z.string() }),
        response: { 200: removedResponse, ...errorAnswers, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => app.services.bibleUploads.removeUpload(request.params.id),
  );
};
