import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, users } from '../db/schema/index';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, sessionCookieFrom, uniqueUsername, type SignedInUser } from '../test/factories';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';
import { withChangedSignature } from '../test/tokens';
import { passwordResetToken } from './password-reset-token';
import { RESET_MAILS_PER_HOUR, RESET_REQUESTED } from './password-reset.service';

const kinds = await databaseKinds();
const secret = testConfig().sessionSecret;

describe.each(kinds)('password reset through the mail on %s', (kind) => {
  let catcher: Catcher;
  let harness: TestApp;
  // The accounts' clock stands still unless a test moves it, so the link's hour is exact.
  let now = new Date('2026-11-24T12:00:00Z');
  beforeAll(async () => {
    catcher = await startCatcher();
    harness = await createTestApp(
      kind,
      { smtpUrl: `smtp://127.0.0.1:${catcher.port}`, publicOrigin: 'https://bible.example.org' },
      { jobs: { pollMs: 50, retryDelaysMs: [] }, requestLimits: false, now: () => now },
    );
  });
  afterAll(async () => {
    await harness?.close();
    await catcher?.close();
  });

  const call = (url: string, payload: object, cookie?: string) =>
    injectAs(harness.app, 'POST', url, cookie, payload);
  const ask = async (username: string) => {
    const response = await call('/api/password-reset/request', { username });
    await harness.app.services.passwordReset.settled();
    return response;
  };
  const reset = (token: string, password: string) => call('/api/password-reset', { token, password });
  const signedIn = async (cookie: string) =>
    (await injectAs(harness.app, 'GET', '/api/user', cookie)).statusCode === 200;
  const login = (username: string, password: string) => call('/api/login', { username, password });
  const inbox = (address: string) =>
    catcher.messages.filter((message) => JSON.stringify(message.to ?? '').includes(address));
  const resetRows = (userId: string) =>
    harness.database.db.select().from(emailMessages).where(eq(emailMessages.userId, userId));
  /** A reader (or administrator) whose address is confirmed. */
  const withAddress = async (role: 'user' | 'admin' = 'user') => {
    const user = await buildUser(harness.app, { role });
    const email = `${user.username}@example.org`.toLowerCase();
    await harness.database.db
      .update(users)
      .set({ email, emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id));
    return { ...user, email };
  };
  const tokenFromMail = async (address: string, count = 1) => {
    const mails = await until(() => (inbox(address).length >= count ? inbox(address) : undefined));
    const link = /href="(https:\/\/bible\.example\.org\/reset-password\?token=[^"]+)"/.exec(
      String(mails[count - 1]!.html),
    )?.[1];
    expect(link, 'a reset link in the mail').toBeDefined();
    return new URL(link!.replace(/&amp;/g, '&')).searchParams.get('token')!;
  };
  const rowOf = async (user: SignedInUser) =>
    (await harness.database.db.select().from(users).where(eq(users.id, user.id)))[0]!;

  it.each([
    ['/api/password-reset/request', {}, 'Username is required'],
    ['/api/password-reset/request', { username: '  ' }, 'Username is required'],
    ['/api/password-reset', { password: 'a fine new password' }, 'token is required'],
    [
      '/api/password-reset',
      { token: 'x'.repeat(1001), password: 'a fine new password' },
      'token is too long',
    ],
    ['/api/password-reset', { token: 'abc.def' }, 'Password is required'],
    [
      '/api/password-reset',
      { token: 'abc.def', password: 'short' },
      'Password must be at least 8 characters',
    ],
  ])('POST %s answers 400 for %j with "%s"', async (url, payload, message) => {
    const response = await call(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers the same for a stranger, a reader without an address, an administrator and a reader; only the reader gets a mail', async () => {
    const plain = await buildUser(harness.app);
    const admin = await withAddress('admin');
    const reader = await withAddress();
    const answers = await Promise.all(
      [uniqueUsername('nobody'), plain.username, admin.username, reader.username.toUpperCase()].map(ask),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: RESET_REQUESTED });
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    await tokenFromMail(reader.email);
    expect(await resetRows(plain.id)).toEqual([]);
    expect(await resetRows(admin.id)).toEqual([]);
    expect(inbox(admin.email)).toEqual([]);

    // An administrator's token, even one signed with the site's secret, resets nothing: the command line does.
    const adminRow = await rowOf(admin);
    const forgedForAdmin = passwordResetToken(secret, {
      userId: admin.id,
      passwordHash: adminRow.passwordHash,
      email: admin.email,
    });
    const refused = await reset(forgedForAdmin, 'an admin takeover password');
    expect(refused.statusCode).toBe(400);
    expect((await login(admin.username, admin.password)).statusCode).toBe(200);
  });

  it('sets a new password once with the mailed link, signs out every session, and refuses the link again', async () => {
    const reader = await withAddress();
    const elsewhere = sessionCookieFrom(
      (await login(reader.username, reader.password)).headers['set-cookie'],
    );
    await ask(reader.username);
    const token = await tokenFromMail(reader.email);
    const [mail] = inbox(reader.email);
    expect(mail!.subject).toBe('Reset your password for OpenConcordance');
    expect(mail!.text).toContain(`Hello ${reader.username},`);

    // A common password is refused, as at sign-up, and the link still works afterwards.
    const common = await reset(token, 'Iloveyou123');
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/one of the most common passwords/);
    expect(await signedIn(reader.cookie)).toBe(true);

    const done = await reset(token, 'my brand new reading password');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Your password has been changed. Sign in with your new password.',
    });
    expect(await signedIn(reader.cookie)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await login(reader.username, reader.password)).statusCode).toBe(401);
    expect((await login(reader.username, 'my brand new reading password')).statusCode).toBe(200);

    const again = await reset(token, 'yet another new password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message:
        'token: This reset link has already been used, or the password was changed since it was sent. Ask for a new one.',
    });
    expect((await login(reader.username, 'my brand new reading password')).statusCode).toBe(200);
  });

  it('lets only one of two uses of a link at once change the password', async () => {
    const reader = await withAddress();
    await ask(reader.username);
    const token = await tokenFromMail(reader.email);
    const answers = await Promise.all([
      reset(token, 'first racing password'),
      reset(token, 'second racing password'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a forged, changed or expired link, changing nothing', async () => {
    const reader = await withAddress();
    await ask(reader.username);
    const token = await tokenFromMail(reader.email);
    const invalid =
      'token: This reset link is not valid (it may have been cut short or changed). Ask for a new one.';
    for (const forged of [withChangedSignature(token), 'no-dot', token.slice(0, -3)]) {
      const response = await reset(forged, 'a forged new password');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: invalid });
    }
    now = new Date(now.getTime() + 61 * 60_000);
    const expired = await reset(token, 'a late new password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: 'token: This reset link has expired: links work for one hour. Ask for a new one.',
    });
    expect(await signedIn(reader.cookie)).toBe(true);
    expect((await login(reader.username, reader.password)).statusCode).toBe(200);
  });

  it(`mails one account at most ${RESET_MAILS_PER_HOUR} links an hour however often it is asked for`, async () => {
    const reader = await withAddress();
    for (let round = 0; round < RESET_MAILS_PER_HOUR + 2; round += 1)
      expect((await ask(reader.username)).json()).toEqual({ message: RESET_REQUESTED });
    await tokenFromMail(reader.email, RESET_MAILS_PER_HOUR);
    expect(await resetRows(reader.id)).toHaveLength(RESET_MAILS_PER_HOUR);
  });
});
