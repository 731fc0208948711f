import { describe, expect, it } from 'vitest';
import { brokenLink, unreadableReference } from './content.check';

describe('the content check', () => {
  it.each([
    ['Genesis 51:3', 'Genesis has 50 chapters'],
    ['Rom 8:99', 'Romans 8 has 39 verses'],
    ['Read Genesis 51:3', 'Genesis has 50 chapters'],
  ])('finds %s unreadable', (text, message) => {
    expect(unreadableReference(text)).toBe(message);
  });

  it.each(['John 3:16', 'Read John 3:16', 'Sunday 10:30', 'Hezekiah 3:1'])('leaves %s alone', (text) => {
    expect(unreadableReference(text)).toBeUndefined();
  });

  it('checks internal page links against the published pages, and other links for a web address', () => {
    const pages = new Set(['about-us']);
    expect(brokenLink('/pages/about-us', pages)).toBeUndefined();
    expect(brokenLink('/pages/old-news', pages)).toMatch(/does not exist or is not published/);
    expect(brokenLink('/bible/John/3/16', pages)).toBeUndefined();
    expect(brokenLink('https://example.org/a?b=1&amp;c=2', pages)).toBeUndefined();
    expect(brokenLink('mailto:ops@example.org', pages)).toBeUndefined();
    expect(brokenLink('#top', pages)).toBeUndefined();
    expect(brokenLink('htp//example', pages)).toBe('"htp//example" is not a web address');
    expect(brokenLink(' ', pages)).toBe('the link has no address');
  });
});
