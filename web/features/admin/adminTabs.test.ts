import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminTabFromParam } from './adminTabs';

describe('adminTabFromParam', () => {
  it('keeps every tab key of the dashboard', () => {
    expect(ADMIN_TABS.map((tab) => tab.key)).toEqual([
      'upload',
      'status',
      'sql-import',
      'converter',
      'ads',
      'content',
      'pages',
      'admin-bot',
      'email',
      'settings',
      'donations',
    ]);
    for (const tab of ADMIN_TABS) expect(adminTabFromParam(tab.key)).toBe(tab.key);
  });

  it('falls back to upload when the URL names no tab or an unknown one', () => {
    expect(adminTabFromParam(null)).toBe('upload');
    expect(adminTabFromParam(undefined)).toBe('upload');
    expect(adminTabFromParam('')).toBe('upload');
    expect(adminTabFromParam('Status')).toBe('upload');
    expect(adminTabFromParam('emails')).toBe('upload');
  });
});
