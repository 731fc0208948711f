import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineTaggedText, segmentVerse } from './segments';

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
