import { describe, expect, it } from 'vitest';
import { osisToHtml } from './commentary-html';

describe('osisToHtml', () => {
  it('keeps bold, italic, lists and paragraphs, and only the text of references and words', () => {
    const html = osisToHtml(
      '<hi type="bold">born again</hi> <div sID="a" type="x-p"/> See <reference osisRef="joh 3:3">John 3:3</reference>' +
        ' and <w lemma="strong:G622">ἀπόλλυμι</w> <hi type="italic">(as <hi type="bold">here</hi>)</hi>' +
        '<list><item type="x-indent-1">(1) one</item><item>(2) two</item></list>',
    );
    expect(html).toBe(
      '<p><strong>born again</strong></p><p>See John 3:3 and ἀπόλλυμι <em>(as <strong>here</strong>)</em></p>' +
        '<ul><li>(1) one</li><li>(2) two</li></ul>',
    );
  });

  it('drops scripts, handlers and unknown elements a module could hold', () => {
    const html = osisToHtml(
      '<script>alert(1)</script><p onclick="x()">text</p><img src=x onerror="y()"><strong style="x">bold</strong>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|style|img|alert\(/);
    expect(html).toContain('text');
    expect(html).toBe('<p>textbold</p>');
  });

  it('makes titles small headings and drops empty paragraphs', () => {
    expect(osisToHtml('<title type="x-s">EXPOSITION</title><div type="x-p"/> <div type="x-p"/>Text')).toBe(
      '<h4>EXPOSITION</h4><p>Text</p>',
    );
  });

  it("links the references of the note's chapter to the reader when told which chapter it is on", () => {
    const markup = 'Love is shown, Ro 5:8; see <hi type="italic">John 3:16</hi> and ver. 12, 14.';
    expect(osisToHtml(markup, { book: 'Rom', chapter: 5 })).toBe(
      '<p>Love is shown, <a href="/bible/Rom/5/8">Ro 5:8</a>; see <em><a href="/bible/John/3/16">John 3:16</a></em>' +
        ' and <a href="/bible/Rom/5/12">ver. 12</a>, <a href="/bible/Rom/5/14">14</a>.</p>',
    );
    // Without the chapter, the text is as it was.
    expect(osisToHtml(markup)).toBe('<p>Love is shown, Ro 5:8; see <em>John 3:16</em> and ver. 12, 14.</p>');
  });

  it("keeps a module's own links and escaped markup out: only reader links carry an address", () => {
    const html = osisToHtml(
      '<a href="javascript:alert(1)">John 3:16</a> &lt;a href="https://evil.example"&gt;Ro 5:8&lt;/a&gt;' +
        ' <reference osisRef="x" href="//evil.example">Gen 1:1</reference>',
      { book: 'John', chapter: 3 },
    );
    // Escaped markup stays text; the only tags with an address are the reader links.
    expect(html).toContain('&lt;a href="https://evil.example"&gt;');
    expect(html).not.toMatch(/javascript|<a href="(?!\/bible\/)|<reference/);
    expect([...html.matchAll(/<a href="([^"]*)">/g)].map((link) => link[1])).toEqual([
      '/bible/John/3/16',
      '/bible/Rom/5/8',
      '/bible/Gen/1/1',
    ]);
  });
});
