import { describe, expect, it } from 'vitest';
import { openInstalledCommentary } from '../../ingest/readers/sword-commentary';
import { kjvNotes } from './commentary-notes';
import { countComments, CommentarySource } from './commentary.source';

// The real modules installed by Debian (sword-comm-mhcc, sword-comm-scofield, sword-comm-tdavid).
const mhcc = openInstalledCommentary('MHCC');
const scofield = openInstalledCommentary('Scofield');
const tdavid = openInstalledCommentary('TDavid');

describe('the commentaries on the real modules', () => {
  it("reads Matthew Henry's sections of John 3, each covering up to the next", () => {
    const notes = kjvNotes('mhcc', mhcc, 'John', 3);
    expect(notes.map((n) => [n.from, n.to, n.heading])).toEqual([
      [1, 36, 'Outline of the chapter'],
      [1, 21, 'Verses 1-8'],
      [22, 36, 'Verses 22-36'],
    ]);
    expect(notes[0]!.html).toContain(
      `<li>Christ's discourse with Nicodemus. (<a href="/bible/John/3/1">verses 1-21</a>)</li>`,
    );
  });

  it("links the Scripture references of the notes' prose to the reader, in the KJV's numbering", () => {
    const henry = kjvNotes('mhcc', mhcc, 'John', 3).find((note) => note.heading === 'Verses 1-8')!;
    expect(henry.html).toContain('<a href="/bible/Num/21/6">Nu 21:6-9</a>');
    const nicodemus = kjvNotes('scofield', scofield, 'John', 3).find((note) => note.from === 3)!;
    // A book, its continuations and a numbered book, each a link of its own.
    expect(nicodemus.html).toContain(
      '<a href="/bible/John/3/3">John 3:3</a>,<a href="/bible/John/3/5">5</a>,<a href="/bible/John/3/6">6</a>',
    );
    expect(nicodemus.html).toContain('<a href="/bible/1Cor/2/14">1 Corinthians 2:14</a>');
    // Every link is to a verse of the reader, and nothing else carries an attribute.
    const all = ['John', 'Rom', 'Gen'].flatMap((book) =>
      [mhcc, scofield].flatMap((module, at) => kjvNotes(at ? 'scofield' : 'mhcc', module, book, 1)),
    );
    const tags = all.flatMap((note) => [...note.html.matchAll(/<(\w+)([^>]*)>/g)]);
    expect(tags.filter((tag) => tag[1] === 'a').length).toBeGreaterThan(50);
    for (const tag of tags)
      expect(tag[2]).toMatch(tag[1] === 'a' ? /^ href="\/bible\/\w+\/\d+\/\d+"$/ : /^$/);
  });

  it('reads the Treasury of David on Psalm 23 verse by verse, and nothing outside the Psalms', () => {
    const notes = kjvNotes('tdavid', tdavid, 'Ps', 23);
    expect(notes[0]!.heading).toBe('Psalm 23: overview');
    expect(notes.slice(1).map((n) => n.from)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(notes[4]!.html).toContain('valley of the shadow of death');
    expect(kjvNotes('tdavid', tdavid, 'John', 3)).toEqual([]);
  });

  it("reads Scofield's notes on the verses he annotates only", () => {
    const notes = kjvNotes('scofield', scofield, 'John', 3);
    expect(notes.map((n) => n.from)).toEqual([3, 10, 13, 16, 17, 18, 19]);
    expect(notes.every((n) => n.from === n.to)).toBe(true);
  });

  it('counts the comments of each module', () => {
    expect(countComments(scofield, 'scofield')).toEqual({ comments: 3205, chapters: 942 });
    expect(countComments(tdavid, 'tdavid')).toEqual({ comments: 150, chapters: 150 });
    expect(countComments(mhcc, 'mhcc')).toEqual({ comments: 4047, chapters: 1187 });
  });

  it('reports counts, checksum and credit when imported, and refuses an upload', async () => {
    const source = new CommentarySource('scofield');
    const report = await source.load();
    expect(report.counts).toEqual({ comments: 3205, chapters: 942 });
    expect(report.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(report.credit).toContain('Scofield Reference Notes');
    expect(source.isLoaded()).toBe(true);
    await expect(source.load(new Uint8Array([1]))).rejects.toThrow(/not uploaded/);
    source.unload();
    expect(source.isLoaded()).toBe(false);
    expect(new CommentarySource('mhcc', '/nonexistent').shipped().available).toBe(false);
  });
});
