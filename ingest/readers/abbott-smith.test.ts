import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ABBOTT_SMITH_FILE, parseAbbottSmith, readAbbottSmith } from './abbott-smith';

const fixture = fileURLToPath(
  new URL('../fixtures/abbott-smith/abbott-smith.tei_lemma.xml', import.meta.url),
);

describe('readAbbottSmith on fixtures', () => {
  it('reads body entries only, keyed by headword, with normalised Strong numbers', async () => {
    const entries = await readAbbottSmith(fixture);
    expect(entries.map((e) => [e.entryId, e.strongs])).toEqual([
      ['ἀγάπη', ['G26']],
      ['ἀγαθοεργέω', []],
      ['ἀγαθοποιός', ['G17']],
      ['πρότερος', ['G4387']],
      ['πρῶτος', ['G4413']],
      ['γαμίζω', ['G1061']],
    ]);
    expect(entries.every((e) => e.source === 'abbott-smith' && e.headword === e.entryId)).toBe(true);
  });

  it('renders simple HTML: headword, glosses, senses, Scripture and Hebrew with Strong numbers', async () => {
    const [agape] = await readAbbottSmith(fixture);
    expect(agape!.content).toBe(
      '<p class="occurrences">NT occurrences: 116</p> † <b lang="grc">ἀγάπη</b>, <span lang="grc">-ης, ἡ</span> ' +
        '[in LXX for <span lang="he" dir="rtl" data-strongs="H160">אַהֲבָה</span>, which is also rendered by ' +
        '<a data-entry="φιλία"><span lang="grc">φιλία</span></a>;] <div class="sense"><strong>love</strong>, ' +
        '<strong>goodwill</strong>, <em>LAE</em>. <div class="sense"><b>1.</b> Of men\'s love: ' +
        '<div class="sense"><b>(a)</b> to one another, <a data-osis="John.13.35">Jo 13:35</a>; </div> </div> </div>',
    );
  });

  it('escapes text, links cross-references and drops transcriber notes', async () => {
    const [, see, good] = await readAbbottSmith(fixture);
    expect(see!.content).toContain('<a data-entry="ἀγαθουργέω">ἀγαθουργέω</a>');
    expect(good!.content).toContain('<sup>2</sup>');
    expect(good!.content).toContain('<strong>doing good</strong> &amp; right');
    expect(good!.content).not.toContain('omits');
  });

  it('gives each entry of a superEntry the shared introduction and the inherited Strong number', async () => {
    const entries = await readAbbottSmith(fixture);
    expect(entries[3]!.content).toMatch(/^<b lang="grc">πρότερος<\/b>, and <span lang="grc">πρῶτος<\/span> /);
    expect(entries[5]!.content).toBe('<div class="sense"><strong>to give in marriage</strong></div>');
  });

  it('rejects a body entry without a lemma', () => {
    expect(() => parseAbbottSmith('<TEI><body>\n<entry strong="G1"/></body></TEI>', 'a.xml')).toThrow(
      /a\.xml, line 2: entry without a lemma/,
    );
  });
});

const installed = existsSync(ABBOTT_SMITH_FILE);
if (!installed) console.warn(`Skipping Abbott-Smith real-data test: ${ABBOTT_SMITH_FILE} not found.`);

describe.skipIf(!installed)('readAbbottSmith on the installed bibledit-data', () => {
  it('reads 5,895 headwords (5,896 entries, προερέω twice), 5,445 with a Strong number; G26 is ἀγάπη', async () => {
    const started = performance.now();
    const entries = await readAbbottSmith();
    console.info(`Abbott-Smith: ${entries.length} entries in ${Math.round(performance.now() - started)} ms`);
    expect(entries).toHaveLength(5_895);
    expect(new Set(entries.map((e) => e.entryId)).size).toBe(5_895);
    expect(entries.find((e) => e.entryId === 'προερέω')?.strongs).toEqual(['G4280']);
    // 5,444 entries carry `strong`; γαμίζω inherits G1061 from its superEntry.
    expect(entries.filter((e) => e.strongs.length > 0)).toHaveLength(5_445);
    expect(entries.find((e) => e.strongs.includes('G26'))?.headword).toBe('ἀγάπη');
  });
});
