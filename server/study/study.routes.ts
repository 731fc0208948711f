import { ReadyAnswer } from './ready-answer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  changeMarkBody,
  changeTagBody,
  exportQuery,
  importResponse,
  markedChaptersQuery,
  markedChaptersResponse,
  marksQuery,
  marksResponse,
  markSchema,
  mergeMarksBody,
  mergeMarksResponse,
  newMarkBody,
  studyTagsResponse,
} from '../../core/api/study';
import { studyCalls, studyExportPath } from '../../core/api/study.requests';
import { signedInReaders } from '../auth/reader.plugin';

// Row ids are PostgreSQL `serial` (int4): a larger number can name no row.
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const tagParams = z.object({ tag: z.string().min(1).max(200) });
const failures = { 400: messageResponse, 401: messageResponse, 404: messageResponse, 409: messageResponse };
const markAnswer = z.object({ mark: markSchema });

/** A reader's saved verses (issue 37, decision 315): every call the signed-in reader's own, never stored. */
export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signedInReaders(ownStudyRoutes));
};

const ownStudyRoutes: FastifyPluginAsyncZod = async (own) => {
  const service = () => own.services.studyMarks;
  const tags = ['study'];

  own.get(
    studyCalls.marks.path,
    {
      schema: {
        tags,
        summary:
          "The reader's marks at a place (`ref`, in `version`'s numbering) or a page of the study list; both paged, with `total` and `more`",
        querystring: marksQuery,
        response: { 200: marksResponse, ...failures },
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (!query.ref) return service().list(request.user.id, query);
      const answer = await service().readyAt(request.user.id, query.ref, query.version, query.page);
      return answer instanceof ReadyAnswer ? answer.send(request, reply) : answer;
    },
  );

  own.get(
    studyCalls.markedChapters.path,
    {
      schema: {
        tags,
        summary: 'The chapters of a book that hold marks of the reader',
        querystring: markedChaptersQuery,
        response: { 200: markedChaptersResponse, ...failures },
      },
    },
    async (request) => ({
      chapters: await service().markedChapters(request.user.id, request.query.book, request.query.version),
    }),
  );

  own.post(
    studyCalls.addMark.path,
    {
      schema: {
        tags,
        summary: 'Keeps a highlight, bookmark, note, journal note or Strong’s numbers',
        body: newMarkBody,
        response: { 201: markAnswer, ...failures },
      },
    },
    async (request, reply) => {
      const mark = await service().add(request.user.id, request.body);
      return reply.code(201).send({ mark });
    },
  );

  own.post(
    studyCalls.mergeMarks.path,
    {
      schema: {
        tags,
        summary: 'Adds the marks kept in the browser before signing in, leaving out those already kept',
        body: mergeMarksBody,
        response: { 200: mergeMarksResponse, ...failures },
      },
    },
    (request) => service().merge(request.user.id, request.body.marks),
  );

  own.patch(
    studyCalls.changeMark.path,
    {
      schema: {
        tags,
        summary: 'Changes a mark’s colour, note or tags; refused (409) if it changed since `revision`',
        params: idParams,
        body: changeMarkBody,
        response: { 200: markAnswer, ...failures },
      },
    },
    async (request) => ({ mark: await service().change(request.user.id, request.params.id, request.body) }),
  );

  own.delete(
    studyCalls.removeMark.path,
    {
      schema: {
        tags,
        summary: 'Removes a mark',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...failures },
      },
    },
    async (request) => {
      await service().remove(request.user.id, request.params.id);
      return { ok: true as const };
    },
  );

  own.get(
    studyCalls.tags.path,
    {
      schema: {
        tags,
        summary: 'The tags the reader uses, with counts and groups',
        response: { 200: studyTagsResponse, ...failures },
      },
    },
    async (request) => ({ tags: await service().tags(request.user.id) }),
  );

  own.patch(
    studyCalls.changeTag.path,
    {
      schema: {
        tags,
        summary:
          'Renames a tag (merging it into one of the new name) or files it under a group (the start of its name)',
        params: tagParams,
        body: changeTagBody,
        response: { 200: studyTagsResponse, ...failures },
      },
    },
    async (request) => {
      await service().changeTag(request.user.id, request.params.tag, request.body);
      return { tags: await service().tags(request.user.id) };
    },
  );

  own.get(
    studyExportPath,
    {
      schema: {
        tags,
        summary:
          'Every mark as a file: JSON (lossless, imports back), Markdown or CSV, streamed; DOCX up to its bound',
        querystring: exportQuery,
        response: {
          200: z.unknown().describe('The file, as an attachment, in the format asked for'),
          ...failures,
        },
      },
    },
    async (request, reply) => {
      const file = await service().export(request.user.id, request.query.format);
      const stamp = new Date().toISOString().slice(0, 10);
      reply.header('content-type', file.type);
      reply.header('content-disposition', `attachment; filename="study-${stamp}.${file.extension}"`);
      return reply.send(file.body);
    },
  );

  own.post(
    studyCalls.importMarks.path,
    {
      schema: {
        tags,
        summary: 'Imports our JSON export: every mark checked first, nothing kept if one is wrong',
        body: z.unknown(),
        response: { 200: importResponse, ...failures },
      },
    },
    async (request) => ({
      added: await service().importJson(request.user.id, JSON.stringify(request.body ?? null)),
    }),
  );
};
