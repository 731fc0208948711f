import { describe, expect, it } from 'vitest';
import { yearOfDate } from './event-dates';
import { checkReaderEvent } from './reader-events';

describe('yearOfDate', () => {
  it.each([
    ['c. 1446 BC', -1446],
    ['AD 30', 30],
    ['30 CE', 30],
    ['586 B.C.', -586],
    ['1010-970 BCE', -1010],
    ['1517', 1517],
  ])('%s → %i', (date, year) => expect(yearOfDate(date)).toBe(year));

  it.each(['', 'long ago', 'year 0'])('%s has no year', (date) => expect(yearOfDate(date)).toBeUndefined());
});

describe('checkReaderEvent', () => {
  const good = { title: 'My baptism', date: 'AD 2001', category: 'church', scripture: ['Acts 2:38'] };

  it('accepts a good event and tidies it', () => {
    const result = checkReaderEvent({ ...good, title: '  My baptism ', keyFigures: [' Peter ', ''] });
    expect(result).toEqual({
      ok: true,
      values: {
        title: 'My baptism',
        date: 'AD 2001',
        year: 2001,
        category: 'church',
        description: '',
        location: null,
        keyFigures: ['Peter'],
        scripture: ['Acts 2:38'],
      },
    });
  });

  it.each([
    [{ title: ' ' }, 'title', 'title is required'],
    [{ date: 'long ago' }, 'date', 'date must contain a year, for example "c. 1446 BC" or "AD 30"'],
    [{ category: 'space' }, 'category', /^category must be one of creation, /],
    [
      { scripture: ['Hezekiah 4:2'] },
      'scripture',
      /^scripture: "Hezekiah 4:2" is not a reference we can read/,
    ],
    [{ scripture: ['Genesis 51:1'] }, 'scripture', /Genesis has 50 chapters/],
    [{ keyFigures: Array.from({ length: 21 }, (_, i) => `P${i}`) }, 'keyFigures', 'at most 20 key figures'],
  ])('refuses %j, naming %s', (change, field, message) => {
    const result = checkReaderEvent({ ...good, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.field).toBe(field);
    expect(result.message).toMatch(message);
  });
});
