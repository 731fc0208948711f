import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  convertedFilesResponse,
  convertResponse,
  removedResponse,
  sqlFilesResponse,
  sqlImportResponse,
} from '../../core/api/bible-data';
import { messageResponse } from '../../core/api/common';
import { toUploadedFile } from '../bible-data/bible-uploads.service';
import { readMultipartForm } from './multipart-form';
import { bibleDataCalls } from '../../core/api/bible-data.requests';

const guarded = { 401: messageResponse, 403: messageResponse };

/** The SQL import and text-to-SQL converter (administrators only; docs/product.md, departure 5). */
export const sqlToolsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart);
  const tools = () => app.services.sqlTools;

  app.get(
    bibleDataCalls.sqlFiles.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Uploaded .sql files',
        response: { 200: sqlFilesResponse, ...guarded },
      },
    },
    async () => ({
      files: (await app.services.bibleUploads.repository.listUploads('sql')).map(toUploadedFile),
    }),
  );

  app.post(
    bibleDataCalls.importSql.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Read an uploaded .sql file (never executed) and queue the import of its verses',
        body: z.object({
          filename: z.string().default(''),
          tableName: z.string().default(''),
          confirm: z
            .boolean()
            .default(false)
            .describe('Replace a version that is installed already; without it such an import is a 409'),
        }),
        response: {
          200: sqlImportResponse,
          400: messageResponse,
          ...guarded,
          404: messageResponse,
          409: messageResponse,
        },
      },
    },
    async (request) => tools().importSql(request.body.filename, request.body.tableName, request.body.confirm),
  );

  app.post(
    bibleDataCalls.convert.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Convert a plain-text Bible to SQL INSERT rows (multipart: textFile, tableName)',
        consumes: ['multipart/form-data'],
        response: { 200: convertResponse, 400: messageResponse, ...guarded, 413: messageResponse },
      },
    },
    async (request) => {
      const { fields, file } = await readMultipartForm(request);
      return tools().convert(file?.field === 'textFile' ? file : undefined, fields.tableName?.trim());
    },
  );

  app.get(
    bibleDataCalls.convertedFiles.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Converted SQL files, newest first',
        response: { 200: convertedFilesResponse, ...guarded },
      },
    },
    async () => ({ files: await tools().list() }),
  );

  app.delete(
    bibleDataCalls.removeConvertedFile.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Remove a converted SQL file',
        params: z.object({ filename: z.string() }),
        response: { 200: removedResponse, 400: messageResponse, ...guarded, 404: messageResponse },
      },
    },
    async (request) => tools().removeConverted(request.params.filename),
  );

  app.get(
    '/api/converter/download-sql/:outputFile',
    {
      schema: {
        tags: ['admin'],
        summary: 'Download a converted SQL file',
        params: z.object({ outputFile: z.string() }),
        produces: ['application/sql'],
        response: {
          200: z.string().describe('The SQL file'),
          400: messageResponse,
          ...guarded,
          404: messageResponse,
        },
      },
    },
    async (request, reply) => {
      const file = await tools().download(request.params.outputFile);
      return reply
        .type('application/sql; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.content);
    },
  );
};
