import { describe, expect, it } from 'vitest';
import { defaultTableName, formatFileSize, importPercent, isVersionCode } from './bibleData';

describe('formatFileSize', () => {
  it('shows bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('shows KB to one decimal from 1 KB', () => {
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024.0 KB');
  });

  it('shows MB from 1 MB', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(5.25 * 1024 * 1024)).toBe('5.3 MB');
  });
});

describe('defaultTableName', () => {
  it('prefixes bible_verses_ to the lowercased name without .sql', () => {
    expect(defaultTableName('KJV.sql')).toBe('bible_verses_kjv');
    expect(defaultTableName('Geneva_1599.SQL')).toBe('bible_verses_geneva_1599');
    expect(defaultTableName('web')).toBe('bible_verses_web');
  });

  it('strips another extension when asked (the converter)', () => {
    expect(defaultTableName('Tyndale.TXT', '.txt')).toBe('bible_verses_tyndale');
    expect(defaultTableName('tyndale.sql', '.txt')).toBe('bible_verses_tyndale.sql');
  });

  it('strips only a final .sql', () => {
    expect(defaultTableName('my.sql.backup')).toBe('bible_verses_my.sql.backup');
  });
});

describe('isVersionCode', () => {
  it('accepts lower-case letters, digits and _ from 2 to 32 characters', () => {
    expect(isVersionCode('kjv')).toBe(true);
    expect(isVersionCode('kjv_strongs')).toBe(true);
    expect(isVersionCode('ab')).toBe(true);
    expect(isVersionCode('a'.repeat(32))).toBe(true);
  });

  it('refuses upper case, spaces, dashes and lengths outside 2-32', () => {
    expect(isVersionCode('KJV')).toBe(false);
    expect(isVersionCode('my version')).toBe(false);
    expect(isVersionCode('he-modern')).toBe(false);
    expect(isVersionCode('a')).toBe(false);
    expect(isVersionCode('a'.repeat(33))).toBe(false);
    expect(isVersionCode('')).toBe(false);
  });
});

describe('importPercent', () => {
  it('counts verses when the total is known', () => {
    expect(importPercent(0, 15551, 31102)).toBe(50);
    expect(importPercent(0, 40000, 31102)).toBe(100);
  });

  it("falls back to the job's percent before the file is read", () => {
    expect(importPercent(12, 0, 0)).toBe(12);
    expect(importPercent(140, 0, 0)).toBe(100);
  });
});
