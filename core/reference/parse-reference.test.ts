import { describe, expect, it } from 'vitest';
import { formatRange, formatReference, looksLikeReference, parseReference } from './parse-reference';

/** `Gen 1:1` style shorthand for expected ranges: `[startKey, endKey]`. */
const range = (start: number, end = start) => ({ start, end });

describe('parseReference', () => {
  it.each([
    ['Genesis 2', [range(1002001, 1002025)]],
    ['Gen 1:1-5', [range(1001001, 1001005)]],
    ['Jn 3:16', [range(43003016)]],
    ['1 Cor 13:4-7', [range(46013004, 46013007)]],
    ['I Corinthians 13', [range(46013001, 46013013)]],
    ['Song of Solomon 2:1', [range(22002001)]],
    ['Ps 23', [range(19023001, 19023006)]],
    ['Rev 22:21', [range(66022021)]],
    ['Gen 1-3', [range(1001001, 1003024)]],
    ['Gen 1:26-2:3', [range(1001026, 1002003)]],
    ['Jn 3:16; Rom 8:28, 38-39', [range(43003016), range(45008028), range(45008038, 45008039)]],
    ['Genesis', [range(1001001, 1050026)]],
    ['Jude', [range(65001001, 65001025)]],
    ['Jude 1', [range(65001001, 65001025)]],
    ['Jude 3', [range(65001003)]],
    ['Obad 3', [range(31001003)]],
    ['Gen-Deut', [range(1001001, 5034012)]],
    ['Genesis 1:1–5', [range(1001001, 1001005)]],
    ['gen 1.1', [range(1001001)]],
    ['john 3 16', [range(43003016)]],
    ['1st John 1', [range(62001001, 62001010)]],
    ['Ps 23, 24', [range(19023001, 19023006), range(19024001, 19024010)]],
    ['Rom 8:28; Gen 1:1', [range(45008028), range(1001001)]],
    ['  Rev 22:21  ', [range(66022021)]],
  ])('%s', (text, ranges) => {
    expect(parseReference(text)).toEqual({ ok: true, ranges });
  });

  it.each([
    ['Gen 51', 'Genesis has 50 chapters'],
    ['Gen 1:40', 'Genesis 1 has 31 verses'],
    ['Gen 1:26-40', 'Genesis 1 has 31 verses'],
    ['Gen 1-51', 'Genesis has 50 chapters'],
    ['Gen 1:31-2:99', 'Genesis 2 has 25 verses'],
    ['Jn 3:16; Rom 17', 'Romans has 16 chapters'],
    ['Obad 2:1', 'Obadiah has 1 chapter'],
    ['Jude 30', 'Jude has 25 verses'],
    ['3 John 1:15', '3 John has 14 verses'],
    ['Psalm 151', 'Psalms has 150 chapters'],
    ['Gen 0', 'Chapter numbers start at 1'],
    ['Gen 1:0', 'Verse numbers start at 1'],
    ['Xyzzy 3', 'Unknown book: Xyzzy'],
    ['John 3:16 love', 'Not a Bible reference: John 3:16 love'],
    ['', 'Type a reference such as John 3:16'],
  ])('%s → %s', (text, message) => {
    expect(parseReference(text)).toEqual({ ok: false, message });
  });
});

describe('parseReference: an unknown book suggests the nearest books, with the numbers as typed', () => {
  it.each([
    ['Hezekiah 4:2', ['Ezekiel 4:2', 'Nehemiah 4:2']],
    ['Hezekiah 3', ['Ezekiel 3', 'Nehemiah 3']],
    ['Hezekiah', ['Ezekiel', 'Nehemiah']],
    ['2 Hezekiah 3:1', ['Ezekiel 3:1', 'Nehemiah 3:1']],
  ])('%s → %j', (text, suggestions) => {
    const name = text.replace(/\s+[\d:]+$/, '');
    expect(parseReference(text)).toEqual({
      ok: false,
      message: `Unknown book: ${name}. Did you mean ${suggestions.join(' or ')}?`,
      suggestions,
    });
  });
});

describe('parseReference: the deuterocanon, in the numbering of the version that has it (decision 153)', () => {
  it.each([
    ['Tobit 1', [range(67001001, 67001999)], 'Tobit 1'],
    ['Tobias 1:3', [range(67001003)], 'Tobit 1:3'],
    ['Sir 3:4-6', [range(71003004, 71003006)], 'Sirach 3:4-6'],
    ['1 Machabees 2-3', [range(76002001, 76003999)], '1 Maccabees 2-3'],
    ['Wisdom 1:1-2:3', [range(70001001, 70002003)], 'Wisdom 1:1-2:3'],
    ['Tobit', [range(67001001, 67999999)], 'Tobit'],
  ])('%s', (text, ranges, formatted) => {
    const result = parseReference(text);
    expect(result).toEqual({ ok: true, ranges });
    if (result.ok) expect(result.ranges.map(formatRange).join('; ')).toBe(formatted);
  });

  it.each([
    ['Tobit 0', 'Chapter numbers start at 1'],
    ['Tobit 2-1', 'The range ends before it starts'],
  ])('%s: %s', (text, message) => {
    expect(parseReference(text)).toEqual({ ok: false, message });
  });

  it('keeps a lower-case word with a number a word search (`bar 3`), as for any unknown name', () => {
    expect(looksLikeReference('bar 3')).toBe(false);
    expect(looksLikeReference('Bar 3')).toBe(true);
    expect(looksLikeReference('Tobit')).toBe(false);
  });
});

describe('looksLikeReference', () => {
  it.each([
    // A book with a chapter, in any common spelling.
    ['Gen 1:1-5', true],
    ['Job 3', true],
    ['Acts 2:38', true],
    ['Mark 4', true],
    ['Numbers 3', true],
    ['Jn 3:16; Rom 8:28, 38-39', true],
    // Several-word and numbered names and book ranges cannot be sensible word searches.
    ['Song of Solomon', true],
    ['I Corinthians', true],
    ['1 John', true],
    ['Gen-Deut', true],
    // A reference to something that does not exist is still a reference, so the reader sees why.
    ['Gen 51', true],
    ['Hezekiah 3', true],
    // Decision: a book name alone is a word search (most are also words or names in the text).
    ['Job', false],
    ['Acts', false],
    ['Mark', false],
    ['Numbers', false],
    ['Ruth', false],
    ['Amos', false],
    ['Jude', false],
    ['John', false],
    ['Genesis', false],
    // Words, phrases and query syntax.
    ['love', false],
    ['in the beginning', false],
    ['son of man', false],
    ['acts of the apostles', false],
    ['love 3', false],
    ['John 3:16 love', false],
    ['love in:John', false],
    ['"Job 3"', false],
    ['H430', false],
    ['G26 love', false],
    ['', false],
  ])('%s → %s', (text, expected) => {
    expect(looksLikeReference(text)).toBe(expected);
  });
});

describe('formatReference and formatRange', () => {
  it.each([
    [range(1001001), 'Genesis 1:1'],
    [range(1001001, 1001005), 'Genesis 1:1-5'],
    [range(1001026, 1002003), 'Genesis 1:26-2:3'],
    [range(1001001, 1001031), 'Genesis 1'],
    [range(1001001, 1003024), 'Genesis 1-3'],
    [range(1001001, 1050026), 'Genesis'],
    [range(1001001, 5034012), 'Genesis-Deuteronomy'],
    [range(1050026, 2001001), 'Genesis 50:26-Exodus 1:1'],
    [range(46013004, 46013007), '1 Corinthians 13:4-7'],
    [range(19023001, 19023006), 'Psalms 23'],
  ])('%j → %s', (verses, text) => {
    expect(formatRange(verses)).toBe(text);
  });

  it('formats one key', () => {
    expect(formatReference(43003016)).toBe('John 3:16');
    expect(formatReference(22002001)).toBe('Song of Solomon 2:1');
  });

  it('reads back what it writes', () => {
    for (const text of ['Genesis 1:26-2:3', '1 Corinthians 13:4-7', 'Song of Solomon 2:1', 'Genesis 1-3']) {
      const parsed = parseReference(text);
      expect(parsed.ok && parsed.ranges.map(formatRange)).toEqual([text]);
    }
  });
});
