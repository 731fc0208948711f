export interface NavItem {
  label: string;
  to: string;
  /** A shorter label for phones, where the accessible name stays `label`. */
  short?: string;
}

/** The header's navigation, in order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Search', to: '/' },
  { label: 'Timeline', to: '/timeline' },
  { label: 'Devotional', to: '/devotional' },
  { label: 'Support', to: '/support' },
];

/** Whether a nav item is the current page: `/` only on the home page, the others on their path and below. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

/**
 * The study tools, one click from every page in the header's second row (decision 235): the reader opens at
 * Genesis 1, the concordance at its index, Hebrew learning at its first list, the curriculum at its dashboard
 * (decision 265).
 */
export const STUDY_ITEMS: readonly NavItem[] = [
  { label: 'Read the Bible', short: 'Read', to: '/bible/Gen/1' },
  { label: 'Concordance', to: '/concordance' },
  { label: 'Hebrew', to: '/hebrew-learning' },
  { label: 'Curriculum', to: '/curriculum' },
];

/** Whether a study item is the current page: the reader on any /bible address, the concordance on its entries and lexicons, Hebrew on every Hebrew page, the curriculum on its weeks and students. */
export function isStudyItemActive(item: NavItem, pathname: string): boolean {
  if (item.to.startsWith('/bible/')) return pathname.startsWith('/bible/');
  if (item.to === '/curriculum') return pathname === '/curriculum' || pathname.startsWith('/curriculum/');
  if (item.to === '/concordance')
    return /^\/(concordance|strongs|hebrew-lexicon|greek-lexicon)(\/|$)/.test(pathname);
  return /^\/hebrew-(?!lexicon)/.test(pathname);
}
