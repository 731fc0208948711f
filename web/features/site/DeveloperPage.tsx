import type { ReactNode } from 'react';
import { NotFound } from '../layout/NotFound';
import { Spinner } from '../../ui/Spinner';
import { useSite } from '../site/useSite';

/** Developer pages exist only in development and test mode, or when a setting enables them (decision 073). */
export function DeveloperPage({ children }: { children: ReactNode }) {
  const site = useSite();
  if (site.isPending) return <Spinner label="Loading…" />;
  if (!site.data?.developerPages) return <NotFound />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <p className="mb-4 inline-block rounded-full bg-gold-300 px-3 py-1 text-xs font-semibold text-brand-900">
        Developer page
      </p>
      {children}
    </div>
  );
}
