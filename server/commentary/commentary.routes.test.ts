import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterCommentaryResponse, VerseCommentaryResponse } from '../../core/api/commentary';
import { KJV } from '../../core/bible/versification';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';

const kinds = await databaseKinds();

describe.each(kinds)('commentary calls on %s', (kind) => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  const setSwitch = (id: string, value: 'true' | 'false') =>
    harness.app.services.settings.update(`study.commentary.${id}.enabled`, value, {
      id: null,
      username: 'test',
    });

  beforeAll(async () => {
    harness = await createTestApp(kind);
    // As the first start does: each commentary is imported from its installed module.
    for (const id of ['commentary-mhcc', 'commentary-scofield', 'commentary-tdavid'])
      await harness.app.services.studySources.import(id);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("answers John 3 with Matthew Henry's sections and Scofield's notes, public and cacheable", async () => {
    const response = await get('/api/commentary/John/3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = response.json<ChapterCommentaryResponse>();
    expect(body.reference).toBe('John 3');
    expect(body.verses).toHaveLength(36);
    expect(body.available.map((source) => source.id)).toEqual(['mhcc', 'scofield', 'tdavid']);
    expect(body.commentaries.map((entry) => entry.source.id)).toEqual(['mhcc', 'scofield']);
    const mhcc = body.commentaries[0]!;
    expect(mhcc.source.licence).toBe('Public domain');
    expect(mhcc.notes.map((note) => [note.from, note.to, note.heading])).toEqual([
      [1, 36, 'Outline of the chapter'],
      [1, 21, 'Verses 1-8'],
      [22, 36, 'Verses 22-36'],
    ]);
    expect(mhcc.notes[1]!.html).toContain('Nicodemus');
    const scofield = body.commentaries[1]!;
    expect(scofield.notes.map((note) => note.from)).toEqual([3, 10, 13, 16, 17, 18, 19]);
    expect(scofield.notes[0]!.html).toMatch(/^<p><strong>born again<\/strong><\/p>/);
  });

  it('keeps only the allowed tags in every note, and no attribute but a reader link', async () => {
    let links = 0;
    for (const url of ['/api/commentary/Gen/1', '/api/commentary/Ps/23', '/api/commentary/Rom/8']) {
      const body = (await get(url)).json<ChapterCommentaryResponse>();
      for (const note of body.commentaries.flatMap((entry) => entry.notes)) {
        const tags = note.html.match(/<[^>]*>/g)!;
        expect(
          tags.filter(
            (tag) => !/^<\/?(p|strong|em|ul|li|h4|a)>$|^<a href="\/bible\/\w+\/\d+\/\d+">$/.test(tag),
          ),
        ).toEqual([]);
        links += tags.filter((tag) => tag.startsWith('<a ')).length;
      }
    }
    expect(links).toBeGreaterThan(20);
  });

  it("links the notes' Scripture references to the reader, the chapter's `verses 1-5` to its own verses", async () => {
    const body = (await get('/api/commentary/John/3')).json<ChapterCommentaryResponse>();
    const [henry, scofield] = body.commentaries;
    expect(henry!.notes[0]!.html).toContain('(<a href="/bible/John/3/22">verses 22-36</a>)');
    expect(henry!.notes[1]!.html).toContain('<a href="/bible/Num/21/6">Nu 21:6-9</a>');
    expect(scofield!.notes[0]!.html).toContain('<a href="/bible/Ps/51/5">Psalms 51:5</a>');
    // Every link leads to a verse of the KJV, whose numbering the notes' prose follows.
    const html = [...henry!.notes, ...scofield!.notes].map((note) => note.html).join('');
    const targets = [...html.matchAll(/href="\/bible\/(\w+)\/(\d+)\/(\d+)"/g)];
    expect(targets.length).toBeGreaterThan(30);
    for (const [, book, chapter, verse] of targets)
      expect(KJV.isValid(book!, Number(chapter), Number(verse)), `${book} ${chapter}:${verse}`).toBe(true);
  });

  it('answers one commentary when asked, and the Treasury of David on the Psalms', async () => {
    const scofield = (await get('/api/commentary/John/3?source=scofield')).json<ChapterCommentaryResponse>();
    expect(scofield.commentaries.map((entry) => entry.source.id)).toEqual(['scofield']);
    const psalm = (await get('/api/commentary/Psalms/23?source=tdavid')).json<ChapterCommentaryResponse>();
    expect(psalm.commentaries[0]!.source.name).toBe('The Treasury of David');
    expect(psalm.commentaries[0]!.notes.map((note) => note.heading)).toEqual([
      'Psalm 23: overview',
      'Verse 1',
      'Verse 2',
      'Verse 3',
      'Verse 4',
      'Verse 5',
      'Verse 6',
    ]);
    expect(psalm.commentaries[0]!.notes[1]!.html).toContain('The Lord is my shepherd');
  });

  it('answers the notes covering one verse', async () => {
    const response = await get('/api/commentary/John/3/16');
    expect(response.statusCode).toBe(200);
    const body = response.json<VerseCommentaryResponse>();
    expect(body.reference).toBe('John 3:16');
    expect(body.notes.map((note) => [note.source.id, note.heading])).toEqual([
      ['mhcc', 'Outline of the chapter'],
      ['mhcc', 'Verses 1-8'],
      ['scofield', 'Verse 16'],
    ]);
    const quiet = (await get('/api/commentary/John/3/4?source=scofield')).json<VerseCommentaryResponse>();
    expect(quiet.notes).toEqual([]);
  });

  it('leaves out a commentary the administrator turned off', async () => {
    await setSwitch('scofield', 'false');
    try {
      const body = (await get('/api/commentary/John/3')).json<ChapterCommentaryResponse>();
      expect(body.commentaries.map((entry) => entry.source.id)).toEqual(['mhcc']);
      expect(body.available.map((source) => source.id)).toEqual(['mhcc', 'tdavid']);
    } finally {
      await setSwitch('scofield', 'true');
    }
    const again = (await get('/api/commentary/John/3')).json<ChapterCommentaryResponse>();
    expect(again.commentaries.map((entry) => entry.source.id)).toEqual(['mhcc', 'scofield']);
  });

  it.each([
    ['/api/commentary/Xyzzy/3', 'Unknown book: Xyzzy'],
    ['/api/commentary/John/0', 'chapter must be a whole number of 1 or more'],
    ['/api/commentary/John/3/x', 'verse must be a whole number of 1 or more'],
    ['/api/commentary/John/3?source=barnes', 'source must be mhcc, scofield, tdavid'],
    ['/api/commentary/John/3?version=KJV!', 'version must be a version code such as kjv'],
    ['/api/commentary/John/3?version=klingon', 'Unknown version "klingon". See /api/versions for the list.'],
  ])('answers 400 for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    ['/api/commentary/John/22', 'John has 21 chapters'],
    ['/api/commentary/John/3/37', 'John 3 has 36 verses'],
    ['/api/commentary/Tob/1', 'The commentaries have no notes on Tobit'],
  ])('answers 404 for %s', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });
});
