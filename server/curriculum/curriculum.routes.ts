import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../core/api/common';
import {
  courseResponse,
  progressMarkBody,
  studentBody,
  studentProgressResponse,
  studentSchema,
  studentsResponse,
} from '../../core/api/curriculum';
import { COURSE_WEEKS, LESSONS_PER_WEEK } from '../../core/curriculum/course';
import { signedInReaders } from '../auth/reader.plugin';
import { curriculumCalls } from '../../core/api/curriculum.requests';

// Row ids are PostgreSQL `serial` (int4): a larger number can name no row.
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const week = z.coerce.number().int().min(1).max(COURSE_WEEKS);
const idParams = z.object({ id });
const lessonParams = z.object({ id, week, day: z.coerce.number().int().min(1).max(LESSONS_PER_WEEK) });
const verseParams = z.object({ id, week });
const signedIn = { 400: messageResponse, 401: messageResponse, 403: messageResponse };
const own = { ...signedIn, 404: messageResponse };

/** The homeschool course and a signed-in teacher's students and their progress (issue 21, decision 171). */
export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    curriculumCalls.course.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: 'The homeschool course: its weeks, passages, memory verses, key words and lessons',
        response: { 200: courseResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.services.curriculum.course();
    },
  );
  await app.register(signedInReaders(studentRoutes));
};

/** A teacher's own students: private, never cached, only the signed-in teacher's rows. */
const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = () => app.services.curriculum;

  app.get(
    curriculumCalls.students.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: "The signed-in teacher's active students with their progress",
        response: { 200: studentsResponse, 401: messageResponse },
      },
    },
    async (request) => service().list(request.user.id),
  );
  app.post(
    curriculumCalls.addStudent.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: 'Add a student (at most 10 active)',
        body: studentBody,
        response: { 201: studentSchema, ...signedIn, 409: messageResponse },
      },
    },
    async (request, reply) => {
      const student = await service().create(request.user.id, request.body);
      return reply.code(201).send(student);
    },
  );
  app.patch(
    curriculumCalls.updateStudent.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: "Change a student's name, grade or notes",
        params: idParams,
        body: studentBody,
        response: { 200: studentSchema, ...own },
      },
    },
    async (request) => service().update(request.user.id, request.params.id, request.body),
  );
  app.delete(
    curriculumCalls.removeStudent.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: 'Remove a student: they become inactive, their progress is kept',
        params: idParams,
        response: { 200: messageResponse, ...own },
      },
    },
    async (request) => service().remove(request.user.id, request.params.id),
  );
  app.get(
    curriculumCalls.progress.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: "A student's lessons done and memory verses recited, week by week",
        params: idParams,
        response: { 200: studentProgressResponse, ...own },
      },
    },
    async (request) => service().progress(request.user.id, request.params.id),
  );
  app.put(
    curriculumCalls.markLesson.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: 'Mark a lesson done, today or on the day given',
        params: lessonParams,
        body: progressMarkBody,
        response: { 200: studentProgressResponse, ...own },
      },
    },
    async (request) => {
      const { id, week, day } = request.params;
      return service().setLessonDone(request.user.id, id, week, day, request.body);
    },
  );
  app.delete(
    curriculumCalls.unmarkLesson.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: 'Mark a lesson not done',
        params: lessonParams,
        response: { 200: studentProgressResponse, ...own },
      },
    },
    async (request) => {
      const { id, week, day } = request.params;
      return service().setLessonDone(request.user.id, id, week, day, false);
    },
  );
  app.put(
    curriculumCalls.markMemoryVerse.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: "Mark a week's memory verse recited, today or on the day given",
        params: verseParams,
        body: progressMarkBody,
        response: { 200: studentProgressResponse, ...own },
      },
    },
    async (request) => {
      const { id, week } = request.params;
      return service().setVerseRecited(request.user.id, id, week, request.body);
    },
  );
  app.delete(
    curriculumCalls.unmarkMemoryVerse.path,
    {
      schema: {
        tags: ['curriculum'],
        summary: "Mark a week's memory verse not recited",
        params: verseParams,
        response: { 200: studentProgressResponse, ...own },
      },
    },
    async (request) => {
      const { id, week } = request.params;
      return service().setVerseRecited(request.user.id, id, week, false);
    },
  );
};
