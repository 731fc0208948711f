import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type VerseSegment, inlineTaggedText, markMatches, resultSegments, segmentVerse } from './segments';

const genesis = 'In the beginning God created the heaven and the earth.';
const tokens = [
  { t: 'In the beginning', s: ['H7225'] },
  { t: 'God', s: ['H430'] },
  { t: 'created', s: ['H853', 'H1254'] },
  { t: 'the heaven', s: ['H8064'] },
];

describe('segmentVerse', () => {
  it('puts each number after its word and marks matched spans', () => {
    const segments = segmentVerse(genesis, tokens, [{ start: 17, end: 20 }]);
    expect(segments.slice(0, 4)).toEqual([
      { text: 'In the beginning', strongs: ['H7225'] },
      { text: ' ' },
      { text: 'God', match: true, strongs: ['H430'] },
      { text: ' ' },
    ]);
    expect(inlineTaggedText(segments)).toBe(
      'In the beginning{H7225} God{H430} created{H853}{H1254} the heaven{H8064} and the earth.',
    );
  });

  it('keeps a token it cannot find off the display rather than misplacing it', () => {
    expect(
      inlineTaggedText(
        segmentVerse('And God said', [
          { t: 'Lord', s: ['H3068'] },
          { t: 'said', s: ['H559'] },
        ]),
      ),
    ).toBe('And God said{H559}');
  });

  it('places a tagged word on a whole word rather than inside a longer one', () => {
    const segments = segmentVerse('This is my beloved Son, whom I love.', [
      { t: 'is', s: ['G2076'] },
      { t: 'love', s: ['G25'] },
    ]);
    expect(inlineTaggedText(segments)).toBe('This is{G2076} my beloved Son, whom I love{G25}.');
  });

  it('always gives the verse text back when the pieces are joined', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.record({ start: fc.nat(60), end: fc.nat(60) })), (text, spans) => {
        const matches = spans.map(({ start, end }) => ({
          start: Math.min(start, end),
          end: Math.max(start, end),
        }));
        const words = text.split(' ').map((word) => ({ t: word, s: ['H1'] }));
        expect(
          segmentVerse(text, words, matches)
            .map((segment) => segment.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});

/** Per character of the joined text: whether it is marked, and the numbers shown after it. */
function layout(segments: readonly VerseSegment[]): { marked: boolean[]; strongsAfter: Map<number, string> } {
  const marked: boolean[] = [];
  const strongsAfter = new Map<number, string>();
  for (const segment of segments) {
    for (const _ of segment.text) marked.push(segment.match === true);
    if (segment.strongs) strongsAfter.set(marked.length, segment.strongs.join(' '));
  }
  return { marked, strongsAfter };
}

describe('resultSegments', () => {
  it('marks matched words on the pieces of a tagged text, numbers kept after their word', () => {
    expect(
      resultSegments({
        text: 'In the beginning{H7225} God{H430} created.',
        matches: [{ start: 7, end: 20 }],
      }),
    ).toEqual([
      { text: 'In the ' },
      { text: 'beginning', match: true, strongs: ['H7225'] },
      { text: ' ', match: true },
      { text: 'God', match: true, strongs: ['H430'] },
      { text: ' created.' },
    ]);
    expect(markMatches([{ text: 'For God so loved' }], [{ start: 11, end: 16 }])).toEqual([
      { text: 'For God so ' },
      { text: 'loved', match: true },
    ]);
  });

  it('shows what the server-side pieces show: the same marks and the same numbers after the same words', () => {
    const word = fc.constantFrom('in', 'the', 'beginning', 'God', 'created', 'heaven', 'earth,', 'and');
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.array(fc.record({ at: fc.nat(11), words: fc.integer({ min: 1, max: 3 }), number: fc.nat(9) })),
        fc.array(fc.record({ start: fc.nat(80), length: fc.nat(12) }), { maxLength: 3 }),
        (words, picks, spans) => {
          const text = words.join(' ');
          const tokens = picks.map((pick) => ({
            t: words.slice(pick.at, pick.at + pick.words).join(' '),
            s: [`H${pick.number + 1}`],
          }));
          const matches = spans
            .map(({ start, length }) => ({
              start: Math.min(start, text.length),
              end: Math.min(start + length, text.length),
            }))
            .sort((a, b) => a.start - b.start);
          const server = segmentVerse(text, tokens, matches);
          const client = resultSegments({ text: inlineTaggedText(segmentVerse(text, tokens)), matches });
          expect(client.map((segment) => segment.text).join('')).toBe(text);
          expect(layout(client)).toEqual(layout(server));
        },
      ),
      { numRuns: 500 },
    );
  });
});
