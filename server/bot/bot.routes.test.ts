import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACK_ON_MISSION,
  BOT_RESUMPTION,
  botErrorsResponse,
  botInstructionsResponse,
  botLogsResponse,
  botRepairsResponse,
  type BotRepair,
} from '../../core/api/bot';
import { sql } from 'drizzle-orm';
import { bibleEditions, bibleVersions, importJobs, users, verses } from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { settledMails } from '../test/mail-settled';
import { startCatcher, until, type Catcher } from '../test/smtp-catcher';
import type { BotOptions } from './bot.service';

const kinds = await databaseKinds();

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(kinds)('the ADMIN BOT on %s', (kind) => {
  let harness: TestApp;
  let admin: SignedInUser;
  let reader: SignedInUser;
  let catcher: Catcher;
  let dataDir: string;
  let deadPool: pg.Pool;
  let databaseDown = false;
  const botOptions: BotOptions = {};

  beforeAll(async () => {
    catcher = await startCatcher();
    dataDir = await mkdtemp(path.join(tmpdir(), 'bot-data-'));
    deadPool = new pg.Pool({
      connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/nothing`,
      connectionTimeoutMillis: 1_000,
    });
    deadPool.on('error', () => undefined);
    harness = await createTestApp(
      kind,
      { dataDir, publicOrigin: 'https://bible.example.org' },
      {
        jobs: { pollMs: 50, retryDelaysMs: [] },
        mail: { retryDelaysMs: [], timeoutMs: 1_000 },
        bot: botOptions,
      },
    );
    const { database } = harness;
    botOptions.ping = async () => {
      if (databaseDown) await deadPool.query('select 1');
      else await database.ping();
    };
    admin = await buildUser(harness.app, { role: 'admin' });
    reader = await buildUser(harness.app);
    await harness.database.db.update(users).set({ email: 'admin@example.org' }).where(eq(users.id, admin.id));
    await setSetting('mail.smtpUrl', `smtp://127.0.0.1:${catcher.port}`);
  });
  afterAll(async () => {
    await harness?.close();
    await deadPool?.end();
    await catcher?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function setSetting(key: string, value: string) {
    await harness.app.services.settings.update(key, value, { id: null, username: 'test' });
    harness.app.services.settings.invalidate();
  }
  const run = () => harness.app.services.bot.run();
  const get = async <T>(url: string, parse: { parse(value: unknown): T }) => {
    const response = await injectAs(harness.app, 'GET', url, admin.cookie);
    expect(response.statusCode, url).toBe(200);
    return parse.parse(response.json());
  };
  const repairs = async () => (await get('/api/admin/bot/repairs', botRepairsResponse)).repairs;
  const task = async (match: (repair: BotRepair) => boolean) => (await repairs()).find(match);
  const logs = async () => (await get('/api/admin/bot/logs', botLogsResponse)).logs;
  const alertAbout = (text: string) =>
    until(() => catcher.messages.find((mail) => mail.subject?.includes(text) || mail.text?.includes(text)));

  it('answers 401 without a session and 403 to a reader on every bot call', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/bot/instructions'],
      ['POST', '/api/admin/bot/instructions'],
      ['PUT', '/api/admin/bot/instructions/1'],
      ['GET', '/api/admin/bot/logs'],
      ['PUT', '/api/admin/bot/state'],
      ['POST', '/api/admin/bot/run'],
      ['GET', '/api/admin/bot/repairs'],
      ['PUT', '/api/admin/bot/repairs/1'],
      ['GET', '/api/admin/bot/errors'],
      ['PUT', '/api/admin/bot/errors/1'],
    ] as const) {
      const payload = method === 'GET' ? undefined : { directive: 'x', isActive: true, paused: false };
      expect((await injectAs(harness.app, method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await injectAs(harness.app, method, url, reader.cookie, payload)).statusCode, url).toBe(403);
    }
  });

  it('seeds one directive per check and refuses blank directives and priorities outside 0-100', async () => {
    const { instructions } = await get('/api/admin/bot/instructions', botInstructionsResponse);
    expect(instructions.map((row) => row.checkKey)).toContain('database');
    expect(instructions.find((row) => row.checkKey === 'versions')?.directive).toBe(
      'Keep every installed Bible version complete and searchable',
    );
    for (const [body, message] of [
      [{ directive: '   ', priority: 50 }, 'Directive text must be non-blank'],
      [{ directive: 'Be kind', priority: 101 }, 'Priority must be a number from 0 to 100'],
      [{ directive: 'Be kind', priority: -1 }, 'Priority must be a number from 0 to 100'],
    ] as const) {
      const response = await injectAs(harness.app, 'POST', '/api/admin/bot/instructions', admin.cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const added = await injectAs(harness.app, 'POST', '/api/admin/bot/instructions', admin.cookie, {
      directive: 'Tell me before Sunday services',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ priority: 50, isActive: true, checkKey: null });
    const blankRemedy = await injectAs(harness.app, 'PUT', '/api/admin/bot/repairs/1', admin.cookie, {
      remedy: ' ',
    });
    expect(blankRemedy.json()).toEqual({ message: 'Remedy text must be non-blank' });
    const blankResolution = await injectAs(harness.app, 'PUT', '/api/admin/bot/errors/1', admin.cookie, {
      resolution: '',
    });
    expect(blankResolution.json()).toEqual({ message: 'Resolution text must be non-blank' });
  });

  it('reports a missing page requested 30 times, emails the alert, and completes the task once resolved', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await harness.app.inject({ method: 'GET', url: '/api/no-such-call?secret=1' });
      expect(response.statusCode).toBe(404);
    }
    await run();
    const { errors } = await get('/api/admin/bot/errors', botErrorsResponse);
    const missing = errors.find((row) => row.url === '/api/no-such-call')!;
    expect(missing).toMatchObject({
      errorType: 'HTTP 404',
      count: 30,
      specialPriority: true,
      status: 'pending',
    });
    const open = await task((row) => row.location === '/api/no-such-call');
    expect(open).toMatchObject({ status: 'pending', elementType: 'page' });
    // The alert counts the problem and names its directive; the address a visitor asked for is not mailed.
    const mail = await alertAbout('ADMIN BOT: 1 problem (0 errors)');
    expect(mail.to && 'value' in mail.to ? mail.to.value[0]?.address : '').toBe('admin@example.org');
    expect(mail.text).toContain(
      'Answer every request: no server errors, no missing pages readers keep asking for (1)',
    );
    expect(mail.text).not.toContain('/api/no-such-call');
    expect(mail.text).toContain('Tell me before Sunday services');
    expect(mail.html).toContain('https://bible.example.org/admin?tab=admin-bot');
    expect((await logs()).map((row) => row.action)).toEqual(
      expect.arrayContaining(['PROBLEM FOUND', 'ALERT SENT']),
    );

    // Found again within the hour: no second task, no second email.
    const before = catcher.messages.length;
    const queued = await settledMails(harness.app);
    await run();
    expect((await repairs()).filter((row) => row.location === '/api/no-such-call')).toHaveLength(1);
    expect(await settledMails(harness.app)).toBe(queued);
    expect(catcher.messages.length).toBe(before);

    const resolved = await injectAs(harness.app, 'PUT', `/api/admin/bot/errors/${missing.id}`, admin.cookie, {
      resolution: 'Fixed the menu link',
      status: 'resolved',
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolution: 'Fixed the menu link' });
    await run();
    expect(await task((row) => row.location === '/api/no-such-call')).toMatchObject({ status: 'completed' });

    // A resolved error that recurs reopens its report, and the task comes back (not a duplicate).
    await harness.app.inject({ method: 'GET', url: '/api/no-such-call' });
    await run();
    const reopened = (await get('/api/admin/bot/errors', botErrorsResponse)).errors.find(
      (row) => row.id === missing.id,
    );
    expect(reopened).toMatchObject({ status: 'pending', count: 31 });
    const back = (await repairs()).filter((row) => row.location === '/api/no-such-call');
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ status: 'pending', occurrences: 2 });
    // The administrator fixes it: Fix, then Mark as Completed.
    const fixed = await injectAs(harness.app, 'PUT', `/api/admin/bot/repairs/${back[0]!.id}`, admin.cookie, {
      remedy: 'Added a redirect',
      status: 'completed',
    });
    expect(fixed.json()).toMatchObject({ status: 'completed', remedy: 'Added a redirect' });
  });

  it('finds the database unreachable through a dead server, alerts, and completes the task when it answers', async () => {
    databaseDown = true;
    try {
      await run();
    } finally {
      databaseDown = false;
    }
    const down = await task((row) => row.elementType === 'database');
    expect(down?.issue).toMatch(/The database cannot be reached/);
    expect(down?.status).toBe('pending');
    await alertAbout('The database cannot be reached');
    await run();
    expect(await task((row) => row.id === down!.id)).toMatchObject({ status: 'completed' });
  });

  it('reports a version whose verses were deleted, and completes the task once they are back', async () => {
    const { db } = harness.database;
    const [edition] = await db
      .insert(bibleEditions)
      .values({ versionCode: 'tst', status: 'active', verseCount: 2 })
      .returning();
    const rows = [
      {
        editionId: edition!.id,
        key: 1001001,
        book: 1,
        chapter: 1,
        verse: 1,
        text: 'In the beginning',
        tokens: [],
      },
      {
        editionId: edition!.id,
        key: 1001002,
        book: 1,
        chapter: 1,
        verse: 2,
        text: 'And the earth',
        tokens: [],
      },
    ];
    await db.insert(verses).values(rows);
    await db.insert(bibleVersions).values({
      code: 'tst',
      name: 'Test Version',
      language: 'en',
      direction: 'ltr',
      versification: 'KJV',
      licence: 'test',
      attribution: 'test',
      source: 'test',
      hasStrongs: false,
      hasMorphology: false,
      strongsAuthoritative: false,
      currentEditionId: edition!.id,
      verseCount: 2,
    });
    harness.app.services.indexes.invalidate('tst');
    await run();
    expect(await task((row) => row.location === 'Test Version (tst)')).toBeUndefined();
    await db.delete(verses).where(eq(verses.editionId, edition!.id));
    await run();
    const incomplete = await task((row) => row.location === 'Test Version (tst)');
    expect(incomplete).toMatchObject({ status: 'pending', elementType: 'bible version' });
    expect(incomplete?.issue).toContain('has no verses left');
    await alertAbout('Test Version has no verses left');
    await db.insert(verses).values(rows);
    await run();
    expect(await task((row) => row.id === incomplete!.id)).toMatchObject({ status: 'completed' });
    await db.update(bibleVersions).set({ currentEditionId: null }).where(eq(bibleVersions.code, 'tst'));
    harness.app.services.indexes.invalidate('tst');
  });

  it('reports a full disk quota set by a setting, and completes the task when the quota is raised', async () => {
    await writeFile(path.join(dataDir, 'filler.bin'), Buffer.alloc(2 * 1024 * 1024));
    await setSetting('bot.diskQuotaMb', '1');
    await run();
    const full = await task((row) => row.elementType === 'disk');
    expect(full?.issue).toMatch(/The data folder uses 2\.\d MB, more than its quota of 1 MB/);
    await alertAbout('more than its quota of 1 MB');
    await setSetting('bot.diskQuotaMb', '10240');
    await run();
    expect(await task((row) => row.id === full!.id)).toMatchObject({ status: 'completed' });
  });

  it('reports emails failing to a closed SMTP port, retries them itself once SMTP is back, and completes the task', async () => {
    await setSetting('mail.smtpUrl', `smtp://127.0.0.1:${await closedPort()}`);
    const { mail } = harness.app.services;
    const { id } = await mail.send({ to: 'reader@example.org', template: 'welcome_email', variables: {} });
    await until(async () => ((await mail.repository.message(id))?.status === 'failed' ? true : undefined));
    await run();
    const smtp = await task((row) => row.location === 'System Settings › mail › SMTP server');
    expect(smtp?.issue).toMatch(/The SMTP server cannot be reached/);
    const failing = await task((row) => row.location === 'Email Logs');
    expect(failing?.issue).toMatch(/failed to send/);
    // Sending again is pointless while the server is closed: the task waits, as does the alert in the outbox.
    expect(failing?.status).toBe('pending');

    await setSetting('mail.smtpUrl', `smtp://127.0.0.1:${catcher.port}`);
    await run();
    expect(await task((row) => row.id === smtp!.id)).toMatchObject({ status: 'completed' });
    // The bot sends the failed mail again (a safe repair), the alert about the failure included.
    expect(await task((row) => row.id === failing!.id)).toMatchObject({ status: 'in_progress' });
    await until(async () => ((await mail.repository.message(id))?.status === 'sent' ? true : undefined));
    await alertAbout('The SMTP server cannot be reached');
    await run();
    expect(await task((row) => row.id === failing!.id)).toMatchObject({
      status: 'completed',
      remedy: expect.stringContaining('Repaired by the bot'),
    });
  });

  it('takes error reports from browsers without query strings or personal data, rate-limited', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      headers: { cookie: reader.cookie },
      payload: {
        message: 'TypeError: reading "name" of undefined for ann@example.org',
        stack: 'TypeError: x\n    at render (https://bible.example.org/assets/app.js?v=2:1:99)',
        path: '/search?q=private+words',
      },
    });
    expect(response.statusCode).toBe(202);
    await run();
    const report = (await get('/api/admin/bot/errors', botErrorsResponse)).errors.find(
      (row) => row.errorType === 'Browser error',
    )!;
    expect(report.url).toBe('/search');
    expect(report.message).toContain('[email]');
    expect(report.message).not.toContain('ann@example.org');
    expect(report.message).not.toContain('v=2');
    const browserTask = await task((row) => row.elementType === 'browser' && row.location === '/search');
    expect(browserTask).toMatchObject({ status: 'pending' });
    const alert = await alertAbout("Keep readers' pages working: no errors in their browsers (1)");
    expect(alert.text).not.toContain('/search');
    await injectAs(harness.app, 'PUT', `/api/admin/bot/errors/${report.id}`, admin.cookie, {
      resolution: 'Guarded the missing name',
    });
    await run();
    expect(await task((row) => row.id === browserTask!.id)).toMatchObject({ status: 'completed' });
    // The web app's not-found screen reports a page address that does not exist (the server answers them all).
    const notFound = await harness.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'Page not found', path: '/pages/gone?from=menu', kind: 'not-found' },
    });
    expect(notFound.statusCode).toBe(202);
    await harness.app.services.bot.errorCounter.flush();
    const gone = (await get('/api/admin/bot/errors', botErrorsResponse)).errors.find(
      (row) => row.url === '/pages/gone',
    );
    expect(gone).toMatchObject({ errorType: 'HTTP 404', count: 1, specialPriority: true });
    const tooLarge = await harness.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { message: 'x'.repeat(20_000), path: '/' },
    });
    expect([400, 413]).toContain(tooLarge.statusCode);
    let limited = false;
    for (let i = 0; i < 12 && !limited; i += 1)
      limited =
        (
          await harness.app.inject({
            method: 'POST',
            url: '/api/client-errors',
            payload: { message: 'e', path: '/' },
          })
        ).statusCode === 429;
    expect(limited).toBe(true);
  });

  it('sends one alert a run for many problems from odd addresses and browser reports, quoting none of their text', async () => {
    const { mail } = harness.app.services;
    const outboxEmpty = () =>
      until(async () =>
        (await mail.repository.messages({ status: 'pending', limit: 1, offset: 0 })).total === 0
          ? true
          : undefined,
      );
    await outboxEmpty();
    const before = catcher.messages.length;
    const phishing = 'Your admin password expired. Reset it now at https://evil.example/reset';
    // 22 missing addresses asked for often enough to be reported, each carrying the text.
    for (let i = 0; i < 22; i += 1)
      for (let n = 0; n < 10; n += 1)
        await harness.app.inject({
          method: 'GET',
          url: `/api/password-expired-${String.fromCharCode(97 + i)}/reset-it-now-at/evil.example/reset`,
        });
    // Browser reports from several addresses (each address may send 10 a minute), on 12 pages.
    for (let i = 0; i < 12; i += 1) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        remoteAddress: `192.0.2.${10 + (i % 4)}`,
        payload: {
          message: phishing,
          stack: `Error: ${phishing}\n    at https://evil.example/reset`,
          path: `/page-${String.fromCharCode(97 + i)}`,
        },
      });
      expect(response.statusCode).toBe(202);
    }
    const summary = await run();
    expect(summary.alerts).toBeGreaterThanOrEqual(32);
    await outboxEmpty();
    const sent = catcher.messages.slice(before);
    expect(sent).toHaveLength(1);
    const [alert] = sent;
    expect(alert!.subject).toMatch(/ADMIN BOT: \d+ problems/);
    for (const part of [alert!.subject, alert!.text, alert!.html]) {
      expect(part).not.toMatch(/evil\.example|password|reset/i);
    }
    // Counted by directive (other tests' groups may be among the busiest 20 of the requests check).
    const problems = Number(/ADMIN BOT: (\d+) problems/.exec(alert!.subject ?? '')?.[1]);
    expect(problems).toBe(summary.alerts);
    const requests = /Answer every request[^(]*\((\d+)\)/.exec(alert!.text ?? '')?.[1];
    const browsers = /Keep readers' pages working[^(]*\((\d+)\)/.exec(alert!.text ?? '')?.[1];
    expect(Number(requests) + Number(browsers)).toBe(problems);
    expect(Number(requests)).toBeGreaterThanOrEqual(15);
    expect(Number(browsers)).toBeGreaterThanOrEqual(12);
    expect(alert!.text).toContain(
      'Each is listed on the dashboard: addresses and messages sent by visitors are shown there, never in mail.',
    );
    expect(alert!.html).toContain('https://bible.example.org/admin?tab=admin-bot');
    expect((await logs()).find((row) => row.action === 'ALERT SENT')?.details).toMatch(
      /^Emailed 1 administrator one alert about \d+ problems\.$/,
    );

    // The same problems in the next run, within the hour: no mail at all.
    await run();
    await outboxEmpty();
    expect(catcher.messages.length).toBe(before + 1);
    // Resolved, so that the tests after this one see only their own problems.
    for (const report of (await get('/api/admin/bot/errors', botErrorsResponse)).errors)
      await injectAs(harness.app, 'PUT', `/api/admin/bot/errors/${report.id}`, admin.cookie, {
        resolution: 'Seen',
      });
    await run();
  });

  it('reports broken links, unreadable references and senseless settings, and completes them once fixed', async () => {
    const created = await injectAs(harness.app, 'POST', '/api/admin/pages', admin.cookie, {
      title: 'Study notes',
      slug: `notes-${Date.now()}`,
      content: '<p>Read Genesis 51:3 and see <a href="/pages/no-such-page">the old notes</a>.</p>',
      active: true,
    });
    expect(created.statusCode).toBe(200);
    await setSetting('edition.purchaseUrl', 'buy it at the shop');
    await run();
    const link = await task((row) => row.issue.includes('/pages/no-such-page'));
    const reference = await task((row) => row.issue.includes('Genesis 51:3" cannot be read'));
    const purchase = await task((row) => row.issue.includes('"buy it at the shop" is not a web address'));
    expect(link).toMatchObject({ status: 'pending', elementType: 'custom page' });
    expect(reference?.issue).toContain('Genesis has 50 chapters');
    expect(purchase).toMatchObject({ status: 'pending', elementType: 'setting' });
    const page = created.json<{ id: number }>();
    const edited = await injectAs(harness.app, 'PUT', `/api/admin/pages/${page.id}`, admin.cookie, {
      title: 'Study notes',
      slug: `notes-${Date.now()}`,
      content: '<p>Read Genesis 50:3.</p>',
      active: true,
    });
    expect(edited.statusCode).toBe(200);
    await setSetting('edition.purchaseUrl', 'https://shop.example.org/rstne');
    await run();
    for (const fixed of [link, reference, purchase])
      expect(await task((row) => row.id === fixed!.id)).toMatchObject({ status: 'completed' });
  });

  it('stops a stuck import and removes an unfinished edition itself, then leaves the failed import to the administrator', async () => {
    const { db } = harness.database;
    const [job] = await db
      .insert(importJobs)
      .values({
        uploadId: 424242,
        versionCode: 'stk',
        fileName: 'stuck.txt',
        status: 'running',
        heartbeatAt: sql`now() - interval '20 minutes'`,
        startedAt: sql`now() - interval '30 minutes'`,
      })
      .returning();
    await run();
    const stuck = await task((row) => row.location === `Import #${job!.id} of stuck.txt (stk)`);
    expect(stuck).toMatchObject({
      status: 'in_progress',
      remedy: expect.stringContaining('Repaired by the bot'),
    });
    const [after] = await db.select().from(importJobs).where(eq(importJobs.id, job!.id));
    expect(after?.status).toBe('failed');

    const [edition] = await db
      .insert(bibleEditions)
      .values({ versionCode: 'stk', status: 'building', createdAt: sql`now() - interval '2 hours'` })
      .returning();
    await db
      .insert(verses)
      .values({ editionId: edition!.id, key: 1001001, book: 1, chapter: 1, verse: 1, text: 'x', tokens: [] });
    await run();
    expect(await task((row) => row.id === stuck!.id)).toMatchObject({ status: 'completed' });
    const failed = (await repairs()).filter(
      (row) => row.location === `Import #${job!.id} of stuck.txt (stk)`,
    );
    expect(failed.map((row) => row.status).sort()).toEqual(['completed', 'pending']);
    expect(await db.select().from(bibleEditions).where(eq(bibleEditions.id, edition!.id))).toEqual([]);
    expect(await db.select().from(verses).where(eq(verses.editionId, edition!.id))).toEqual([]);
    expect(
      (await logs()).some((row) => row.action === 'REPAIR' && row.details.includes('unfinished edition')),
    ).toBe(true);
    await db.delete(importJobs).where(eq(importJobs.id, job!.id));
  });

  it('turns a check off with its directive, and logs BOT RESUMPTION when resumed after a pause', async () => {
    botOptions.speechPrograms = ['no-such-speech-program'];
    try {
      await run();
      expect(await task((row) => row.elementType === 'speech engine')).toMatchObject({ status: 'pending' });
      const { instructions } = await get('/api/admin/bot/instructions', botInstructionsResponse);
      const speech = instructions.find((row) => row.checkKey === 'speech')!;
      const off = await injectAs(
        harness.app,
        'PUT',
        `/api/admin/bot/instructions/${speech.id}`,
        admin.cookie,
        {
          isActive: false,
        },
      );
      expect(off.json()).toMatchObject({ isActive: false });
      const summary = await run();
      expect(summary.checks).toBe(instructions.filter((row) => row.checkKey && row.isActive).length - 1);
    } finally {
      botOptions.speechPrograms = undefined;
    }
    const paused = await injectAs(harness.app, 'PUT', '/api/admin/bot/state', admin.cookie, { paused: true });
    expect(paused.json()).toMatchObject({ paused: true, nextRunAt: null });
    const resumed = await injectAs(harness.app, 'PUT', '/api/admin/bot/state', admin.cookie, {
      paused: false,
    });
    expect(resumed.json()).toMatchObject({ paused: false });
    const [latest] = await logs();
    expect(latest).toMatchObject({ action: BOT_RESUMPTION, status: 'info' });
    expect(latest?.details).toContain(BACK_ON_MISSION);
  });
});
