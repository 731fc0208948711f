import type { ReactNode } from 'react';
import type { AdminTabKey } from './adminTabs';

/** What each later tab will hold, said plainly instead of a fake list. */
export const PLANNED_TABS: Partial<Record<AdminTabKey, { heading: string; body: ReactNode }>> = {};
