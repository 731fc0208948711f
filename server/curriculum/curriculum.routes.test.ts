import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE } from '../../content/curriculum/index';
import {
  courseResponse,
  studentProgressResponse,
  studentSchema,
  studentsResponse,
} from '../../core/api/curriculum';
import { STUDENT_LIMIT_WARNING } from '../../core/curriculum/students';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';

const kinds = await databaseKinds();

const ada = { name: 'Ada', gradeLevel: '6th', notes: 'Loves maps' };

describe.each(kinds)("a teacher's students and their progress on %s", (kind) => {
  let harness: TestApp;
  let teacher: SignedInUser;
  let other: SignedInUser;
  beforeAll(async () => {
    harness = await createTestApp(kind);
    teacher = await buildUser(harness.app);
    other = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const add = (who: SignedInUser, body: object = ada) =>
    injectAs(harness.app, 'POST', '/api/curriculum/students', who.cookie, body);

  it('needs a session for every student call (401)', async () => {
    for (const [method, url] of [
      ['GET', '/api/curriculum/students'],
      ['POST', '/api/curriculum/students'],
      ['PATCH', '/api/curriculum/students/1'],
      ['DELETE', '/api/curriculum/students/1'],
      ['GET', '/api/curriculum/students/1/progress'],
      ['PUT', '/api/curriculum/students/1/lessons/1/1'],
      ['DELETE', '/api/curriculum/students/1/lessons/1/1'],
      ['PUT', '/api/curriculum/students/1/memory-verses/1'],
      ['DELETE', '/api/curriculum/students/1/memory-verses/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PATCH' ? ada : undefined;
      const response = await injectAs(harness.app, method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each([
    [{ ...ada, name: '  ' }, 'name is required'],
    [{ ...ada, gradeLevel: '4th' }, 'gradeLevel must be one of 5th, 6th, 7th, 8th'],
    [{ ...ada, gradeLevel: '9th' }, 'gradeLevel must be one of 5th, 6th, 7th, 8th'],
    [{ ...ada, notes: 'n'.repeat(2001) }, 'notes may be at most 2,000 characters'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const response = await add(teacher, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a week or day outside the course with 400', async () => {
    const url = '/api/curriculum/students/1/lessons/19/1';
    const response = await injectAs(harness.app, 'PUT', url, teacher.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/week/);
    const day = await injectAs(harness.app, 'PUT', '/api/curriculum/students/1/lessons/1/6', teacher.cookie);
    expect(day.json<{ message: string }>().message).toMatch(/day/);
  });

  it("answers 404 for another teacher's student, and changes nothing", async () => {
    const created = studentSchema.parse((await add(teacher)).json());
    const base = `/api/curriculum/students/${created.id}`;
    for (const [method, url, payload] of [
      ['PATCH', base, { name: 'Mine now' }],
      ['DELETE', base, undefined],
      ['GET', `${base}/progress`, undefined],
      ['PUT', `${base}/lessons/1/1`, undefined],
      ['PUT', `${base}/memory-verses/1`, undefined],
    ] as const) {
      const response = await injectAs(harness.app, method, url, other.cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'No such student of yours' });
    }
    const theirs = await injectAs(harness.app, 'GET', '/api/curriculum/students', other.cookie);
    expect(studentsResponse.parse(theirs.json()).students).toEqual([]);
    const progress = await injectAs(harness.app, 'GET', `${base}/progress`, teacher.cookie);
    expect(studentProgressResponse.parse(progress.json()).student).toMatchObject({
      name: 'Ada',
      progress: { lessonsDone: 0 },
    });
    await injectAs(harness.app, 'DELETE', base, teacher.cookie);
  });

  it('adds, lists, changes, marks progress and removes a student, keeping the history', async () => {
    const created = await add(teacher, { name: ' Bram ', gradeLevel: '8th' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const student = studentSchema.parse(created.json());
    expect(student).toMatchObject({ name: 'Bram', gradeLevel: '8th', notes: '', isActive: true });
    expect(student.progress).toMatchObject({
      lessonsDone: 0,
      next: { week: 1, day: 1, title: COURSE[0]!.lessons[0]!.title },
    });
    const base = `/api/curriculum/students/${student.id}`;

    const changed = await injectAs(harness.app, 'PATCH', base, teacher.cookie, {
      notes: 'Reads ahead',
      gradeLevel: '7th',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Bram', gradeLevel: '7th', notes: 'Reads ahead' });
    const badChange = await injectAs(harness.app, 'PATCH', base, teacher.cookie, { gradeLevel: '12th' });
    expect(badChange.json()).toEqual({ message: 'gradeLevel must be one of 5th, 6th, 7th, 8th' });

    const first = await injectAs(harness.app, 'PUT', `${base}/lessons/1/1`, teacher.cookie, {
      date: '2026-09-01',
    });
    expect(first.statusCode).toBe(200);
    const afterFirst = studentProgressResponse.parse(first.json());
    expect(afterFirst.weeks[0]!.lessons[0]!.doneAt).toBe('2026-09-01T12:00:00.000Z');
    expect(afterFirst.student.progress).toMatchObject({ lessonsDone: 1, next: { week: 1, day: 2 } });
    await injectAs(harness.app, 'PUT', `${base}/lessons/1/2`, teacher.cookie);
    const verse = await injectAs(harness.app, 'PUT', `${base}/memory-verses/1`, teacher.cookie);
    expect(studentProgressResponse.parse(verse.json()).weeks[0]!.memoryVerseRecitedAt).not.toBeNull();
    const undone = await injectAs(harness.app, 'DELETE', `${base}/lessons/1/1`, teacher.cookie);
    expect(studentProgressResponse.parse(undone.json()).student.progress).toMatchObject({
      lessonsDone: 1,
      versesRecited: 1,
      next: { week: 1, day: 1 },
    });
    const future = await injectAs(harness.app, 'PUT', `${base}/lessons/1/3`, teacher.cookie, {
      date: '2999-01-01',
    });
    expect(future.json()).toEqual({ message: 'date may not be in the future' });

    const list = studentsResponse.parse(
      (await injectAs(harness.app, 'GET', '/api/curriculum/students', teacher.cookie)).json(),
    );
    expect(list.limit).toBe(10);
    expect(list.students.map((s) => s.name)).toContain('Bram');

    expect((await injectAs(harness.app, 'DELETE', base, teacher.cookie)).json()).toEqual({
      message: 'Student removed',
    });
    expect((await injectAs(harness.app, 'DELETE', base, teacher.cookie)).statusCode).toBe(404);
    const after = studentsResponse.parse(
      (await injectAs(harness.app, 'GET', '/api/curriculum/students', teacher.cookie)).json(),
    );
    expect(after.students.map((s) => s.name)).not.toContain('Bram');
    const kept = await harness.app.services.curriculum.repository.progressOf([student.id]);
    expect(kept.lessons).toHaveLength(1);
    expect(kept.verses).toHaveLength(1);
  });

  it('holds at most 10 active students, also against adds at the same time; a removal frees a place', async () => {
    const parent = await buildUser(harness.app);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => add(parent, { name: `Child ${i + 1}`, gradeLevel: '5th' })),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      message: STUDENT_LIMIT_WARNING,
    });
    const list = studentsResponse.parse(
      (await injectAs(harness.app, 'GET', '/api/curriculum/students', parent.cookie)).json(),
    );
    expect(list.students).toHaveLength(10);

    await injectAs(harness.app, 'DELETE', `/api/curriculum/students/${list.students[0]!.id}`, parent.cookie);
    expect((await add(parent, { name: 'Child 11', gradeLevel: '7th' })).statusCode).toBe(201);
    expect((await add(parent, { name: 'Child 12', gradeLevel: '7th' })).statusCode).toBe(409);
  });

  it('answers the course to anyone', async () => {
    const response = await injectAs(harness.app, 'GET', '/api/curriculum/course');
    expect(response.statusCode).toBe(200);
    const answer = courseResponse.parse(response.json());
    expect(answer.plannedWeeks).toBe(18);
    expect(answer.weeks.length).toBe(COURSE.length);
  });
});
