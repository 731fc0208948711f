import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';

interface ErrorStateProps {
  title?: string;
  message: ReactNode;
  /** Shown as a Try Again button when given. */
  onRetry?: () => void;
  children?: ReactNode;
}

/** The error box of the catalogue: a title ("Error" by default), a message and an optional Try Again. */
export function ErrorState({ title = 'Error', message, onRetry, children }: ErrorStateProps) {
  return (
    <div role="alert" className="rounded-lg border border-danger-600/40 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <AlertTriangle aria-hidden="true" className="mt-1 size-6 shrink-0 text-danger-600" />
        <div className="min-w-0">
          <h2 className="font-serif text-xl font-bold text-brand-800">{title}</h2>
          <div className="mt-2 text-muted">{message}</div>
          <div className="mt-4 flex flex-wrap gap-3">
            {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
