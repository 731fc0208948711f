import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../model';
import { confValue, decodeModuleText, directoryFiles, parseSwordConf } from './sword-conf';

describe('parseSwordConf', () => {
  it('reads the fields the readers use, with continuation lines and repeated keys', () => {
    const conf = parseSwordConf(
      [
        '## comment',
        '[engMini]',
        'DataPath=./modules/texts/ztext/engmini/',
        'ModDrv=zText',
        'Versification=NRSVA',
        'Encoding=UTF-8',
        'BlockType=book',
        'GlobalOptionFilter=OSISStrongs',
        'GlobalOptionFilter=OSISFootnotes',
        'About=First line \\',
        'second line',
        'not a key value line',
        'Description=Mini',
      ].join('\r\n'),
      'engmini.conf',
    );
    expect(conf).toMatchObject({
      moduleName: 'engMini',
      modDrv: 'zText',
      dataPath: 'modules/texts/ztext/engmini/',
      versification: 'NRSVA',
      encoding: 'UTF-8',
      blockType: 'BOOK',
      compressType: 'ZIP',
      sourceType: 'Plaintext',
      cipherKey: undefined,
    });
    expect(conf.entries.get('globaloptionfilter')).toEqual(['OSISStrongs', 'OSISFootnotes']);
    expect(confValue(conf, 'About')).toBe('First line  second line');
    expect(confValue(conf, 'description')).toBe('Mini');
    expect(confValue(conf, 'Lang')).toBeUndefined();
  });

  it('applies SWORD defaults when keys are absent', () => {
    const conf = parseSwordConf(
      '[Dict]\nDataPath=./modules/lexdict/zld/dict/dict\nModDrv=zLD\n',
      'dict.conf',
    );
    expect(conf).toMatchObject({ versification: 'KJV', blockType: 'CHAPTER', encoding: undefined });
  });

  it.each([
    ['DataPath=./x\nModDrv=zText', /line 1: expected the \[ModuleName\] line first/],
    ['[A]\nModDrv=zText', /DataPath is missing/],
    ['[A]\nDataPath=./x', /ModDrv is missing/],
    ['[A]\nDataPath=./x\nModDrv=zText\n[B]', /line 4: a .conf describes one module only/],
    ['# nothing', /no \[ModuleName\] line/],
  ])('rejects %j', (text, message) => {
    expect(() => parseSwordConf(text, 'bad.conf')).toThrow(IngestError);
    expect(() => parseSwordConf(text, 'bad.conf')).toThrow(message);
  });
});

describe('decodeModuleText', () => {
  it('reads UTF-8 even when the .conf does not declare it, and falls back to Latin-1', () => {
    const hebrew = new TextEncoder().encode('ראשׁית');
    expect(decodeModuleText(hebrew, undefined)).toBe('ראשׁית');
    expect(decodeModuleText(Uint8Array.from([0x43, 0xe6, 0x73, 0x61, 0x72]), undefined)).toBe('Cæsar');
    expect(decodeModuleText(hebrew, 'UTF-8')).toBe('ראשׁית');
  });
});

describe('directoryFiles', () => {
  it('reads files relative to the library root and returns undefined for absent ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'sword-'));
    writeFileSync(join(root, 'a.bin'), Uint8Array.from([1, 2]));
    const files = directoryFiles(root);
    expect([...(files('a.bin') ?? [])]).toEqual([1, 2]);
    expect(files('missing.bin')).toBeUndefined();
  });

  it('reads a part of a file and its size without the rest (decision 381)', () => {
    const root = mkdtempSync(join(tmpdir(), 'sword-'));
    writeFileSync(join(root, 'a.bin'), Uint8Array.from([10, 11, 12, 13, 14]));
    const files = directoryFiles(root);
    expect(files.part?.size('a.bin')).toBe(5);
    expect(files.part?.size('missing.bin')).toBeUndefined();
    expect([...files.part!.read('a.bin', 1, 3)]).toEqual([11, 12, 13]);
    expect([...files.part!.read('a.bin', 3, 10)]).toEqual([13, 14]);
  });
});
