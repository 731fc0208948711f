import { describe, expect, it } from 'vitest';
import { formatRange } from '../../core/reference/format-reference';
import { TopicsService } from './topics.service';

const log = { info: () => undefined, warn: () => undefined } as never;

describe("Nave's Topical Bible, read from the installed module", () => {
  const topics = new TopicsService(log);

  it('reads 5,322 topics with 77,909 references, 26 of them to no KJV verse', () => {
    expect(topics.report()).toEqual({
      topics: 5322,
      lines: 29379,
      references: 77909,
      unread: 26,
      versesCited: 30961,
    });
  });

  it("keeps a topic's verses merged, and each verse's topics in Nave's order", async () => {
    const prayer = await topics.topicVerses('Prayer');
    expect(prayer.map(formatRange).slice(0, 2)).toEqual(['Genesis 4:13-15', 'Genesis 12:5']);
    expect(await topics.topicsForVerse(52005017)).toContain('PRAYER');
    expect(await topics.topicsForVerse(99999999)).toEqual([]);
  });

  it('answers nothing but a clear 404 when the module is missing or the source is off', async () => {
    const missing = new TopicsService(log, '/nonexistent');
    expect(missing.report()).toBeUndefined();
    await expect(missing.topic('prayer')).rejects.toThrow(
      "Nave's Topical Bible is not available on this site",
    );
    const off = new TopicsService(log, undefined, () => false);
    await expect(off.topic('prayer')).rejects.toThrow("Nave's Topical Bible is not available on this site");
    expect(await off.topicsForVerse(52005017)).toEqual([]);
  });
});
