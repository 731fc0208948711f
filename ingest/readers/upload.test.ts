import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KJV } from '../../core/bible/versification';
import { buildZTextModule } from '../fixtures/sword-writer';
import { buildZip } from '../fixtures/zip-writer';
import { IngestError } from '../model';
import { detectUploadFormat, readUpload } from './upload';

const fixture = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../fixtures/${path}`, import.meta.url)));

describe('readUpload', () => {
  it.each([
    ['upload/verses.txt', 5],
    ['upload/verses-pipe.txt', 4],
    ['upload/verses.csv', 3],
    ['upload/verses.tsv', 2],
    ['upload/sample.usfm', 5],
    ['upload/sample.sql', 3],
    ['osis/container.xml', 4],
  ])('reads %s', async (path, count) => {
    const bible = await readUpload(path.split('/')[1]!, fixture(path), {
      meta: { code: 'sne', name: 'Sample Names Edition' },
    });
    expect(bible.verses).toHaveLength(count);
    expect(bible.meta).toMatchObject({
      code: 'sne',
      name: 'Sample Names Edition',
      strongsAuthoritative: false,
    });
  });

  it('derives neutral metadata from the file name when none is given', async () => {
    const bible = await readUpload('Sample Names.usfm', fixture('upload/sample.usfm'));
    expect(bible.meta).toMatchObject({
      code: 'sample-names',
      name: 'Sample Names',
      versification: 'KJV',
      licence: 'unknown',
      source: 'upload: Sample Names.usfm',
      hasStrongs: true,
      hasMorphology: true,
    });
  });

  it('reads a zipped SWORD module, even inside a top-level folder', async () => {
    const module = buildZTextModule({
      name: 'SampleMod',
      versification: KJV,
      entries: { 'Gen.1.1': 'At the <w lemma="strong:H7225">first</w>.', 'Gen.1.2': 'Then more.' },
      conf: ['Description=Sample module'],
    });
    const nested = new Map([...module].map(([path, bytes]) => [`SampleMod/${path}`, bytes]));
    const bible = await readUpload('sample.zip', buildZip(nested));
    expect(bible.verses.map((verse) => verse.text)).toEqual(['At the first.', 'Then more.']);
    expect(bible.meta).toMatchObject({
      name: 'Sample module',
      hasStrongs: true,
      strongsAuthoritative: false,
    });
  });

  it('refuses an archive without a Bible module', async () => {
    const zip = buildZip(
      new Map([['mods.d/dict.conf', new TextEncoder().encode('[D]\nDataPath=./d\nModDrv=zLD\n')]]),
    );
    await expect(readUpload('dict.zip', zip)).rejects.toThrow(
      /no Bible text module \(zText\) in the archive: D \(zLD\)/,
    );
    await expect(readUpload('other.zip', buildZip(new Map([['a.txt', new Uint8Array(1)]])))).rejects.toThrow(
      /no mods\.d/,
    );
  });

  it('names the line of bytes that are not UTF-8', async () => {
    const bytes = Buffer.concat([
      Buffer.from('Gen 1:1 fine\nGen 1:2 caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]);
    let error: unknown;
    try {
      await readUpload('latin1.txt', bytes);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IngestError);
    expect(error).toMatchObject({ file: 'latin1.txt', line: 2 });
  });
});

describe('detectUploadFormat', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['a.TSV', '', 'csv'],
    ['a.sfm', '', 'usfm'],
    ['upload', 'PK\u0003\u0004', 'sword-zip'],
    ['upload', '<?xml version="1.0"?><osis/>', 'osis'],
    ['upload', '\\id GEN\n', 'usfm'],
    ['upload', '-- dump\nINSERT INTO', 'sql'],
    ['upload', 'book,chapter,verse,text\n', 'csv'],
    ['upload', 'Gen 1:1 text', 'text'],
  ])('%s starting %j is %s', (name, content, format) => {
    expect(detectUploadFormat(name, bytes(content))).toBe(format);
  });
});
