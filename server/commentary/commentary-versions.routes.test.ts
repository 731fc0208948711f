import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterCommentaryResponse } from '../../core/api/commentary';
import { appImporter } from '../test/app-importer';
import { createTestApp, type TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { readerFixtureSources } from '../test/fixtures/reader';

const kinds = await databaseKinds();

describe.each(kinds)('commentary numbered as a version on %s', (kind) => {
  let harness: TestApp;
  const get = (url: string) => harness.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    harness = await createTestApp(kind);
    const importer = appImporter(harness.app);
    for (const source of readerFixtureSources()) {
      const outcome = await importer.importSource(source);
      expect(outcome.status, outcome.error).toBe('completed');
    }
    await harness.app.services.studySources.import('commentary-mhcc');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("renumbers Matthew Henry into the Hebrew Bible's Genesis 32 (KJV 31:55 is its 32:1)", async () => {
    const kjv = (await get('/api/commentary/Gen/32?source=mhcc')).json<ChapterCommentaryResponse>();
    const response = await get('/api/commentary/Gen/32?source=mhcc&version=wlc');
    expect(response.statusCode).toBe(200);
    const wlc = response.json<ChapterCommentaryResponse>();
    expect(wlc.version).toBe('wlc');
    const notes = wlc.commentaries[0]!.notes;
    // The note on the end of KJV chapter 31 now covers verse 1, and says where it came from.
    expect(notes[0]).toMatchObject({ from: 1, to: 1 });
    expect(notes[0]!.heading).toMatch(/\(KJV chapter 31\)$/);
    // KJV chapter 32's own notes follow, starting one verse later (the fixture's map pairs its first verses).
    const first = kjv.commentaries[0]!.notes.find((note) => note.heading.startsWith('Verses'))!;
    const moved = notes.find((note) => note.heading === first.heading)!;
    expect(moved.from).toBe(first.from + 1);
    expect(notes.every((note) => note.from >= 1 && note.from <= note.to)).toBe(true);
  });
});
