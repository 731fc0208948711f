import { describe, expect, it } from 'vitest';
import { noteHtml, safeHref } from './noteMarkdown';

describe('a note’s Markdown', () => {
  it('renders emphasis, lists and quotes', () => {
    const html = noteHtml('**Light** first\n\n- one\n- two\n\n> quoted');
    expect(html).toContain('<strong>Light</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<blockquote>');
  });

  it('shows raw HTML as text, never as markup', () => {
    const html = noteHtml('Hi <script>alert(1)</script> <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps only safe link addresses and turns images into links', () => {
    expect(noteHtml('[bad](javascript:alert(1))')).not.toContain('href');
    expect(noteHtml('[site](/bible/John/3/16)')).toContain('<a href="/bible/John/3/16">site</a>');
    const external = noteHtml('[web](https://example.org/a"b)');
    expect(external).toContain('rel="noopener noreferrer nofollow"');
    expect(external).not.toContain('a"b');
    expect(noteHtml('![pic](https://example.org/p.png)')).not.toContain('<img');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
  });
});
