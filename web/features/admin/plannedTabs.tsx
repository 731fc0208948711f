import type { ReactNode } from 'react';
import type { AdminTabKey } from './adminTabs';

/** What each later tab will hold (spec "Admin Dashboard" and section 3), said plainly instead of a fake list. */
export const PLANNED_TABS: Partial<Record<AdminTabKey, { heading: string; body: ReactNode }>> = {
  'admin-bot': {
    heading: 'ADMIN BOT',
    body: (
      <ul className="list-disc pl-5">
        <li>Prime directive: instructions with a priority from 0 to 100, switched on or off.</li>
        <li>Log, live repairs, error reports and agent instructions, each on its own sub-tab.</li>
      </ul>
    ),
  },
};
