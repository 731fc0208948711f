import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../test/fixtures/xss-payloads';
import { sanitiseContent } from './sanitise';

describe('sanitiseContent', () => {
  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload]))('defuses payload %i', (_index, payload) => {
    const clean = sanitiseContent(payload);
    expect(clean).not.toMatch(
      /<\s*(script|style|iframe|frame|frameset|object|embed|meta|link|base|form|input|button|svg|math|body|template)\b/i,
    );
    expect(clean).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/<[^>]*\sstyle\s*=/i);
    expect(clean).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
    // Sanitising what the sanitiser gave changes nothing (it is applied again when served).
    expect(sanitiseContent(clean)).toBe(clean);
  });

  it('keeps safe formatting, marks links and links Scripture references outside existing links', () => {
    expect(
      sanitiseContent(
        '<p><strong>Read</strong> John 3:16 <a href="/about">Gen 1:1</a> <a href="https://x.org">x</a></p>',
      ),
    ).toBe(
      '<p><strong>Read</strong> <a href="/bible/John/3/16" rel="noopener noreferrer">John 3:16</a> ' +
        '<a href="/about" rel="noopener noreferrer">Gen 1:1</a> ' +
        '<a href="https://x.org" rel="noopener noreferrer" target="_blank">x</a></p>',
    );
  });
});
