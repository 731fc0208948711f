import type { ReactNode } from 'react';
import type { AdminTabKey } from './adminTabs';

/** What each later tab will hold (spec "Admin Dashboard" and section 3), said plainly instead of a fake list. */
export const PLANNED_TABS: Partial<Record<AdminTabKey, { heading: string; body: ReactNode }>> = {
  ads: {
    heading: 'Advertisements',
    body: (
      <ul className="list-disc pl-5">
        <li>
          A form for an advertisement: title, HTML content, position (sidebar, results, header or footer), an
          optional link and an active switch.
        </li>
        <li>The list of advertisements, to edit or switch off.</li>
      </ul>
    ),
  },
  content: {
    heading: 'Content Boxes',
    body: (
      <ul className="list-disc pl-5">
        <li>
          A form for a content box: title, HTML content, position (homepage, search, results, about or
          sidebar) and an active switch.
        </li>
        <li>The list of content boxes shown around the site.</li>
      </ul>
    ),
  },
  pages: {
    heading: 'Custom Pages',
    body: (
      <ul className="list-disc pl-5">
        <li>A form for a page: title, slug, HTML content and a Published switch.</li>
        <li>The list of pages, each public at /pages/&#123;slug&#125;.</li>
      </ul>
    ),
  },
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
