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
});
