import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, uniqueUsername } from '../test/factories';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';
import {
  CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY,
  CONFIRMATION_MAILS_PER_HOUR_SITE_WIDE,
} from './account.service';

const kinds = await databaseKinds();

describe.each(kinds)('confirmation mails of sign-ups, over SMTP, on %s', (kind) => {
  let catcher: Catcher;
  let harness: TestApp;
  beforeAll(async () => {
    catcher = await startCatcher();
    // The route's per-client-address limit is lifted: an attacker rotates client addresses, so the limits per
    // recipient and per site must hold on their own.
    harness = await createTestApp(
      kind,
      { smtpUrl: `smtp://127.0.0.1:${catcher.port}`, publicOrigin: 'https://bible.example.org' },
      { jobs: { pollMs: 50, retryDelaysMs: [] }, requestLimits: false },
    );
  });
  afterAll(async () => {
    await harness?.close();
    await catcher?.close();
  });

  const register = (email: string, username = uniqueUsername('signup')) =>
    injectAs(harness.app, 'POST', '/api/register', undefined, {
      username,
      password: 'a long enough password',
      email,
    });
  const received = (address: string) =>
    catcher.messages.filter((message) =>
      JSON.stringify(message.to ?? '')
        .toLowerCase()
        .includes(address),
    );
  const target = () => `target-${uniqueUsername('t')}@example.org`.toLowerCase();
  const logged = (address: string) =>
    harness.database.db
      .select()
      .from(emailMessages)
      .where(
        and(
          eq(sql`lower(${emailMessages.recipient})`, address),
          eq(emailMessages.template, 'email_confirmation'),
        ),
      );
  const pendingOf = async (username: string) =>
    (await harness.database.db.select().from(users).where(eq(users.username, username)))[0]?.pendingEmail;

  it(`sends one address at most ${CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY} confirmation mails a day, whichever accounts ask`, async () => {
    const address = target();
    for (let round = 0; round < CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY; round += 1) {
      // The same address in another case is the same mailbox.
      const spelled = round % 2 ? address.toUpperCase() : address;
      expect((await register(spelled)).statusCode).toBe(201);
    }
    await until(() => received(address).length >= CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY || undefined);

    // The sign-up itself still succeeds (its mail is not what was asked for), but nothing is queued or pending.
    const username = uniqueUsername('late');
    expect((await register(address, username)).statusCode).toBe(201);
    expect(await pendingOf(username)).toBeNull();
    const reader = await buildUser(harness.app);
    const asked = await injectAs(harness.app, 'POST', '/api/account/email', reader.cookie, {
      email: address,
    });
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toEqual({
      message:
        'Too many confirmation emails have been sent to this address today. Please try again tomorrow.',
    });
    expect(asked.headers['retry-after']).toBe('86400');
    expect(await logged(address)).toHaveLength(CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY);
  });

  it('carries no text of the asker but a plain user name, and an unsubscribe link that stops every later one', async () => {
    const address = target();
    const username = uniqueUsername('plain');
    expect((await register(address, username)).statusCode).toBe(201);
    const [mail] = await until(() => (received(address).length ? received(address) : undefined));
    expect(mail!.text).toContain(`Hello ${username},`);
    const link = /href="([^"]*\/unsubscribe\?token=[^"]+)"/.exec(String(mail!.html))?.[1];
    expect(link, 'an unsubscribe link in the mail itself').toBeDefined();
    const token = new URL(link!.replace(/&amp;/g, '&')).searchParams.get('token')!;
    expect(await harness.app.services.mail.unsubscribe(token)).toEqual({ address });

    // After unsubscribing: a sign-up naming the address sends nothing, and asking for it says why.
    const later = uniqueUsername('after');
    expect((await register(address, later)).statusCode).toBe(201);
    expect(await pendingOf(later)).toBeNull();
    const reader = await buildUser(harness.app);
    const asked = await injectAs(harness.app, 'POST', '/api/account/email', reader.cookie, {
      email: address.toUpperCase(),
    });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({
      message:
        'email: this address has unsubscribed from our mail, so no confirmation link can be sent to it',
    });
    expect(await logged(address)).toHaveLength(1);
    expect(received(address)).toHaveLength(1);
  });

  it(`sends at most ${CONFIRMATION_MAILS_PER_HOUR_SITE_WIDE} confirmation mails an hour across the site`, async () => {
    const sentThisHour = await harness.database.db
      .select({ n: sql<number>`count(*)` })
      .from(emailMessages)
      .where(
        and(
          eq(emailMessages.template, 'email_confirmation'),
          sql`${emailMessages.createdAt} >= now() - interval '1 hour'`,
        ),
      );
    // The log stands in for the hour's earlier mails: the limit reads the log, whoever sent them.
    const missing = CONFIRMATION_MAILS_PER_HOUR_SITE_WIDE - Number(sentThisHour[0]!.n);
    await harness.database.db.insert(emailMessages).values(
      Array.from({ length: missing }, (_, index) => ({
        recipient: `earlier-${index}@example.org`,
        template: 'email_confirmation',
        subject: 'Confirm',
        html: '',
        text: '',
        status: 'sent' as const,
      })),
    );
    const reader = await buildUser(harness.app);
    const address = target();
    const asked = await injectAs(harness.app, 'POST', '/api/account/email', reader.cookie, {
      email: address,
    });
    expect(asked.statusCode).toBe(429);
    expect(asked.json()).toEqual({
      message:
        'The site has sent as many confirmation emails as it may this hour. Please try again in an hour.',
    });
    expect(await logged(address)).toHaveLength(0);
  });
});
