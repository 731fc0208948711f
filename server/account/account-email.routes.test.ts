import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountResponse } from '../../core/api/account';
import { emailMessages, users } from '../db/schema/index';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, sessionCookieFrom, uniqueUsername, type TestMethod } from '../test/factories';
import { emailConfirmationToken } from './email-confirmation';
import { withChangedSignature } from '../test/tokens';

const kinds = await databaseKinds();
const secret = testConfig().sessionSecret;

describe.each(kinds)('email address of the account on %s', (kind) => {
  let harness: TestApp;
  beforeAll(async () => {
    // The per-address limit of the route would stop this file's many calls; the per-reader cap is tested here.
    harness = await createTestApp(kind, {}, { requestLimits: false });
  });
  afterAll(async () => {
    await harness?.close();
  });

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(harness.app, method, url, cookie, payload);
  const db = () => harness.database.db;
  const messagesTo = (recipient: string, template: string) =>
    db()
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.recipient, recipient), eq(emailMessages.template, template)));
  const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
  /** The confirmation link's path and query, read from the mail sent to `address`. */
  const confirmationPath = async (address: string) => {
    const [message] = (await messagesTo(address, 'email_confirmation')).slice(-1);
    expect(message, `a confirmation mail to ${address}`).toBeDefined();
    const url = /href="([^"]*confirm-email\?token=[^"]+)"/.exec(message!.html)?.[1];
    expect(url).toBeDefined();
    const parsed = new URL(url!.replace(/&amp;/g, '&'));
    return `${parsed.pathname}${parsed.search}`;
  };
  const address = (label: string) => `${label}-${uniqueUsername('m')}@example.org`.toLowerCase();

  it('POST /api/account/email answers 401 without a session', async () => {
    const response = await call('POST', '/api/account/email', undefined, { email: 'a@example.org' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Not signed in' });
  });

  it.each([
    [{}, 'email is required'],
    [{ email: '' }, 'email is required'],
    [{ email: 'not an address' }, 'email must be a valid email address'],
    [{ email: 'a@example.org\r\nBcc: all@example.org' }, 'email must not contain a line break'],
    [{ email: 'a@example.org\n' }, 'email must not contain a line break'],
    [{ email: `${'a'.repeat(250)}@example.org` }, 'email must be at most 254 characters'],
    [{ email: 42 }, 'email is required'],
  ])('POST /api/account/email answers 400 for %j, changing nothing', async (payload, message) => {
    const user = await buildUser(harness.app);
    const response = await call('POST', '/api/account/email', user.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await userRow(user.id)).pendingEmail).toBeNull();
  });

  it('keeps a new address pending, mails the link to it only, and confirms it with the link (no sign-in needed)', async () => {
    const user = await buildUser(harness.app);
    const email = address('first');
    const response = await call('POST', '/api/account/email', user.cookie, { email: `  ${email} ` });
    expect(response.statusCode).toBe(200);
    expect(accountResponse.parse(response.json())).toMatchObject({ email: null, pendingEmail: email });
    const mails = await db().select().from(emailMessages).where(eq(emailMessages.userId, user.id));
    expect(mails.map((mail) => [mail.recipient, mail.template])).toEqual([[email, 'email_confirmation']]);

    const link = await confirmationPath(email);
    const confirmed = await call('GET', link);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/account?email=confirmed');
    const account = accountResponse.parse((await call('GET', '/api/account', user.cookie)).json());
    expect(account).toMatchObject({ email, pendingEmail: null });
    expect((await userRow(user.id)).emailVerifiedAt).toBeInstanceOf(Date);
    const welcome = await messagesTo(email, 'welcome_email');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toContain(user.username);

    // The link opened again changes nothing and sends no second welcome.
    expect((await call('GET', link)).statusCode).toBe(302);
    expect(await messagesTo(email, 'welcome_email')).toHaveLength(1);

    // The confirmed address cannot be asked for again.
    const again = await call('POST', '/api/account/email', user.cookie, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'email is already the confirmed address of your account' });
  });

  it('keeps the confirmed address while a new one waits, and only the newest link works', async () => {
    const user = await buildUser(harness.app);
    const first = address('old');
    await call('POST', '/api/account/email', user.cookie, { email: first });
    expect((await call('GET', await confirmationPath(first))).statusCode).toBe(302);

    const second = address('second');
    const third = address('third');
    await call('POST', '/api/account/email', user.cookie, { email: second });
    const staleLink = await confirmationPath(second);
    await call('POST', '/api/account/email', user.cookie, { email: third });
    expect(accountResponse.parse((await call('GET', '/api/account', user.cookie)).json())).toMatchObject({
      email: first,
      pendingEmail: third,
    });
    const stale = await call('GET', staleLink);
    expect(stale.statusCode).toBe(400);
    expect(stale.headers['content-type']).toMatch(/^text\/html/);
    expect(stale.body).toContain('Nothing was changed');
    expect(await userRow(user.id)).toMatchObject({ email: first, pendingEmail: third });

    expect((await call('GET', await confirmationPath(third))).statusCode).toBe(302);
    expect(await userRow(user.id)).toMatchObject({ email: third, pendingEmail: null });
  });

  it('answers a clear page and changes nothing for a forged, expired or missing token', async () => {
    const user = await buildUser(harness.app);
    const email = address('forged');
    await call('POST', '/api/account/email', user.cookie, { email });
    const link = await confirmationPath(email);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const [body, signature] = token.split('.') as [string, string];

    // Another address in the body, the signature of the real one.
    const otherBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), a: 'evil@example.org' }),
    ).toString('base64url');
    const signedWithAnotherSecret = emailConfirmationToken('another-secret-of-enough-length-for-hmac', {
      userId: user.id,
      address: email,
    });
    const expired = emailConfirmationToken(
      secret,
      { userId: user.id, address: email },
      new Date(Date.now() - 25 * 3_600_000),
    );
    const cases: [string, string][] = [
      [`${otherBody}.${signature}`, 'not valid'],
      [withChangedSignature(token), 'not valid'],
      [signedWithAnotherSecret, 'not valid'],
      ['', 'not valid'],
      ['no-dot', 'not valid'],
      [expired, 'has expired'],
    ];
    for (const [forged, words] of cases) {
      const response = await call('GET', `/api/account/confirm-email?token=${encodeURIComponent(forged)}`);
      expect(response.statusCode, forged).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(words);
      expect(response.body).toContain('Nothing was changed');
    }
    expect(await userRow(user.id)).toMatchObject({ email: null, emailVerifiedAt: null, pendingEmail: email });
    expect(await messagesTo(email, 'welcome_email')).toHaveLength(0);
    expect(await messagesTo('evil@example.org', 'welcome_email')).toHaveLength(0);
  });

  it('limits the confirmation mails a reader may ask for in an hour', async () => {
    const user = await buildUser(harness.app);
    for (let round = 0; round < 5; round += 1) {
      const response = await call('POST', '/api/account/email', user.cookie, { email: address(`r${round}`) });
      expect(response.statusCode).toBe(200);
    }
    const refused = await call('POST', '/api/account/email', user.cookie, { email: address('r5') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many confirmation emails/);
  });

  it('takes an optional address at sign-up through the same pending + confirmation flow', async () => {
    const username = uniqueUsername();
    const email = address('signup');
    const registered = await call('POST', '/api/register', undefined, {
      username,
      password: 'a long enough password',
      email,
    });
    expect(registered.statusCode).toBe(201);
    const cookie = sessionCookieFrom(registered.headers['set-cookie']);
    expect(accountResponse.parse((await call('GET', '/api/account', cookie)).json())).toMatchObject({
      email: null,
      pendingEmail: email,
    });
    expect((await call('GET', await confirmationPath(email))).statusCode).toBe(302);
    expect(accountResponse.parse((await call('GET', '/api/account', cookie)).json())).toMatchObject({
      email,
      pendingEmail: null,
    });
    expect(await messagesTo(email, 'welcome_email')).toHaveLength(1);
  });

  it('refuses a sign-up whose address would inject a header, creating no account', async () => {
    const username = uniqueUsername();
    const response = await call('POST', '/api/register', undefined, {
      username,
      password: 'a long enough password',
      email: 'x@example.org\r\nSubject: hi',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'email must not contain a line break' });
    const login = await call('POST', '/api/login', undefined, {
      username,
      password: 'a long enough password',
    });
    expect(login.statusCode).toBe(401);
  });
});
