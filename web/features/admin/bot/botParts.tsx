import type { ReactNode } from 'react';
import { ApiError } from '../../../api/client';

/** The server's reason for a failed change, shown in the toast. */
export const reason = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

const badgeColours: Record<string, string> = {
  success: 'bg-green-100 text-green-900',
  completed: 'bg-green-100 text-green-900',
  resolved: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  pending: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-blue-100 text-blue-900',
  info: 'bg-blue-100 text-blue-900',
  error: 'bg-red-100 text-red-900',
  failed: 'bg-red-100 text-red-900',
};

/** A log entry, repair task or error report status as a coloured label. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${badgeColours[status] ?? 'bg-gray-100 text-gray-900'}`}
    >
      {status.replace('_', ' ')}
    </span>
  );
}

/** One directive, task or report in a list; an urgent one has a red edge. */
export function Card({ children, tone = 'plain' }: { children: ReactNode; tone?: 'plain' | 'urgent' }) {
  return (
    <li
      className={`rounded-lg border bg-white p-4 shadow-sm ${tone === 'urgent' ? 'border-danger-600 border-l-4' : 'border-parchment-dark'}`}
    >
      {children}
    </li>
  );
}

/** A sub-tab's panel: its heading, a line on what it shows, then its content. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-parchment-dark bg-white p-5 shadow-sm">
      <h3 id={id} className="font-serif text-xl font-bold text-brand-800">
        {title}
      </h3>
      {intro ? <div className="mt-1 text-sm text-muted">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
