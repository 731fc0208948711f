import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { EastonsRecord } from '../../core/dictionary/eastons';
import { headwordKey } from '../../core/dictionary/eastons';
import { readProse } from '../../core/reference/prose-references';
import { silentLogger } from '../test/silent-logger';
import { DictionaryService, EASTONS_FILE } from './dictionary.service';

describe("Easton's definitions kept in deflated blocks (decision 410)", () => {
  it('gives back every entry of the shipped file as its own definition reads, in any order', async () => {
    const records = JSON.parse(gunzipSync(readFileSync(EASTONS_FILE)).toString('utf8')) as EastonsRecord[];
    const service = new DictionaryService(silentLogger);
    const byKey = new Map<string, EastonsRecord[]>();
    for (const record of records) {
      const key = headwordKey(record.mot);
      byKey.set(key, [...(byKey.get(key) ?? []), record]);
    }
    const keys = [...byKey.keys()];
    // Backwards, then every 7th from the middle: blocks are inflated, kept, dropped and inflated again.
    const order = [...[...keys].reverse(), ...keys.filter((_, at) => at % 7 === 0)];
    for (const key of order) {
      const expected = byKey.get(key)!.map((record) => readProse(record.definition).paragraphs);
      const entry = await service.entry(byKey.get(key)![0]!.mot);
      expect(
        entry.senses.map((sense) => sense.map((paragraph) => paragraph.map((piece) => piece.text))),
      ).toEqual(
        expected.map((paragraphs) => paragraphs.map((paragraph) => paragraph.map((piece) => piece.text))),
      );
    }
    expect(keys.length).toBeGreaterThan(3_900);
  });
});
