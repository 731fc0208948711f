import { describe, expect, it } from 'vitest';
import { isNavItemActive, isStudyItemActive, NAV_ITEMS, STUDY_ITEMS } from './navItems';

const [search, timeline] = NAV_ITEMS;

describe('isNavItemActive', () => {
  it('marks Search only on the home page', () => {
    expect(isNavItemActive(search!, '/')).toBe(true);
    expect(isNavItemActive(search!, '/timeline')).toBe(false);
  });

  it('marks a section on its own path and below, not on look-alikes', () => {
    expect(isNavItemActive(timeline!, '/timeline')).toBe(true);
    expect(isNavItemActive(timeline!, '/timeline/exodus')).toBe(true);
    expect(isNavItemActive(timeline!, '/timelines')).toBe(false);
  });
});

describe('isStudyItemActive', () => {
  const [reader, concordance, hebrew, curriculum] = STUDY_ITEMS;

  it('marks the reader on any chapter, not only the one it links to', () => {
    expect(isStudyItemActive(reader!, '/bible/John/3/16')).toBe(true);
    expect(isStudyItemActive(reader!, '/concordance')).toBe(false);
  });

  it('marks the concordance on its entries and lexicons, Hebrew on every Hebrew page', () => {
    expect(isStudyItemActive(concordance!, '/concordance/H7225')).toBe(true);
    expect(isStudyItemActive(concordance!, '/strongs/G26')).toBe(true);
    expect(isStudyItemActive(concordance!, '/strongs-results')).toBe(false);
    expect(isStudyItemActive(hebrew!, '/hebrew-alefbet')).toBe(true);
    expect(isStudyItemActive(hebrew!, '/hebrew-lexicon')).toBe(false);
  });

  it('marks the curriculum on its dashboard, weeks and students, and nothing else there', () => {
    expect(isStudyItemActive(curriculum!, '/curriculum')).toBe(true);
    expect(isStudyItemActive(curriculum!, '/curriculum/week/3')).toBe(true);
    expect(isStudyItemActive(curriculum!, '/curriculums')).toBe(false);
    expect(isStudyItemActive(hebrew!, '/curriculum')).toBe(false);
  });
});
