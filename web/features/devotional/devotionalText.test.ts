import { describe, expect, it } from 'vitest';
import type { DailyReading } from '../../../core/api/devotional';
import { devotionalText } from './devotionalText';

const reading: DailyReading = {
  date: '2026-01-01',
  planType: 'oneyear',
  planName: 'Bible in One Year',
  day: 1,
  totalDays: 365,
  title: 'God creates heaven and earth',
  category: 'Law',
  scripture: 'Genesis 1-3',
  references: ['Genesis 1-3'],
  passage: 'Genesis 1\n1 In the beginning God created the heaven and the earth.',
  sections: [],
  translation: { requested: 'NIV', used: 'kjv', name: 'King James Version', note: 'not installed' },
  reflection: 'The first verse of the Bible gives us a satisfying account.',
  reflectionSource: {
    module: 'mhcc',
    name: "Matthew Henry's Concise Commentary",
    heading: 'Genesis 1:1-2',
    trimmed: true,
    url: '/devotional/commentary?module=mhcc&book=Gen&chapter=1&verse=1',
  },
  psalmReflection: null,
  topicVerse: {
    topic: 'Faith',
    reference: 'Psalms 2:12',
    text: 'Blessed are all they that put their trust in him.',
    source: "Nave's Topical Bible",
  },
  prayer: 'Lord, I believe; help my unbelief. Amen.',
  prayerTopic: 'Faith',
  progress: null,
};

describe('the devotional as text (share and download)', () => {
  it('holds the reading, passage, reflection with its source, topic verse, prayer and notes', () => {
    const text = devotionalText(reading, '  Light came first.  ');
    expect(text.split('\n').slice(0, 3)).toEqual([
      'Daily Devotional — 2026-01-01',
      'Bible in One Year, day 1 of 365',
      '',
    ]);
    expect(text).toContain('God creates heaven and earth (Law)\nGenesis 1-3');
    expect(text).toContain('Passage (King James Version)\nGenesis 1\n1 In the beginning');
    expect(text).toContain(
      "Reflection — Matthew Henry's Concise Commentary on Genesis 1:1-2\nThe first verse",
    );
    expect(text).toContain(
      "Verse for the day on Faith (Nave's Topical Bible)\nBlessed are all they that put their trust in him. — Psalms 2:12",
    );
    expect(text).toContain('Prayer\nLord, I believe; help my unbelief. Amen.');
    expect(text.endsWith('My notes\nLight came first.\n')).toBe(true);
  });

  it('leaves out the notes section when there are none', () => {
    expect(devotionalText(reading, '   ')).not.toContain('My notes');
  });
});
