import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../../app/routing';
import { describe, expect, it } from 'vitest';
import type { WordEntry } from './hebrewApi';
import { fromWords } from './studyItems';
import { StudyTable } from './StudyTable';

const words: WordEntry[] = [
  {
    rank: 1,
    strongs: 'H853',
    headword: 'אֵת',
    transliteration: 'ʼêth',
    pronunciation: 'ayth',
    gloss: '(sign of the object)',
    definition:
      'properly, self (but generally used to point out more definitely the object of a verb or preposition)',
    partOfSpeech: 'Particle',
    occurrences: 10978,
  },
  {
    rank: 16,
    strongs: 'H3478',
    headword: 'יִשְׂרָאֵל',
    transliteration: 'Yisrâʼêl',
    pronunciation: 'yis-raw-ale',
    gloss: 'Israel',
    definition: 'he will rule as God; Jisraël, a symbolical name of Jacob',
    partOfSpeech: 'Proper Name Masculine',
    occurrences: 2506,
  },
];

describe('the 500 Basic Words list', () => {
  it("shows each word's learner gloss with the Strong's definition beside it", () => {
    const items = fromWords(words);
    expect(items.map(({ english, definition }) => ({ english, definition }))).toEqual([
      { english: '(sign of the object)', definition: words[0]!.definition },
      { english: 'Israel', definition: words[1]!.definition },
    ]);
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <StudyTable items={items} caption="500 Basic Words" detailsLabel="Occurrences" />
      </MemoryRouter>,
    );
    const rows = markup.split('<tr').slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('>(sign of the object)</span>');
    expect(rows[0]).toContain('Strong’s:</span> properly, self (but generally used');
    expect(rows[1]).toContain('>Israel</span>');
    expect(rows[1]).toContain('Strong’s:</span> he will rule as God; Jisraël');
    expect(rows[1]).toContain('href="/concordance/H3478"');
  });
});
