import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('parseInline', () => {
  it('reads code, bold, italics and links', () => {
    expect(parseInline('Type `love` or **H430**, *not* [help](/search-help).')).toEqual([
      { type: 'text', text: 'Type ' },
      { type: 'code', text: 'love' },
      { type: 'text', text: ' or ' },
      { type: 'strong', text: 'H430' },
      { type: 'text', text: ', ' },
      { type: 'em', text: 'not' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'help', href: '/search-help' },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps a link to anything but a site path or web address as text', () => {
    expect(parseInline('[x](javascript:alert(1))')).toEqual([
      { type: 'text', text: '[x](javascript:alert(1)' },
      { type: 'text', text: ')' },
    ]);
    expect(parseInline('[x](//evil.example)')).toEqual([{ type: 'text', text: '[x](//evil.example)' }]);
  });

  it('leaves a prefix star inside code and a lone star alone', () => {
    expect(parseInline('`bless*` and 2 * 3')).toEqual([
      { type: 'code', text: 'bless*' },
      { type: 'text', text: ' and 2 * 3' },
    ]);
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs joined across lines, and lists', () => {
    expect(
      parseMarkdown('# Search\n\nOne box\nfor all.\n\n- words\n- `"phrases"`\n\n1. first\n2. second'),
    ).toEqual([
      { type: 'heading', level: 1, inlines: [{ type: 'text', text: 'Search' }] },
      { type: 'paragraph', inlines: [{ type: 'text', text: 'One box for all.' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'words' }], [{ type: 'code', text: '"phrases"' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]],
      },
    ]);
  });

  it('reads fenced code verbatim and pipe tables', () => {
    expect(
      parseMarkdown('```\nlove in:John\n```\n\n| Type | Finds |\n| --- | --- |\n| `H430` | God |'),
    ).toEqual([
      { type: 'code', text: 'love in:John' },
      {
        type: 'table',
        header: [[{ type: 'text', text: 'Type' }], [{ type: 'text', text: 'Finds' }]],
        rows: [[[{ type: 'code', text: 'H430' }], [{ type: 'text', text: 'God' }]]],
      },
    ]);
  });

  it('keeps HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', inlines: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });
});
