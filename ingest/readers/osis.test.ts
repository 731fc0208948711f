import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
import { type OsisVerse, readOsis, streamOsisFile } from './osis';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/osis/${name}`, import.meta.url));

describe('readOsis', () => {
  it('reads container verses, combined verse ids and work-prefixed ids', () => {
    const bible = readOsis('container.xml', readFileSync(fixture('container.xml'), 'utf8'));
    expect(
      bible.verses.map((verse) => [`${verse.book} ${verse.chapter}:${verse.verse}`, verse.text]),
    ).toEqual([
      ['Gen 1:1', 'At first the Maker shaped sky & ground.'],
      ['Gen 1:2', 'The ground lay bare; stillness covered it.'],
      ['Gen 1:3', 'Two verses in one, the first one names them.'],
      ['Mark 1:1', 'A beginning, made up.'],
    ]);
    expect(bible.verses[0]?.tokens).toEqual([{ text: 'Maker', strongs: ['H430'], morph: [] }]);
    expect(bible.meta).toMatchObject({
      code: 'container',
      name: 'Sample Edition (made-up text)',
      language: 'en',
      hasStrongs: true,
      hasMorphology: false,
      strongsAuthoritative: false,
      source: 'upload: container.xml',
    });
  });

  it('reads milestone verses and leaves out books outside the 66', () => {
    const bible = readOsis('mini-kjv.xml', readFileSync(fixture('mini-kjv.xml'), 'utf8'), { code: 'mini' });
    expect(bible.verses.map((verse) => `${verse.book} ${verse.chapter}:${verse.verse}`)).toEqual([
      'Gen 1:1',
      'Gen 1:2',
      'Ps 3:1',
      'John 1:1',
      'John 1:2',
    ]);
    expect(bible.verses[2]?.text).toBe('Lord, how are they increased!');
    expect(bible.meta.code).toBe('mini');
    expect(bible.meta.hasMorphology).toBe(true);
  });

  it('ends a milestone verse that lacks its eID at the end of the chapter', () => {
    const xml =
      '<osis><osisText><div type="book" osisID="Ruth"><chapter osisID="Ruth.1"><verse sID="Ruth.1.1" osisID="Ruth.1.1"/>' +
      'Made-up words.</chapter><title>Not verse text</title><chapter osisID="Ruth.2"><verse osisID="Ruth.2.1" sID="Ruth.2.1"/>More.' +
      '<verse eID="Ruth.2.1"/></chapter></div></osisText></osis>';
    expect(readOsis('x.xml', xml).verses.map((verse) => verse.text)).toEqual(['Made-up words.', 'More.']);
  });

  it('names the file and line of malformed XML and returns nothing', () => {
    const read = () => readOsis('malformed.xml', readFileSync(fixture('malformed.xml'), 'utf8'));
    expect(read).toThrow(IngestError);
    try {
      read();
    } catch (error) {
      expect(error).toMatchObject({ file: 'malformed.xml', line: 7 });
      expect((error as Error).message).toMatch(/^malformed\.xml, line 7: /);
    }
  });

  it('rejects an unreadable verse id and a document without verses', () => {
    expect(() => readOsis('bad.xml', '<osis>\n<verse osisID="Genesis one">x</verse></osis>')).toThrow(
      /bad\.xml, line 2: cannot read the verse id "Genesis one"/,
    );
    expect(() => readOsis('empty.xml', '<osis><div/></osis>')).toThrow(/empty\.xml: no verses/);
  });
});

describe('streamOsisFile', () => {
  it('streams a file from disk and reports each verse with its line', async () => {
    const verses: OsisVerse[] = [];
    const header = await streamOsisFile(fixture('mini-kjv.xml'), (verse) => verses.push(verse), {
      upperCaseDivineName: true,
    });
    expect(header).toEqual({ title: 'Mini KJV fixture', language: 'en', work: 'KJV' });
    expect(verses.map((verse) => verse.line)).toEqual([13, 14, 19, 27, 28]);
    expect(verses[2]?.content).toMatchObject({
      text: 'LORD, how are they increased!',
      title: 'A Psalm of David.',
    });
  });
});
