import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEVOTIONAL_TOPICS } from '../../core/devotional/topics';
import { CommentarySource } from '../commentary/commentary.source';
import { TopicsService } from '../topics/topics.service';
import { DevotionalSources } from './devotional-sources';

const warnings: string[] = [];
const log = { info: () => undefined, warn: (_: unknown, message: string) => warnings.push(message) };
const quiet = log as unknown as FastifyBaseLogger;

// How many single-chapter references the devotional drew from each topic's Nave's entry when it read the module
// itself (before decision 345), on the installed sword-dict-naves: the same lists, so the same verse each day.
const REFERENCES_BEFORE: Record<string, number> = {
  Faith: 711,
  Prayer: 637,
  Love: 306,
  Hope: 78,
  Wisdom: 343,
  Courage: 54,
  Forgiveness: 46,
  Grace: 74,
  Peace: 126,
  Joy: 245,
  Trust: 711,
  Obedience: 294,
  Redemption: 31,
  Salvation: 287,
  'Holy Spirit': 271,
  'Kingdom of God': 37,
};

describe("the devotional's sources, read through the commentary and topics areas (decision 345)", () => {
  it("draws each topic's verses from the topics area's Nave's, as many as it read itself before", () => {
    const sources = new DevotionalSources(quiet, {
      commentaries: { mhcc: new CommentarySource('mhcc'), tdavid: new CommentarySource('tdavid') },
      topics: new TopicsService(quiet),
    });
    for (const topic of DEVOTIONAL_TOPICS)
      expect(sources.topicReferences(topic).length, topic).toBe(REFERENCES_BEFORE[topic]);
    expect(sources.topicReferences('Faith')[0]).toEqual({ book: '2Sam', chapter: 22, from: 31, to: 31 });
    // Whole chapters (`Josh.6`) are not among them: the devotional shows a few verses.
    expect(sources.topicReferences('Faith')).not.toContainEqual({
      book: 'Josh',
      chapter: 6,
      from: 1,
      to: 27,
    });
  });

  it("reads the commentary area's opened module: the registry's when loaded, else one opened once", async () => {
    const mhcc = new CommentarySource('mhcc');
    const tdavid = new CommentarySource('tdavid');
    const sources = new DevotionalSources(quiet, {
      commentaries: { mhcc, tdavid },
      topics: new TopicsService(quiet),
    });
    const opened = sources.commentary('mhcc');
    expect(opened?.entry('John', 3, 16)?.markup).toMatch(/Nicodemus|love/);
    expect(sources.commentary('mhcc')).toBe(opened);
    await mhcc.load();
    expect(sources.commentary('mhcc')).toBe(mhcc.module);
    mhcc.unload();
    // Removed by an administrator, the module stays open for the devotional (its rule, decision 190).
    expect(sources.commentary('mhcc')).toBe(sources.commentary('mhcc'));
    expect(sources.commentary('mhcc')).toBeDefined();
  });

  it('leaves a missing module out and says so once', () => {
    const sources = new DevotionalSources(quiet, {
      commentaries: {
        mhcc: new CommentarySource('mhcc', '/nonexistent'),
        tdavid: new CommentarySource('tdavid', '/nonexistent'),
      },
      topics: new TopicsService(quiet, '/nonexistent'),
    });
    warnings.length = 0;
    expect(sources.commentary('tdavid')).toBeUndefined();
    expect(sources.commentary('tdavid')).toBeUndefined();
    expect(sources.topicReferences('Hope')).toEqual([]);
    expect(warnings.filter((message) => message.includes('TDavid'))).toEqual([
      'devotional: commentary TDavid is not installed',
    ]);
  });
});
