import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app';
import { databaseKinds } from '../test/databases';
import { createConcordanceTestApp } from '../test/fixtures/concordance/test-app';
import { renderingOf } from '../../core/lexicon/kjv-usage';

const kinds = await databaseKinds();

describe.each(kinds)('KJV usage counts against a direct count on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createConcordanceTestApp(kind);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Each KJV verse's tokens carrying the number, read straight from the database. */
  async function taggedTexts(number: string): Promise<Map<number, string[]>> {
    const result = await testApp.database.db.execute(sql`
      select v.key, t.value ->> 't' as text
      from verses v
      join bible_versions b on b.current_edition_id = v.edition_id
      cross join lateral jsonb_array_elements(v.tokens) as t(value)
      where b.code = 'kjv' and (t.value -> 's') ? ${number}`);
    const rows = (result as unknown as { rows: { key: number; text: string }[] }).rows;
    const byVerse = new Map<number, string[]>();
    for (const row of rows) byVerse.set(row.key, [...(byVerse.get(row.key) ?? []), row.text]);
    return byVerse;
  }

  it.each(['H7225', 'H430', 'H1254', 'G26', 'G25', 'G2316'])('%s', async (number) => {
    const direct = await taggedTexts(number);
    const counts = new Map<string, number>();
    for (const texts of direct.values()) {
      for (const rendering of new Set(texts.map(renderingOf)))
        counts.set(rendering, (counts.get(rendering) ?? 0) + 1);
    }
    const body = (
      await testApp.app.inject({ method: 'GET', url: `/api/strongs/definition/${number}` })
    ).json();
    expect(body.totalOccurrences).toBe(direct.size);
    expect(body.totalOccurrences).toBeGreaterThan(0);
    expect(
      new Map(
        body.kjvUsage.map((usage: { rendering: string; count: number }) => [usage.rendering, usage.count]),
      ),
    ).toEqual(counts);
  });
});
