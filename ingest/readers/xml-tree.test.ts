import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
import { collectElements, escapeHtml, findElement, textOf, type XmlElement } from './xml-tree';

describe('collectElements', () => {
  it('builds trees for the outermost wanted elements only, with their ancestors and lines', () => {
    const xml =
      '\uFEFF<a>\n<b><entry id="1">x<i>y</i></entry></b>\n<entry id="2"><entry id="3"/></entry></a>';
    const seen: Array<[XmlElement, string[]]> = [];
    collectElements(xml, 'test.xml', ['entry'], (element, ancestors) => seen.push([element, [...ancestors]]));
    expect(seen.map(([element]) => element.attributes.id)).toEqual(['1', '2']);
    expect(seen.map(([, ancestors]) => ancestors)).toEqual([['a', 'b'], ['a']]);
    expect(textOf(seen[0]![0])).toBe('xy');
    expect(seen[0]![0].line).toBe(2);
    expect(findElement(seen[1]![0], 'entry')?.attributes.id).toBe('3');
  });

  it('reports malformed XML as an IngestError naming file and line', () => {
    expect(() => collectElements('<a>\n<b></a>', 'bad.xml', ['b'], () => {})).toThrow(IngestError);
    expect(() => collectElements('<a>\n<b></a>', 'bad.xml', ['b'], () => {})).toThrow(
      /^bad\.xml, line 2: unexpected close tag/,
    );
  });

  it('turns an error thrown by the callback into an IngestError', () => {
    const fail = (): never => {
      throw new Error('no good');
    };
    expect(() => collectElements('<a>\n<b/></a>', 'x.xml', ['b'], fail)).toThrow('x.xml, line 2: no good');
  });
});

describe('escapeHtml', () => {
  it('escapes markup characters and quotes', () => {
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
