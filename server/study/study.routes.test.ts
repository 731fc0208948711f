import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { readerFixtureSources } from '../test/fixtures/reader';

const kinds = await databaseKinds();

describe.each(kinds)('saved verses on %s', (kind) => {
  let harness: TestApp;
  let reader: SignedInUser;
  let other: SignedInUser;
  const as = (
    user: SignedInUser | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    body?: object,
  ) => injectAs(harness.app, method, url, user?.cookie, body);

  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    reader = await buildUser(harness.app);
    other = await buildUser(harness.app);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('needs a session for every call (401), and answers no-store', async () => {
    for (const [method, url] of [
      ['GET', '/api/study/marks?ref=John.3'],
      ['POST', '/api/study/marks'],
      ['PATCH', '/api/study/marks/1'],
      ['DELETE', '/api/study/marks/1'],
      ['GET', '/api/study/export?format=csv'],
      ['POST', '/api/study/import'],
      ['POST', '/api/study/marks/merge'],
      ['GET', '/api/study/tags'],
    ] as const) {
      const response = await as(
        undefined,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['cache-control']).toContain('no-store');
    }
  });

  it.each([
    [{ kind: 'highlight', ref: 'John 22:1', color: 'yellow' }, 'ref: John has 21 chapters'],
    [{ kind: 'highlight', ref: 'John.3.16', color: 'mauve' }, /^color/],
    [{ kind: 'highlight', ref: 'John 3:17-16', color: 'yellow' }, /^ref: a range runs forward/],
    [{ kind: 'bookmark', ref: 'John 3:16-Acts 1:1' }, /^ref: a mark covers verses of one chapter/],
    [{ kind: 'note', ref: 'John.3.16', text: 'x', tags: ['t'.repeat(200)] }, /^tags/],
    [{ kind: 'note', ref: 'John.3.16', text: 'x'.repeat(20_001) }, /^text/],
    [{ kind: 'highlight', ref: 'John.3.16' }, 'color: a highlight needs a colour'],
    [{ kind: 'bookmark', ref: 'Gen.2.9' }, /^ref: Gen.2.9 is not in the /],
  ])('refuses bad input %# with 400 naming the field, and keeps nothing', async (body, message) => {
    const response = await as(reader, 'POST', '/api/study/marks', body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
    const list = await as(reader, 'GET', '/api/study/marks');
    expect(list.json().total).toBe(0);
  });

  it("answers a chapter's marks from kept bytes that a mark written or removed drops", async () => {
    const writer = await buildUser(harness.app);
    const refs = async () => {
      const answer = await as(writer, 'GET', '/api/study/marks?ref=Gen.31');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      return answer.json().marks.map((m: { ref: string }) => m.ref);
    };
    const first = await as(writer, 'POST', '/api/study/marks', { kind: 'bookmark', ref: 'Gen 31:55' });
    expect(first.statusCode, first.body).toBe(201);
    await harness.app.services.studyMarks.keep(writer.id);
    expect(await refs()).toEqual(['Gen.31.55']);
    expect(await refs()).toEqual(['Gen.31.55']);

    const second = await as(writer, 'POST', '/api/study/marks', {
      kind: 'highlight',
      ref: 'Gen 31:55',
      color: 'yellow',
    });
    expect(second.statusCode, second.body).toBe(201);
    await harness.app.services.studyMarks.keep(writer.id);
    expect(await refs()).toEqual(['Gen.31.55', 'Gen.31.55']);

    await as(writer, 'DELETE', `/api/study/marks/${first.json().mark.id}`);
    await harness.app.services.studyMarks.keep(writer.id);
    expect(await refs()).toEqual(['Gen.31.55']);
  });

  it('keeps a highlight in the KJV and shows it on the same verse of the Hebrew Bible', async () => {
    const made = await as(reader, 'POST', '/api/study/marks', {
      kind: 'highlight',
      ref: 'Gen 31:55',
      color: 'yellow',
      tags: ['Sermon '],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { mark } = made.json();
    expect(mark).toMatchObject({
      kind: 'highlight',
      ref: 'Gen.31.55',
      color: 'yellow',
      tags: ['sermon'],
      revision: 1,
    });

    const kjv = await as(reader, 'GET', '/api/study/marks?ref=Gen.31');
    expect(kjv.json().marks.map((m: { ref: string }) => m.ref)).toEqual(['Gen.31.55']);
    const wlc = await as(reader, 'GET', '/api/study/marks?ref=Gen.32&version=wlc');
    expect(wlc.json().marks.map((m: { ref: string }) => m.ref)).toEqual(['Gen.32.1']);
    const wlcOld = await as(reader, 'GET', '/api/study/marks?ref=Gen.31&version=wlc');
    expect(wlcOld.json().marks).toEqual([]);

    // Made in the Hebrew Bible's numbering, it lands on the KJV's verse.
    const fromWlc = await as(reader, 'POST', '/api/study/marks', {
      kind: 'bookmark',
      ref: 'Gen.32.2',
      version: 'wlc',
    });
    expect(fromWlc.statusCode, fromWlc.body).toBe(201);
    const kjv32 = await as(reader, 'GET', '/api/study/marks?ref=Gen.32.1');
    expect(kjv32.json().marks).toEqual([
      expect.objectContaining({ kind: 'bookmark', ref: 'Gen.32.1', version: 'wlc' }),
    ]);

    const chapters = await as(reader, 'GET', '/api/study/chapters?book=Gen');
    expect(chapters.json()).toEqual({ chapters: [31, 32] });
    // The navigation's dots in the Hebrew Bible's numbering: KJV Gen 31:55 is its Gen 32:1 (decision 369).
    const wlcChapters = await as(reader, 'GET', '/api/study/chapters?book=Gen&version=wlc');
    expect(wlcChapters.statusCode).toBe(200);
    expect(wlcChapters.headers['cache-control']).toContain('no-store');
    expect(wlcChapters.json()).toEqual({ chapters: [32] });
    const unknown = await as(reader, 'GET', '/api/study/chapters?book=Gen&version=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^Unknown version "nope"/);
  });

  it("answers 404 for another reader's mark, and refuses a stale save with 409", async () => {
    const made = await as(reader, 'POST', '/api/study/marks', {
      kind: 'note',
      ref: 'John.3.16',
      text: 'Love <script>alert(1)</script>',
    });
    const { mark } = made.json();
    expect(
      (await as(other, 'PATCH', `/api/study/marks/${mark.id}`, { revision: 1, text: 'mine' })).statusCode,
    ).toBe(404);
    expect((await as(other, 'DELETE', `/api/study/marks/${mark.id}`)).statusCode).toBe(404);
    expect((await as(other, 'GET', '/api/study/marks?ref=John.3')).json().marks).toEqual([]);

    const first = await as(reader, 'PATCH', `/api/study/marks/${mark.id}`, {
      revision: 1,
      text: 'First tab',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().mark).toMatchObject({ text: 'First tab', revision: 2 });
    const second = await as(reader, 'PATCH', `/api/study/marks/${mark.id}`, {
      revision: 1,
      text: 'Second tab',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/changed elsewhere/);
    const kept = await as(reader, 'GET', '/api/study/marks?ref=John.3.16');
    expect(kept.json().marks[0].text).toBe('First tab');

    expect((await as(reader, 'DELETE', `/api/study/marks/${mark.id}`)).statusCode).toBe(200);
    expect((await as(reader, 'DELETE', `/api/study/marks/${mark.id}`)).statusCode).toBe(404);
  });

  it('lists with filters, renames and merges tags, and merges browser marks without duplicates', async () => {
    const user = await buildUser(harness.app);
    await as(user, 'POST', '/api/study/marks', {
      kind: 'note',
      ref: 'John.3.16',
      text: 'The good shepherd',
      tags: ['sermon'],
    });
    await as(user, 'POST', '/api/study/marks', {
      kind: 'highlight',
      ref: 'Gen.1.1',
      color: 'green',
      tags: ['Lesson'],
    });
    await as(user, 'POST', '/api/study/marks', {
      kind: 'journal',
      text: 'A thought for Sunday',
      tags: ['sermons'],
    });
    const byText = await as(user, 'GET', '/api/study/marks?q=shepherd');
    expect(byText.json().marks.map((m: { text?: string }) => m.text)).toEqual(['The good shepherd']);
    // A word matches the words it begins, in the note, the tags, the reference; punctuation parts words.
    const texts = async (q: string) =>
      (await as(user, 'GET', `/api/study/marks?q=${encodeURIComponent(q)}`))
        .json()
        .marks.map((m: { ref: string; text?: string }) => m.text ?? m.ref);
    expect(await texts('GOOD shep')).toEqual(['The good shepherd']);
    expect(await texts('herd')).toEqual([]);
    expect(await texts('lesson')).toEqual(['Gen.1.1']);
    expect(await texts('gen.1')).toEqual(['Gen.1.1']);
    expect(await texts('sunday sermon')).toEqual(['A thought for Sunday']);
    expect(await texts("100% o'clock")).toEqual([]);
    expect((await as(user, 'GET', '/api/study/marks?kind=highlight&color=green')).json().total).toBe(1);
    expect((await as(user, 'GET', '/api/study/marks?book=John')).json().total).toBe(1);
    expect((await as(user, 'GET', '/api/study/marks?book=Xyz')).statusCode).toBe(400);

    const merged = await as(user, 'PATCH', '/api/study/tags/sermons', { name: 'sermon' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json().tags).toEqual([
      { tag: 'lesson', count: 1 },
      { tag: 'sermon', count: 2 },
    ]);
    expect((await as(user, 'GET', '/api/study/marks?tag=sermon')).json().total).toBe(2);

    const merge = await as(user, 'POST', '/api/study/marks/merge', {
      marks: [
        { kind: 'highlight', ref: 'Gen.1.1', color: 'green' },
        { kind: 'bookmark', ref: 'Gen.1.2' },
        { kind: 'bookmark', ref: 'Gen 1:2' },
      ],
    });
    expect(merge.json()).toEqual({ added: 1, skipped: 2 });
  });

  it('stores a batch sent again (its first answer lost offline, decision 414) once: notes, tags, colours', async () => {
    const user = await buildUser(harness.app);
    const batch = {
      marks: [
        { kind: 'highlight', ref: 'John.3.16', version: 'kjv', color: 'yellow', tags: ['hope'] },
        { kind: 'highlight', ref: 'John.3.17', version: 'kjv', color: 'green', tags: [] },
        {
          kind: 'note',
          ref: 'John.3.16',
          version: 'kjv',
          text: 'For **God** so loved',
          tags: ['love', 'sermon'],
        },
        { kind: 'bookmark', ref: 'John.3.16', tags: ['easter'] },
        { kind: 'journal', ref: '', text: 'Written on the train', tags: [] },
      ],
    };
    const first = await as(user, 'POST', '/api/study/marks/merge', batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ added: 5, skipped: 0 });
    const again = await as(user, 'POST', '/api/study/marks/merge', batch);
    expect(again.json()).toEqual({ added: 0, skipped: 5 });
    const list = (await as(user, 'GET', '/api/study/marks')).json();
    expect(list.total).toBe(5);
    expect(list.marks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'highlight', ref: 'John.3.16', color: 'yellow', tags: ['hope'] }),
        expect.objectContaining({ kind: 'note', text: 'For **God** so loved', tags: ['love', 'sermon'] }),
      ]),
    );
    // Another colour or another text is another mark, not the one sent again.
    const changed = await as(user, 'POST', '/api/study/marks/merge', {
      marks: [
        { kind: 'highlight', ref: 'John.3.16', color: 'blue', tags: ['hope'] },
        { kind: 'note', ref: 'John.3.16', text: 'For God so loved', tags: ['love'] },
      ],
    });
    expect(changed.json()).toEqual({ added: 2, skipped: 0 });
  });

  it('merges a browser mark made in the Hebrew Bible’s numbering at its KJV place (decision 403)', async () => {
    const user = await buildUser(harness.app);
    const merge = await as(user, 'POST', '/api/study/marks/merge', {
      marks: [
        { kind: 'highlight', ref: 'Gen.32.1', version: 'wlc', color: 'yellow', tags: [] },
        // The same verse as the KJV numbers it: the same mark.
        { kind: 'highlight', ref: 'Gen.31.55', version: 'kjv', color: 'yellow', tags: [] },
      ],
    });
    expect(merge.statusCode, merge.body).toBe(200);
    expect(merge.json()).toEqual({ added: 1, skipped: 1 });
    const kjv = await as(user, 'GET', '/api/study/marks?ref=Gen.31.55');
    expect(kjv.json().marks).toEqual([
      expect.objectContaining({ kind: 'highlight', ref: 'Gen.31.55', version: 'wlc', color: 'yellow' }),
    ]);
    const wlc = await as(user, 'GET', '/api/study/marks?ref=Gen.32&version=wlc');
    expect(wlc.json().marks.map((mark: { ref: string }) => mark.ref)).toEqual(['Gen.32.1']);
  });

  it('files a tag under a group as the start of its name, which the list, the tags and the exports keep', async () => {
    const user = await buildUser(harness.app);
    await as(user, 'POST', '/api/study/marks', { kind: 'bookmark', ref: 'John.3.16', tags: ['easter'] });
    await as(user, 'POST', '/api/study/marks', { kind: 'bookmark', ref: 'Gen.1.1', tags: ['Advent'] });

    expect(
      (await as(user, 'PATCH', '/api/study/tags/easter', { group: 'x'.repeat(60) })).json().message,
    ).toBe('group: a tag with its group is at most 60 characters');
    const grouped = await as(user, 'PATCH', '/api/study/tags/easter', { group: ' Sermons/ ' });
    expect(grouped.statusCode, grouped.body).toBe(200);
    expect(grouped.json().tags).toEqual([
      { tag: 'advent', count: 1 },
      { tag: 'sermons/easter', count: 1, group: 'sermons' },
    ]);
    // Renamed with a slash on the page: the same group.
    const renamed = await as(user, 'PATCH', '/api/study/tags/advent', { name: 'sermons/advent' });
    expect(renamed.json().tags).toEqual([
      { tag: 'sermons/advent', count: 1, group: 'sermons' },
      { tag: 'sermons/easter', count: 1, group: 'sermons' },
    ]);
    expect((await as(user, 'GET', '/api/study/marks?tag=sermons/easter')).json().marks).toEqual([
      expect.objectContaining({ ref: 'John.3.16', tags: ['sermons/easter'] }),
    ]);
    expect((await as(user, 'GET', '/api/study/marks?q=sermons')).json().total).toBe(2);
    const csv = await as(user, 'GET', '/api/study/export?format=csv');
    expect(csv.body).toContain('John,3,16,kjv,bookmark,,sermons/easter,');
    const json = await as(user, 'GET', '/api/study/export?format=json');
    expect(json.json().marks.map((m: { tags: string[] }) => m.tags)).toEqual([
      ['sermons/advent'],
      ['sermons/easter'],
    ]);

    const ungrouped = await as(user, 'PATCH', '/api/study/tags/sermons%2Feaster', { group: '' });
    expect(ungrouped.json().tags).toEqual([
      { tag: 'easter', count: 1 },
      { tag: 'sermons/advent', count: 1, group: 'sermons' },
    ]);
  });

  it('answers a wide place a page of marks at a time with the total, and streams every mark to the exports', async () => {
    const user = await buildUser(harness.app);
    const bookmark = {
      kind: 'bookmark',
      ref: 'John.3.16',
      tags: [],
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    const imported = await as(user, 'POST', '/api/study/import', {
      format: 'openconcordance-marks',
      version: 1,
      marks: [
        ...Array.from({ length: 2_000 }, () => bookmark),
        { ...bookmark, ref: 'Gen.1.1' },
        { ...bookmark, kind: 'journal', ref: '', text: 'A thought', version: undefined },
      ],
    });
    expect(imported.json()).toEqual({ added: 2_002 });

    const first = (await as(user, 'GET', '/api/study/marks?ref=Gen-Rev')).json();
    expect(first.marks).toHaveLength(1_000);
    expect(first).toMatchObject({ total: 2_001, more: true });
    expect(first.marks[0].ref).toBe('Gen.1.1');
    const last = (await as(user, 'GET', '/api/study/marks?ref=Gen-Rev&page=3')).json();
    expect(last.marks).toHaveLength(1);
    expect(last.total).toBe(2_001);
    expect(last.more).toBeUndefined();
    const book = (await as(user, 'GET', '/api/study/marks?ref=John')).json();
    expect(book).toMatchObject({ total: 2_000, more: true });
    const chapter = (await as(user, 'GET', '/api/study/marks?ref=Gen.1')).json();
    expect(chapter).toEqual({ marks: [expect.objectContaining({ ref: 'Gen.1.1' })], total: 1 });
    expect((await as(user, 'GET', '/api/study/marks?page=40')).json()).toMatchObject({
      total: 2_002,
      more: true,
    });
    const lastPage = (await as(user, 'GET', '/api/study/marks?page=41')).json();
    expect(lastPage.marks).toHaveLength(2);
    expect(lastPage.more).toBeUndefined();

    const json = await as(user, 'GET', '/api/study/export?format=json');
    expect(json.headers['content-length'], 'streamed, its length unknown at the start').toBeUndefined();
    const marks = json.json().marks;
    expect(marks).toHaveLength(2_002);
    expect(marks[0].ref).toBe('Gen.1.1');
    expect(marks.at(-1)).toMatchObject({ kind: 'journal', text: 'A thought' });
    const csv = await as(user, 'GET', '/api/study/export?format=csv');
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(1 + 2_002);
    const markdown = await as(user, 'GET', '/api/study/export?format=markdown');
    expect(markdown.body.match(/^## /gm)).toHaveLength(3);
    expect(markdown.body.match(/^- Bookmarked$/gm)).toHaveLength(2_001);

    const docx = await as(user, 'GET', '/api/study/export?format=docx');
    expect(docx.statusCode).toBe(400);
    expect(docx.json().message).toBe(
      'format: a DOCX study sheet holds at most 2,000 marks and you keep 2,002; export Markdown or CSV, which hold every mark',
    );
  });

  it('exports JSON that imports back into a new account as the same marks; CSV and Markdown carry them', async () => {
    const user = await buildUser(harness.app);
    await as(user, 'POST', '/api/study/marks', {
      kind: 'note',
      ref: 'John 3:16-17',
      text: '=cmd|calc',
      tags: ['sermon'],
    });
    await as(user, 'POST', '/api/study/marks', { kind: 'strongs', ref: 'John.3.16', strongs: ['g25'] });
    const json = await as(user, 'GET', '/api/study/export?format=json');
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="study-.*\.json"/);
    const fresh = await buildUser(harness.app);
    const imported = await as(fresh, 'POST', '/api/study/import', json.json());
    expect(imported.json()).toEqual({ added: 2 });
    const strip = (marks: Record<string, unknown>[]) =>
      marks.map(({ id: _id, revision: _revision, ...rest }) => rest);
    const before = (await as(user, 'GET', '/api/study/marks')).json().marks;
    const after = (await as(fresh, 'GET', '/api/study/marks')).json().marks;
    expect(strip(after)).toEqual(strip(before));

    const csv = await as(user, 'GET', '/api/study/export?format=csv');
    expect(csv.body).toContain("John,3,16-17,kjv,note,,sermon,'=cmd|calc");
    const markdown = await as(user, 'GET', '/api/study/export?format=markdown');
    expect(markdown.body).toContain('## John 3:16-17');
    const docx = await as(user, 'GET', '/api/study/export?format=docx');
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses an import that is not ours or is cut short, keeping nothing', async () => {
    const user = await buildUser(harness.app);
    const notOurs = await as(user, 'POST', '/api/study/import', { format: 'something-else', marks: [] });
    expect(notOurs.statusCode).toBe(400);
    expect(notOurs.json().message).toMatch(/^format:/);
    const badSecond = await as(user, 'POST', '/api/study/import', {
      format: 'openconcordance-marks',
      version: 1,
      marks: [
        {
          kind: 'bookmark',
          ref: 'John.3.16',
          tags: [],
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        },
        {
          kind: 'bookmark',
          ref: 'John.22.1',
          tags: [],
          createdAt: '2026-01-01T00:00:00Z',
          updatedAt: '2026-01-01T00:00:00Z',
        },
      ],
    });
    expect(badSecond.statusCode).toBe(400);
    expect(badSecond.json().message).toMatch(/^marks\[1\]\.ref/);
    expect((await as(user, 'GET', '/api/study/marks')).json().total).toBe(0);
  });
});
