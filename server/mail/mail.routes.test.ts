import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emailLogsResponse,
  emailPreviewResponse,
  emailSamplesResponse,
  emailSentResponse,
  emailTemplateResponse,
  emailTemplatesResponse,
  jobsResponse,
  mailStatusResponse,
} from '../../core/api/mail';
import { EMAIL_TEMPLATE_NAMES } from '../../core/mail/templates';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, type SignedInUser, injectAs, type TestMethod } from '../test/factories';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';

const kinds = await databaseKinds();

describe.each(kinds)('admin email calls on %s', (kind) => {
  let catcher: Catcher;
  let harness: TestApp;
  let admin: SignedInUser;
  let reader: SignedInUser;

  beforeAll(async () => {
    catcher = await startCatcher();
    harness = await createTestApp(
      kind,
      { smtpUrl: `smtp://127.0.0.1:${catcher.port}`, publicOrigin: 'http://localhost' },
      { jobs: { pollMs: 50 }, mail: { retryDelaysMs: [50], timeoutMs: 2_000 } },
    );
    admin = await buildUser(harness.app, { role: 'admin' });
    reader = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
    await catcher?.close();
  });

  const call = (method: TestMethod, url: string, cookie?: string, payload?: object) =>
    injectAs(harness.app, method, url, cookie, payload);

  it('POST /api/admin/email/test: 401, 400, 403, then the email arrives and is logged sent', async () => {
    const body = { templateName: 'welcome_email', recipient: 'tester@example.org' };
    expect((await call('POST', '/api/admin/email/test', undefined, body)).statusCode).toBe(401);
    const missing = await call('POST', '/api/admin/email/test', admin.cookie, {
      templateName: 'welcome_email',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Recipient required - Please enter a valid email address' });
    const crlf = await call('POST', '/api/admin/email/test', admin.cookie, {
      ...body,
      recipient: 'a@b.org\r\nBcc: c@d.org',
    });
    expect(crlf.statusCode).toBe(400);
    expect((await call('POST', '/api/admin/email/test', reader.cookie, body)).statusCode).toBe(403);
    const sent = await call('POST', '/api/admin/email/test', admin.cookie, body);
    expect(sent.statusCode).toBe(200);
    expect(emailSentResponse.parse(sent.json()).message).toBe('Test email sent');
    const mail = await until(() =>
      catcher.messages.find((m) => m.to && JSON.stringify(m.to).includes('tester@')),
    );
    expect(mail.subject).toBe('Welcome to OpenConcordance, Sample Reader');
    expect(mail.text).toContain('Sample Reader');
    expect(mail.html).toContain('Sample Reader');
    const logs = await until(async () => {
      const answer = emailLogsResponse.parse(
        (await call('GET', '/api/admin/email/logs?status=sent', admin.cookie)).json(),
      );
      return answer.logs.find((log) => log.recipient === 'tester@example.org');
    });
    expect(logs).toMatchObject({ template: 'welcome_email', status: 'sent' });
  });

  it('POST /api/admin/email/samples sends every template, and the unsubscribe link works without signing in', async () => {
    expect(
      (await call('POST', '/api/admin/email/samples', undefined, { recipient: 'x@example.org' })).statusCode,
    ).toBe(401);
    const missing = await call('POST', '/api/admin/email/samples', admin.cookie, {});
    expect(missing.json()).toEqual({ message: 'Email required' });
    expect(
      (await call('POST', '/api/admin/email/samples', reader.cookie, { recipient: 'x@example.org' }))
        .statusCode,
    ).toBe(403);
    const answer = await call('POST', '/api/admin/email/samples', admin.cookie, {
      recipient: 'samples@example.org',
    });
    expect(emailSamplesResponse.parse(answer.json())).toEqual({
      message: 'All sample emails have been sent successfully.',
      sent: EMAIL_TEMPLATE_NAMES.length,
    });
    const received = await until(() => {
      const mine = catcher.messages.filter((m) => JSON.stringify(m.to).includes('samples@'));
      return mine.length === EMAIL_TEMPLATE_NAMES.length ? mine : undefined;
    });
    const word = received.find((m) => m.subject?.startsWith('Hebrew word of the day'))!;
    const header = word.headerLines.find((line) => line.key === 'list-unsubscribe')!.line;
    const link = /<(http:\/\/localhost\/unsubscribe\?token=[^>]+)>/.exec(header)![1]!;
    const path = link.replace('http://localhost', '');
    // GET changes nothing (link scanners); the one-click POST unsubscribes.
    const page = await harness.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>');
    expect(await harness.app.services.mail.repository.suppressed('samples@example.org')).toBe(false);
    const oneClick = await harness.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect(await harness.app.services.mail.repository.suppressed('samples@example.org')).toBe(true);
    const forged = await harness.app.inject({ method: 'POST', url: `${path.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('Nothing was changed');
  });

  it('templates: list, refuse an unknown variable, sanitise and save, preview', async () => {
    expect((await call('GET', '/api/admin/email/templates')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/email/templates', reader.cookie)).statusCode).toBe(403);
    const list = emailTemplatesResponse.parse(
      (await call('GET', '/api/admin/email/templates', admin.cookie)).json(),
    );
    expect(list.templates.map((t) => t.name).sort()).toEqual([...EMAIL_TEMPLATE_NAMES].sort());
    const url = '/api/admin/email/templates/devotional_reminder';
    expect((await call('PUT', url, undefined, { subject: 's', html: 'h' })).statusCode).toBe(401);
    const unknown = await call('PUT', url, admin.cookie, { subject: 'Hi {{nickname}}', html: '<p>x</p>' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown variable {{nickname}}');
    expect((await call('PUT', url, reader.cookie, { subject: 's', html: 'h' })).statusCode).toBe(403);
    const saved = await call('PUT', url, admin.cookie, {
      subject: 'Read {{passage}}',
      html: '<p onclick="x()">Hello {{username}}</p><script>alert(1)</script>',
    });
    expect(saved.statusCode).toBe(200);
    expect(emailTemplateResponse.parse(saved.json()).template.html).toBe('<p>Hello {{username}}</p>');
    const preview = await call('POST', `${url}/preview`, admin.cookie, {});
    expect(emailPreviewResponse.parse(preview.json())).toMatchObject({
      subject: 'Read Numbers 6:22-27',
      html: '<p>Hello Sample Reader</p>',
      text: 'Hello Sample Reader',
    });
  });

  it('logs, status and jobs answer administrators only', async () => {
    for (const url of ['/api/admin/email/logs', '/api/admin/email/status', '/api/admin/jobs']) {
      expect((await call('GET', url)).statusCode).toBe(401);
      expect((await call('GET', url, reader.cookie)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/email/logs?status=lost', admin.cookie)).statusCode).toBe(400);
    const logs = emailLogsResponse.parse(
      (await call('GET', '/api/admin/email/logs?pageSize=2', admin.cookie)).json(),
    );
    expect(logs.logs).toHaveLength(2);
    expect(logs.total).toBeGreaterThan(2);
    expect(
      mailStatusResponse.parse((await call('GET', '/api/admin/email/status', admin.cookie)).json()),
    ).toMatchObject({
      configured: true,
      source: 'environment',
    });
    const jobs = jobsResponse.parse((await call('GET', '/api/admin/jobs', admin.cookie)).json());
    expect(jobs.jobs.some((job) => job.kind === 'mail.send')).toBe(true);
  });
});
