import { describe, expect, it } from 'vitest';
import { localDateTime, wordIndexForDate, wordOfDayDue } from './word-of-day';

// 2026-11-25 12:00 UTC: 21:00 in Tokyo (UTC+9, east), 07:00 in New York (UTC-5, west).
const noonUtc = new Date('2026-11-25T12:00:00Z');

describe('localDateTime', () => {
  it('reads the date and time in the reader’s zone', () => {
    expect(localDateTime(noonUtc, 'Asia/Tokyo')).toEqual({ date: '2026-11-25', time: '21:00' });
    expect(localDateTime(noonUtc, 'America/New_York')).toEqual({ date: '2026-11-25', time: '07:00' });
    expect(localDateTime(new Date('2026-11-25T23:30:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-11-26',
      time: '08:30',
    });
    expect(localDateTime(new Date('2026-11-25T03:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-11-24',
      time: '19:00',
    });
  });

  it('treats an unknown zone as UTC', () => {
    expect(localDateTime(noonUtc, 'Mars/Olympus')).toEqual({ date: '2026-11-25', time: '12:00' });
  });
});

describe('who is due now', () => {
  const reader = (timeZone: string, wordOfDayTime: string, wordOfDayLastSent: string | null = null) => ({
    timeZone,
    wordOfDayTime,
    wordOfDayLastSent,
  });

  it('east of UTC: due at and after the chosen time, not before', () => {
    expect(wordOfDayDue(reader('Asia/Tokyo', '20:59'), noonUtc)).toBe('2026-11-25');
    expect(wordOfDayDue(reader('Asia/Tokyo', '21:00'), noonUtc)).toBe('2026-11-25');
    expect(wordOfDayDue(reader('Asia/Tokyo', '21:01'), noonUtc)).toBeUndefined();
  });

  it('west of UTC: due at and after the chosen time, not before', () => {
    expect(wordOfDayDue(reader('America/New_York', '06:30'), noonUtc)).toBe('2026-11-25');
    expect(wordOfDayDue(reader('America/New_York', '07:00'), noonUtc)).toBe('2026-11-25');
    expect(wordOfDayDue(reader('America/New_York', '08:00'), noonUtc)).toBeUndefined();
    // 12:00 UTC is past 08:00 UTC, but not yet 08:00 in New York.
    expect(wordOfDayDue(reader('UTC', '08:00'), noonUtc)).toBe('2026-11-25');
  });

  it('is not due again once today’s word went, and is due the next local day', () => {
    expect(wordOfDayDue(reader('Asia/Tokyo', '08:00', '2026-11-25'), noonUtc)).toBeUndefined();
    expect(wordOfDayDue(reader('Asia/Tokyo', '08:00', '2026-11-24'), noonUtc)).toBe('2026-11-25');
    // Tokyo's 26th starts at 15:00 UTC on the 25th, while it is still the 25th in New York.
    const later = new Date('2026-11-25T23:30:00Z');
    expect(wordOfDayDue(reader('Asia/Tokyo', '08:00', '2026-11-25'), later)).toBe('2026-11-26');
    expect(wordOfDayDue(reader('America/New_York', '08:00', '2026-11-25'), later)).toBeUndefined();
  });

  it('counts the day in the reader’s zone, not UTC', () => {
    // 03:00 UTC on the 25th is 19:00 on the 24th in Los Angeles: the word sent "on the 24th" there is today's.
    const early = new Date('2026-11-25T03:00:00Z');
    expect(wordOfDayDue(reader('America/Los_Angeles', '18:00', '2026-11-24'), early)).toBeUndefined();
    expect(wordOfDayDue(reader('America/Los_Angeles', '18:00', '2026-11-23'), early)).toBe('2026-11-24');
  });
});

describe('the word for a date', () => {
  it('is the same for a date, and goes round the whole list before repeating', () => {
    expect(wordIndexForDate('2026-11-25', 500)).toBe(wordIndexForDate('2026-11-25', 500));
    const seen = new Set<number>();
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let day = 0; day < 500; day += 1) {
      const date = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      seen.add(wordIndexForDate(date, 500));
    }
    expect(seen.size).toBe(500);
    expect(wordIndexForDate('2026-11-25', 3)).toBeLessThan(3);
    expect(wordIndexForDate('2026-11-25', 0)).toBe(0);
  });
});
