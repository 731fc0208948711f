import { describe, expect, it } from 'vitest';
import { KJV, NRSVA } from '../../core/bible/versification';
import { outlineFor, parseComment, sectionFor, trimComment } from '../../core/devotional/commentary-text';
import { SwordCommentary, openInstalledCommentary, slotLayout, slotOf } from './sword-commentary';
import { SWORD_LIBRARY, directoryFiles } from './sword-conf';
import { openInstalledZLd } from './sword-zld';
import { topicReferences } from '../../core/devotional/naves';
import { readNaveTopic } from '../../core/topics/nave-topic';

// The real Debian packages sword-comm-mhcc, sword-comm-tdavid and sword-dict-naves (scripts/setup.sh installs them).
const mhcc = openInstalledCommentary('MHCC');

const parsed = (book: string, chapter: number, verse: number) =>
  parseComment(mhcc.entry(book, chapter, verse)!.markup, KJV.verseCount(book, chapter));

describe("the SWORD commentary reader on Matthew Henry's Concise Commentary", () => {
  it('reads the 10-byte index the .conf misnames zCom4, aligned with the KJV slots', () => {
    expect(mhcc.conf.modDrv).toBe('zCom4');
    expect(mhcc.name).toBe("Matthew Henry's Concise Commentary on the Whole Bible");
    const light = sectionFor(parsed('Gen', 1, 3), 3)!;
    expect(light.heading).toBe('Verses 3-5');
    expect(light.paragraphs[0]).toMatch(
      /^God said, Let there be light; he willed it, and at once there was light\./,
    );
    expect(sectionFor(parsed('Gen', 1, 7), 7)!.heading).toBe('Verses 6-13');
    expect(sectionFor(parsed('John', 3, 22), 22)!.paragraphs[0]).toMatch(/^John was fully satisfied/);
  });

  it('gives a verse inside a long section the comment of the section it belongs to', () => {
    // John 3:9-21 have empty slots: their comment is John 3:1's entry, headed "Verses 1-8".
    expect(mhcc.entry('John', 3, 12)!.verse).toBe(8);
    const nicodemus = parsed('John', 3, 12);
    expect(sectionFor(nicodemus, 1)!.paragraphs[0]).toMatch(/^Nicodemus was afraid/);
    expect(outlineFor(nicodemus, 12)!.title).toBe("Christ's discourse with Nicodemus.");
    expect(mhcc.chapterEntries('John', 3).map((entry) => entry.verse)).toEqual([1, 22]);
  });

  it('reads from the disk, a page of the verse index at a time, what the whole files give (decision 410)', () => {
    // The same module over files read whole: no `part`, so neither the index nor the data is read by parts.
    const library = directoryFiles(SWORD_LIBRARY);
    const whole = new SwordCommentary(mhcc.conf, (relativePath: string) => library(relativePath));
    for (const book of ['Gen', 'Ps', 'John', 'Rev'])
      for (let chapter = 1; chapter <= KJV.chapterCount(book); chapter++)
        expect(mhcc.chapterEntries(book, chapter)).toEqual(whole.chapterEntries(book, chapter));
  });

  it('keeps the chapter outline, and a psalm’s one-line summary', () => {
    const genesis = parsed('Gen', 1, 1);
    expect(genesis.outline[0]).toEqual({ title: 'God creates heaven and earth.', from: 1, to: 2 });
    expect(outlineFor(genesis, 4)!.title).toBe('The creation of light.');
    expect(parsed('Ps', 23, 1).summary).toBe("Confidence in God's grace and care.");
    expect(sectionFor(parsed('Ps', 23, 1), 1)!.paragraphs[0]).toContain('The Lord is my shepherd');
  });

  it('trims a comment to a readable length at a sentence or paragraph end', () => {
    const long = sectionFor(parsed('John', 3, 1), 1)!;
    const { text, trimmed } = trimComment(long.paragraphs, 900);
    expect(trimmed).toBe(true);
    expect(text.length).toBeLessThanOrEqual(902);
    expect(text).toMatch(/[.!?;] …$|[.!?]$/);
    expect(trimComment(['Short.'], 900)).toEqual({ text: 'Short.', trimmed: false });
  });
});

describe("Spurgeon's Treasury of David and Nave's Topical Bible", () => {
  it('reads the Treasury’s 12-byte chapter blocks: Psalm 23 opens with its overview', () => {
    const tdavid = openInstalledCommentary('TDavid');
    const psalm = parseComment(tdavid.entry('Ps', 23, 4)!.markup, 6);
    expect(psalm.titled[0]!.title).toBe('Psalm 23 OVERVIEW');
    expect(psalm.titled[0]!.paragraphs[0]).toMatch(/^There is no inspired title to this psalm/);
    expect(tdavid.entry('John', 3, 16)).toBeUndefined();
  });

  it('lists the verse references of a topic', () => {
    const naves = openInstalledZLd('Nave');
    const references = (headword: string) => topicReferences(readNaveTopic(headword, naves.get(headword)!));
    const faith = references('FAITH');
    expect(faith[0]).toEqual({ book: '2Sam', chapter: 22, from: 31, to: 31 });
    expect(faith).toContainEqual({ book: 'Ps', chapter: 34, from: 1, to: 8 });
    expect(faith.length).toBeGreaterThan(300);
    expect(references('KINGDOM OF HEAVEN').length).toBeGreaterThan(20);
  });
});

describe('the slot layout (decision 381)', () => {
  it("gives every verse the slot of SWORD's table, and none to a verse the versification lacks", () => {
    for (const system of [KJV, NRSVA]) {
      for (const testament of ['OT', 'NT'] as const) {
        const table = system.slots(testament);
        const layout = slotLayout(system, testament);
        expect(layout.count).toBe(table.length);
        table.forEach((ref, slot) => {
          if (ref.book && ref.chapter && ref.verse)
            expect(slotOf(layout, ref.book, ref.chapter, ref.verse)).toBe(slot);
        });
      }
    }
    const layout = slotLayout(KJV, 'NT');
    expect(slotOf(layout, 'John', 3, 37)).toBeUndefined();
    expect(slotOf(layout, 'John', 22, 1)).toBeUndefined();
    expect(slotOf(layout, 'John', 3, 0)).toBeUndefined();
    expect(slotOf(layout, 'Gen', 1, 1)).toBeUndefined();
  });
});
