import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobKind } from '../jobs/job-queue';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';
import { MAIL_NOT_CONFIGURED } from './mail.service';
import { withChangedSignature } from '../test/tokens';

const kinds = await databaseKinds();

describe.each(kinds)('mail over SMTP on %s', (kind) => {
  let catcher: Catcher;
  let test: TestApp;

  beforeAll(async () => {
    catcher = await startCatcher();
    test = await createTestApp(
      kind,
      { smtpUrl: `smtp://127.0.0.1:${catcher.port}`, publicOrigin: 'https://bible.example.org' },
      { jobs: { pollMs: 50, retryDelaysMs: [] }, mail: { retryDelaysMs: [50, 50], timeoutMs: 2_000 } },
    );
  });
  afterAll(async () => {
    await test?.close();
    await catcher?.close();
  });

  it('sends a welcome with both parts, escaped variables and one-click unsubscribe headers', async () => {
    const { mail } = test.app.services;
    const { id } = await mail.send({
      to: 'reader@example.org',
      template: 'welcome_email',
      variables: { username: 'Ann <b>&' },
      userId: null,
    });
    const received = await until(() => catcher.messages.find((m) => m.subject?.includes('Ann')));
    expect(received.subject).toBe('Welcome to OpenConcordance, Ann <b>&');
    expect(received.html).toContain('Welcome, Ann &lt;b&gt;&amp;!');
    expect(received.text).toContain('Welcome, Ann <b>&!');
    expect(received.from?.value[0]).toMatchObject({ name: 'OpenConcordance', address: 'no-reply@localhost' });
    const header = (name: string) => received.headerLines.find((line) => line.key === name)?.line ?? '';
    expect(header('list-unsubscribe')).toMatch(/<https:\/\/bible\.example\.org\/unsubscribe\?token=[\w.-]+>/);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const logged = await until(async () => {
      const row = await mail.repository.message(id);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(logged.attempts).toBe(1);

    // The link's token unsubscribes the address; reader mail to it is then not sent.
    const token = new URL(
      received.html ? /href="([^"]*unsubscribe[^"]*)"/.exec(received.html)![1]!.replace(/&amp;/g, '&') : '',
    ).searchParams.get('token')!;
    expect(await mail.unsubscribe(token)).toEqual({ address: 'reader@example.org' });
    const second = await mail.send({
      to: 'Reader@example.org',
      template: 'hebrew_word_of_day',
      variables: {},
    });
    expect((await mail.repository.message(second.id))?.status).toBe('failed');
    // A forged token changes nothing.
    expect(await mail.unsubscribe(withChangedSignature(token))).toEqual({ error: 'invalid' });
  });

  it('refuses a recipient with a line break', async () => {
    await expect(
      test.app.services.mail.send({
        to: 'a@example.org\r\nBcc: b@example.org',
        template: 'welcome_email',
        variables: {},
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('retries a refused message, then logs it failed with the server reason', async () => {
    const { mail } = test.app.services;
    catcher.refuse = true;
    try {
      const { id } = await mail.send({ to: 'admin@example.org', template: 'admin_bot_alert', variables: {} });
      const row = await until(async () => {
        const found = await mail.repository.message(id);
        return found?.status === 'failed' ? found : undefined;
      });
      expect(row.attempts).toBe(3);
      expect(row.error).toContain('Mailbox unavailable');
    } finally {
      catcher.refuse = false;
    }
  });

  it('runs a job, and retries a throwing job then marks it failed', async () => {
    const { jobs } = test.app.services;
    const seen: unknown[] = [];
    const ok = jobKind('test.ok', z.object({ n: z.number() }));
    const throws = jobKind('test.throws', z.object({}));
    jobs.register(ok, {
      handler: async (payload) => {
        seen.push(payload);
      },
    });
    jobs.register(throws, {
      handler: async () => {
        throw new Error('always broken');
      },
    });
    await jobs.enqueue(ok, { n: 1 });
    await jobs.enqueue(throws, {});
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ n: 1 }]);
    const failed = await until(async () =>
      (await jobs.recent()).find((job) => job.kind === 'test.throws' && job.status === 'failed'),
    );
    expect(failed.error).toBe('always broken');
  });
});

describe('mail without an SMTP server', () => {
  it('logs the send failed with "mail is not configured"', async () => {
    const test = await createTestApp('pglite');
    try {
      const { id } = await test.app.services.mail.send({
        to: 'a@example.org',
        template: 'welcome_email',
        variables: {},
      });
      const row = await test.app.services.mail.repository.message(id);
      expect(row).toMatchObject({ status: 'failed', error: MAIL_NOT_CONFIGURED });
    } finally {
      await test.close();
    }
  });
});
