import { describe, expect, it } from 'vitest';
import { sanitiseScholarly, type HtmlNodeLike } from './scholarlyHtml';

/** A tiny DOM stand-in: element(tag, attributes, ...children) and plain strings for text. */
function element(
  tag: string,
  attributes: Record<string, string> = {},
  ...children: (HtmlNodeLike | string)[]
): HtmlNodeLike {
  return {
    nodeType: 1,
    nodeName: tag.toUpperCase(),
    nodeValue: null,
    childNodes: children.map((child) => (typeof child === 'string' ? text(child) : child)),
    getAttribute: (name) => attributes[name] ?? null,
  };
}
function text(value: string): HtmlNodeLike {
  return { nodeType: 3, nodeName: '#text', nodeValue: value, childNodes: [] };
}
const body = (...children: (HtmlNodeLike | string)[]) => element('body', {}, ...children);

describe('sanitiseScholarly', () => {
  it('keeps the lexicon tags with lang, dir, known classes and data links', () => {
    const tree = body(
      element(
        'div',
        { class: 'sense bogus' },
        element('b', {}, '1'),
        ' ',
        element('strong', {}, 'beginning'),
      ),
      element('a', { 'data-osis': 'Gen.1.1', href: 'javascript:alert(1)' }, 'Gn 1:1'),
      element('a', { 'data-entry': 'a.ba.aa', lang: 'he', dir: 'rtl' }, 'רֹאשׁ'),
    );
    expect(sanitiseScholarly(tree)).toEqual([
      {
        tag: 'div',
        attributes: { className: 'sense' },
        children: [
          { tag: 'b', attributes: {}, children: ['1'] },
          ' ',
          { tag: 'strong', attributes: {}, children: ['beginning'] },
        ],
      },
      { tag: 'a', attributes: { osis: 'Gen.1.1' }, children: ['Gn 1:1'] },
      { tag: 'a', attributes: { lang: 'he', dir: 'rtl', entry: 'a.ba.aa' }, children: ['רֹאשׁ'] },
    ]);
  });

  it('drops scripts and styles whole and every event handler, style or src', () => {
    const tree = body(
      element('script', {}, 'alert(1)'),
      element('style', {}, 'body{}'),
      element('span', { onclick: 'alert(1)', style: 'color:red', lang: 'grc' }, 'λόγος'),
      element('img', { src: 'x', onerror: 'alert(1)' }),
    );
    expect(sanitiseScholarly(tree)).toEqual([
      { tag: 'span', attributes: { lang: 'grc' }, children: ['λόγος'] },
    ]);
  });

  it('unwraps unknown tags but keeps their text, and rejects odd attribute values', () => {
    const tree = body(
      element('font', { color: 'red' }, 'plain ', element('em', {}, 'kept')),
      element('a', { 'data-osis': 'javascript:alert(1)' }, 'link'),
      element('span', { lang: 'en" onmouseover="x', dir: 'up' }, 'x'),
    );
    expect(sanitiseScholarly(tree)).toEqual([
      'plain ',
      { tag: 'em', attributes: {}, children: ['kept'] },
      { tag: 'a', attributes: {}, children: ['link'] },
      { tag: 'span', attributes: {}, children: ['x'] },
    ]);
  });

  it('ignores comments and other node types', () => {
    const comment: HtmlNodeLike = { nodeType: 8, nodeName: '#comment', nodeValue: 'x', childNodes: [] };
    expect(sanitiseScholarly(body(comment, 'text'))).toEqual(['text']);
  });
});
