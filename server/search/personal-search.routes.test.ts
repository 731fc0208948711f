import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { buildUser, injectAs, type SignedInUser } from '../test/factories';
import { readerFixtureSources, rstneFixtureSource } from '../test/fixtures/reader';

const kinds = await databaseKinds();

const SIGN_IN = 'Sign in to search your own notes, tags, highlights and bookmarks';

/** `note:`, `tag:`, `highlight:` and `bookmark:` in the one search box (issue 37, decision 333). */
describe.each(kinds)('searching your own marks on %s', (kind) => {
  let harness: TestApp;
  let reader: SignedInUser;
  let other: SignedInUser;

  const search = (user: SignedInUser | undefined, q: string, extra = '') =>
    injectAs(harness.app, 'GET', `/api/search-strongs?q=${encodeURIComponent(q)}${extra}`, user?.cookie);
  /** The references a signed-in search finds in the KJV (the test fails on any other status). */
  const found = async (user: SignedInUser, q: string): Promise<string[]> => {
    const response = await search(user, q);
    expect(response.statusCode, `${q}: ${response.body}`).toBe(200);
    return response.json<{ results: { reference: string }[] }>().results.map((result) => result.reference);
  };
  const mark = async (user: SignedInUser, body: object) => {
    const response = await injectAs(harness.app, 'POST', '/api/study/marks', user.cookie, body);
    expect(response.statusCode, response.body).toBe(201);
  };

  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of [...readerFixtureSources(), rstneFixtureSource()]) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    reader = await buildUser(harness.app);
    other = await buildUser(harness.app);
    await mark(reader, {
      kind: 'note',
      ref: 'John.3.16',
      text: 'The **Good Shepherd** gives his life.',
      tags: ['Sermon'],
    });
    await mark(reader, { kind: 'highlight', ref: 'John.3.17', color: 'yellow', tags: ['sermon'] });
    await mark(reader, { kind: 'highlight', ref: 'Gen.1.1', color: 'green' });
    await mark(reader, { kind: 'bookmark', ref: 'Gen 2:1-3' });
    await mark(reader, { kind: 'note', ref: 'Ps.3.1', text: 'Shepherds watching by night' });
    await mark(reader, { kind: 'journal', ref: '', text: 'A shepherd in my journal', tags: ['sermon'] });
    // Another reader's marks, on other verses: never found by the first reader's searches.
    await mark(other, { kind: 'note', ref: 'Gen.2.2', text: 'shepherd', tags: ['sermon'] });
    await mark(other, { kind: 'highlight', ref: 'Gen.1.2', color: 'yellow', tags: ['sermon'] });
    await mark(other, { kind: 'bookmark', ref: 'Ps.3.2' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('answers a visitor 401 with what to do, no-store, before checking the query', async () => {
    for (const q of [
      'tag:sermon',
      'love tag:sermon in:John',
      '-bookmark: world',
      'highlight:magenta',
      'note:',
    ]) {
      const response = await search(undefined, q);
      expect(response.statusCode, q).toBe(401);
      expect(response.json()).toEqual({ message: SIGN_IN });
      expect(response.headers['cache-control'], q).toBe('no-store');
    }
    const special = await injectAs(harness.app, 'GET', '/api/rstne/search?q=tag:sermon');
    expect(special.statusCode).toBe(401);
    expect(special.json().message).toBe(SIGN_IN);
    expect(special.headers['cache-control']).toBe('no-store');
  });

  it('leaves other searches public, and a quoted "tag:" is a phrase', async () => {
    const plain = await search(undefined, 'world');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control'] ?? '').not.toContain('no-store');
    expect(plain.headers.vary ?? '').not.toMatch(/cookie/i);
    const quoted = await search(undefined, '"tag:sermon"');
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().totalResults).toBe(0);
  });

  it.each([
    [
      'highlight:magenta',
      'highlight: takes one of the eight colours (yellow, green, blue, pink, orange, purple, teal, grey) or nothing for any colour; "magenta" is not one',
    ],
    ['love tag:', 'Name a tag after tag:, for example tag:sermon or tag:"sunday school"'],
    ['bookmark:John', 'bookmark: stands alone (it finds your bookmarked verses); "John" follows it'],
    ['note:"  "', 'Name words to find in your notes after note:, for example note:shepherd'],
  ])('refuses %s with 400 naming what is wrong', async (q, message) => {
    const response = await search(reader, q);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('finds the reader’s own marks, theirs alone, answered private and no-store', async () => {
    const response = await search(reader, 'tag:sermon');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.json().interpretedAs).toBe('search');
    expect(await found(reader, 'tag:sermon')).toEqual(['John 3:16', 'John 3:17']);
    expect(await found(reader, 'TAG:Sermon')).toEqual(['John 3:16', 'John 3:17']);
    expect(await found(reader, 'highlight:yellow')).toEqual(['John 3:17']);
    expect(await found(reader, 'highlight:')).toEqual(['Genesis 1:1', 'John 3:17']);
    expect(await found(reader, 'bookmark:')).toEqual(['Genesis 2:1', 'Genesis 2:2', 'Genesis 2:3']);
    // Whole words, case-insensitive; a journal note (no verse) never matches; `*` for the start of a word.
    expect(await found(reader, 'note:shepherd')).toEqual(['John 3:16']);
    expect(await found(reader, 'note:"good shepherd"')).toEqual(['John 3:16']);
    expect(await found(reader, 'note:"shepherd good"')).toEqual([]);
    expect(await found(reader, 'note:shep*')).toEqual(['Psalms 3:1', 'John 3:16']);
    // The other reader's marks: their own searches find them, and only them.
    expect(await found(other, 'tag:sermon')).toEqual(['Genesis 1:2', 'Genesis 2:2']);
    expect(await found(other, 'note:shepherd')).toEqual(['Genesis 2:2']);
    expect(await found(other, 'bookmark:')).toEqual(['Psalms 3:2']);
    expect(await found(reader, 'tag:sermon')).toEqual(['John 3:16', 'John 3:17']);
  });

  it('combines with words, in:, exclusion, OR, phrases and Strong’s numbers', async () => {
    expect(await found(reader, 'loved tag:sermon in:John')).toEqual(['John 3:16']);
    expect(await found(reader, 'tag:sermon in:Gen')).toEqual([]);
    expect(await found(reader, 'tag:sermon -highlight:')).toEqual(['John 3:16']);
    expect(await found(reader, 'world -note:shepherd')).toEqual(['John 3:17']);
    expect(await found(reader, 'bookmark: OR note:shepherd')).toEqual([
      'Genesis 2:1',
      'Genesis 2:2',
      'Genesis 2:3',
      'John 3:16',
    ]);
    expect(await found(reader, '"the world" highlight:yellow')).toEqual(['John 3:17']);
    expect(await found(reader, 'G25 tag:sermon')).toEqual(['John 3:16']);
    const every = await search(reader, 'tag:sermon', '&version=all');
    expect(every.statusCode).toBe(200);
    const groups = every.json<{ groups: { version: string; totalResults: number }[] }>().groups;
    expect(groups.find((group) => group.version === 'kjv')?.totalResults).toBe(2);
    expect(groups.find((group) => group.version === 'rstne')?.totalResults).toBe(1);
    const special = await injectAs(harness.app, 'GET', '/api/rstne/search?q=tag:sermon', reader.cookie);
    expect(special.statusCode).toBe(200);
    expect(special.json<{ results: { reference: string }[] }>().results.map((r) => r.reference)).toEqual([
      'John 3:16',
    ]);
    expect(special.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps no answer: a new tag is found at once, and a visitor after a reader is still refused', async () => {
    expect(await found(reader, 'tag:psalms')).toEqual([]);
    await mark(reader, { kind: 'bookmark', ref: 'Ps.3.2', tags: ['psalms'] });
    expect(await found(reader, 'tag:psalms')).toEqual(['Psalms 3:2']);
    // The same address asked by another reader, then by a visitor, twice each (a kept answer would be sent again).
    for (let round = 0; round < 2; round++) {
      expect(await found(other, 'tag:psalms')).toEqual([]);
      expect((await search(undefined, 'tag:psalms')).statusCode).toBe(401);
    }
  });
});
