import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportResponse, accountResponse, accountSessionsResponse } from '../../core/api/account';
import { emailMessages, studyMarks } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, sessionCookieFrom, injectAs, type TestMethod } from '../test/factories';

const kinds = await databaseKinds();

describe.each(kinds)('/api/account on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp(kind);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(harness.app, method, url, cookie, payload);
  const login = async (username: string, password: string) => {
    const response = await call('POST', '/api/login', undefined, { username, password });
    expect(response.statusCode).toBe(200);
    return sessionCookieFrom(response.headers['set-cookie']);
  };

  it.each([
    ['GET', '/api/account'],
    ['GET', '/api/account/sessions'],
    ['GET', '/api/account/export'],
    ['POST', '/api/account/sessions/sign-out-others'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const response = await call(method, url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it.each([
    [{ enabled: true, time: '25:00', timeZone: 'UTC' }, 'time must be a time of day as HH:MM'],
    [
      { enabled: true, time: '07:00', timeZone: 'Mars/Olympus' },
      'timeZone must be a time zone such as Europe/London',
    ],
    [{ time: '07:00', timeZone: 'UTC' }, 'enabled must be true or false'],
  ])('PUT /api/account/word-of-day answers 400 for %j', async (payload, message) => {
    const user = await buildUser(harness.app);
    const response = await call('PUT', '/api/account/word-of-day', user.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('shows the account, stores the word-of-day choice and lists the sessions with the current one marked', async () => {
    const user = await buildUser(harness.app);
    const account = await call('GET', '/api/account', user.cookie);
    expect(account.statusCode).toBe(200);
    expect(accountResponse.parse(account.json())).toMatchObject({
      username: user.username,
      email: null,
      pendingEmail: null,
      wordOfDay: { enabled: false },
    });
    const saved = await call('PUT', '/api/account/word-of-day', user.cookie, {
      enabled: true,
      time: '06:45',
      timeZone: 'America/New_York',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().wordOfDay).toEqual({ enabled: true, time: '06:45', timeZone: 'America/New_York' });
    const listed = async () =>
      accountSessionsResponse.parse((await call('GET', '/api/account/sessions', user.cookie)).json())
        .sessions;
    const before = (await listed()).length;
    const second = await login(user.username, user.password);
    const sessions = { sessions: await listed() };
    expect(sessions.sessions).toHaveLength(before + 1);
    expect(sessions.sessions.filter((session) => session.current)).toHaveLength(1);
    const other = sessions.sessions.at(-1)!;
    expect(other.current).toBe(false);
    expect((await call('DELETE', `/api/account/sessions/${other.id}`, user.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', user.cookie)).statusCode).toBe(200);
  });

  it('signs out every other session, keeping this one', async () => {
    const user = await buildUser(harness.app);
    const second = await login(user.username, user.password);
    const third = await login(user.username, user.password);
    expect((await call('POST', '/api/account/sessions/sign-out-others', user.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user', second)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', third)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', user.cookie)).statusCode).toBe(200);
  });

  it("never lets reader A read or end reader B's sessions", async () => {
    const a = await buildUser(harness.app);
    const b = await buildUser(harness.app);
    const bSessions = accountSessionsResponse.parse(
      (await call('GET', '/api/account/sessions', b.cookie)).json(),
    );
    const aSessions = accountSessionsResponse.parse(
      (await call('GET', '/api/account/sessions', a.cookie)).json(),
    );
    const bIds = bSessions.sessions.map((session) => session.id);
    expect(aSessions.sessions.some((session) => bIds.includes(session.id))).toBe(false);
    const attempt = await call('DELETE', `/api/account/sessions/${bIds[0]}`, a.cookie);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json()).toEqual({ message: 'No such session of yours' });
    expect((await call('GET', '/api/user', b.cookie)).statusCode).toBe(200);
    const exported = accountExportResponse.parse((await call('GET', '/api/account/export', a.cookie)).json());
    expect(exported.account.username).toBe(a.username);
    expect(exported.sessions.map((session) => session.id)).not.toContain(bIds[0]);
  });

  it('downloads the data as an attachment, with timeline events and mail, without session tokens', async () => {
    const user = await buildUser(harness.app);
    await call('POST', '/api/timeline/my-events', user.cookie, {
      title: 'My baptism',
      date: 'AD 2001',
      category: 'church',
    });
    const journal = await call('POST', '/api/study/marks', user.cookie, {
      kind: 'journal',
      text: 'A thought for Sunday',
      tags: ['sermon'],
    });
    expect(journal.statusCode, journal.body).toBe(201);
    const student = await call('POST', '/api/curriculum/students', user.cookie, {
      name: 'Ada',
      gradeLevel: '6th',
    });
    const studentId = student.json<{ id: number }>().id;
    await call('PUT', `/api/curriculum/students/${studentId}/lessons/1/1`, user.cookie, {});
    await call('DELETE', `/api/curriculum/students/${studentId}`, user.cookie);
    await harness.app.services.mail.send({
      to: 'exported-reader@example.org',
      template: 'welcome_email',
      variables: { username: user.username },
      userId: user.id,
    });
    const response = await call('GET', '/api/account/export', user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const data = accountExportResponse.parse(response.json());
    expect(data.account.id).toBe(user.id);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(data.timelineEvents).toMatchObject([{ title: 'My baptism', year: 2001, mine: true }]);
    expect(data.studyMarks).toMatchObject([
      { kind: 'journal', text: 'A thought for Sunday', tags: ['sermon'] },
    ]);
    expect(data.curriculumStudents).toMatchObject([
      { name: 'Ada', gradeLevel: '6th', isActive: false, lessonsDone: [{ week: 1, day: 1 }] },
    ]);
    expect(data.emails).toMatchObject([
      { recipient: 'exported-reader@example.org', template: 'welcome_email' },
    ]);
    expect(response.body).not.toMatch(/token/i);
  });

  it('deletes the account only with its password, and then the sessions and its mail log are gone', async () => {
    const user = await buildUser(harness.app);
    await harness.app.services.mail.send({
      to: 'deleted-reader@example.org',
      template: 'welcome_email',
      variables: { username: user.username },
      userId: user.id,
    });
    const mailOf = () =>
      harness.app.database.db.select().from(emailMessages).where(eq(emailMessages.userId, user.id));
    expect(await mailOf()).toHaveLength(1);
    await call('POST', '/api/study/marks', user.cookie, { kind: 'journal', text: 'Kept until the end' });
    const marksOf = () =>
      harness.app.database.db.select().from(studyMarks).where(eq(studyMarks.userId, user.id));
    expect(await marksOf()).toHaveLength(1);
    const empty = await call('POST', '/api/account/delete', user.cookie, { password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Password is required' });
    const wrong = await call('POST', '/api/account/delete', user.cookie, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'The current password is not correct' });
    expect((await call('GET', '/api/user', user.cookie)).statusCode).toBe(200);
    const deleted = await call('POST', '/api/account/delete', user.cookie, { password: user.password });
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', '/api/user', user.cookie)).statusCode).toBe(401);
    const again = await call('POST', '/api/login', undefined, {
      username: user.username,
      password: user.password,
    });
    expect(again.statusCode).toBe(401);
    expect(await mailOf()).toEqual([]);
    expect(await marksOf()).toEqual([]);
  });
});
