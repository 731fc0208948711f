/** The dashboard's tabs: key in the URL (`/admin?tab=status`) and label. */
export const ADMIN_TABS = [
  { key: 'upload', label: 'Bible Upload' },
  { key: 'status', label: 'Import Status' },
  { key: 'sql-import', label: 'SQL Import' },
  { key: 'converter', label: 'Text to SQL' },
  { key: 'ads', label: 'Advertisements' },
  { key: 'content', label: 'Content Boxes' },
  { key: 'pages', label: 'Custom Pages' },
  { key: 'admin-bot', label: 'ADMIN BOT' },
  { key: 'email', label: 'Email Test' },
  { key: 'settings', label: 'System Settings' },
  { key: 'donations', label: 'Donations' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

/** The tab shown when the URL names none (or one that does not exist). */
export const DEFAULT_ADMIN_TAB: AdminTabKey = 'upload';

/** The query parameter holding the selected tab. */
export const ADMIN_TAB_PARAM = 'tab';

/** Reads the selected tab from the URL's `tab` parameter; anything unknown falls back to the default. */
export function adminTabFromParam(value: string | null | undefined): AdminTabKey {
  return ADMIN_TABS.find((tab) => tab.key === value)?.key ?? DEFAULT_ADMIN_TAB;
}
