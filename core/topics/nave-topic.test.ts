import { describe, expect, it } from 'vitest';
import { formatRange } from '../reference/format-reference';
import { osisRange, readNaveTopic } from './nave-topic';

const ENTRY = `<entryFree n="BETHLEHEM">
<def>
<lb/>1. A city southwest of Jerusalem <ref osisRef="Judg.17.7">Jud 17:7</ref>; <ref osisRef="Judg.19.18">19:18</ref>
<list>
<item>Rachel dies and is buried at <ref osisRef="Gen.35.16">Ge 35:16</ref>,<ref osisRef="Gen.35.19">19</ref></item>
<item>Birthplace of Jesus <ref osisRef="Mic.5.2">Mic 5:2</ref>; <ref osisRef="Matt.2">Mt 2</ref></item>
<item>&#8220;Nowhere&#8221; <ref osisRef="3John.1.15">3Jo 1:15</ref></item>
</list>
<lb/>2. A town of Zebulun <ref osisRef="Josh.19.15">Jos  19:15</ref>
</def>
</entryFree>`;

describe("a Nave's entry", () => {
  it('reads headings and items with their verses, and counts references to no KJV verse', () => {
    const topic = readNaveTopic('BETHLEHEM', ENTRY);
    expect(
      topic.lines.map((line) => [line.level, line.text, line.ranges.map(formatRange).join('; ')]),
    ).toEqual([
      [1, '1. A city southwest of Jerusalem', 'Judges 17:7; Judges 19:18'],
      [2, 'Rachel dies and is buried at', 'Genesis 35:16; Genesis 35:19'],
      [2, 'Birthplace of Jesus', 'Micah 5:2; Matthew 2'],
      [2, '“Nowhere”', ''],
      [1, '2. A town of Zebulun', 'Joshua 19:15'],
    ]);
    expect(topic.unread).toBe(1);
  });

  it('reads osisRef ranges, whole chapters and refuses verses that do not exist', () => {
    expect(osisRange('Ps.34.1-Ps.34.8')).toEqual({ start: 19034001, end: 19034008 });
    expect(osisRange('Gen.1.26-Gen.2.3')).toEqual({ start: 1001026, end: 1002003 });
    expect(osisRange('Ruth.4')).toEqual({ start: 8004001, end: 8004022 });
    expect(osisRange('3John.1.15')).toBeUndefined();
    expect(osisRange('Nope.1.1')).toBeUndefined();
  });
});
