import type { ReactNode } from 'react';

/** Hebrew shown right-to-left in the Hebrew font; `size` picks a Tailwind text size. */
export function HebrewText({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <span lang="he" dir="rtl" className={`font-hebrew ${className}`}>
      {children}
    </span>
  );
}
