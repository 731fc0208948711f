import { describe, expect, it } from 'vitest';
import { isNavItemActive, NAV_ITEMS } from './navItems';

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
