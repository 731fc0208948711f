export interface NavItem {
  label: string;
  to: string;
}

/** The header's navigation, in order (reader-side spec, "Shared frame"). */
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
