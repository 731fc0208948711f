import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { readerFixtureSources } from '../test/fixtures/reader';
import { cutListeners, listeners, secondInstance } from '../test/two-instances';
import { STUDY_MARKS_CHANGED_CHANNEL } from './study-cache';

// Two instances share one database only on a database server.
const kinds = (await databaseKinds()).filter((kind) => kind === 'postgres');

/**
 * Each instance keeps a reader's marks in memory (decision 365): a write on one must be seen on the next read
 * of every other once its notification arrives (on its own connection, so B is asked until it shows). B keeps
 * the marks with no age limit, so without the notification the test would wait in vain.
 */
describe.each(kinds)("a reader's marks kept by two instances on one %s database", (kind) => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let reader: SignedInUser;
  const marksAt = async (app: TestApp['app'], ref = 'John.3') => {
    const answer = await injectAs(app, 'GET', `/api/study/marks?ref=${ref}`, reader.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ marks: { id: string; text?: string; color?: string }[]; total: number }>();
  };

  beforeAll(async () => {
    first = await createTestApp(kind);
    second = await secondInstance(first);
    const importer = appImporter(first.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    reader = await buildUser(first.app);
    // B hears of the import on its own connection.
    await vi.waitFor(
      async () =>
        expect(
          (await injectAs(second.app, 'GET', '/api/study/marks?ref=John.3', reader.cookie)).statusCode,
        ).toBe(200),
      { timeout: 15_000, interval: 50 },
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a mark added, changed and removed on A is seen on B', async () => {
    expect((await marksAt(second.app)).total).toBe(0); // B keeps the reader's (no) marks
    const added = await injectAs(first.app, 'POST', '/api/study/marks', reader.cookie, {
      kind: 'note',
      ref: 'John.3.16',
      text: 'first thought',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { mark } = added.json<{ mark: { id: string; revision: number } }>();
    expect((await marksAt(first.app)).marks.map((shown) => shown.text)).toEqual(['first thought']);
    await vi.waitFor(async () => expect((await marksAt(second.app)).total).toBe(1), {
      timeout: 5_000,
      interval: 10,
    });

    const changed = await injectAs(first.app, 'PATCH', `/api/study/marks/${mark.id}`, reader.cookie, {
      text: 'second thought',
      revision: mark.revision,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await vi.waitFor(async () => expect((await marksAt(second.app)).marks[0]?.text).toBe('second thought'), {
      timeout: 5_000,
      interval: 10,
    });

    expect(
      (await injectAs(first.app, 'DELETE', `/api/study/marks/${mark.id}`, reader.cookie)).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect((await marksAt(second.app)).total).toBe(0), {
      timeout: 5_000,
      interval: 10,
    });
  });

  it("never shows a reader another's marks, on either instance", async () => {
    const other = await buildUser(second.app);
    const made = await injectAs(second.app, 'POST', '/api/study/marks', other.cookie, {
      kind: 'highlight',
      ref: 'John.3.17',
      color: 'green',
    });
    expect(made.statusCode, made.body).toBe(201);
    for (const app of [first.app, second.app]) {
      expect((await marksAt(app)).marks.some((shown) => shown.color === 'green')).toBe(false);
      const theirs = await injectAs(app, 'GET', '/api/study/marks?ref=John.3', other.cookie);
      expect(theirs.json().marks).toHaveLength(1);
    }
  });

  it('reads from the database while its LISTEN connection is lost, so a write then is not missed', async () => {
    expect((await marksAt(second.app)).total).toBe(0);
    const cut = await cutListeners(first, STUDY_MARKS_CHANGED_CHANNEL);
    expect(cut.length).toBeGreaterThanOrEqual(2);
    const added = await injectAs(first.app, 'POST', '/api/study/marks', reader.cookie, {
      kind: 'bookmark',
      ref: 'John.3.16',
    });
    expect(added.statusCode, added.body).toBe(201);
    await vi.waitFor(
      async () => {
        const now = await listeners(first, STUDY_MARKS_CHANGED_CHANNEL);
        expect(now.filter((pid) => !cut.includes(pid)).length).toBeGreaterThanOrEqual(2);
      },
      { timeout: 15_000, interval: 50 },
    );
    expect((await marksAt(second.app)).total).toBe(1);
  });
});
