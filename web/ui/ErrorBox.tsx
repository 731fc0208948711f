import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';

interface ErrorBoxProps {
  /** "Error" unless the catalogue names the failure (a search: "Search failed"). */
  title?: string;
  message: string;
  /** A second, smaller line beneath the message: the reason the server or the network gave. */
  detail?: string;
  onRetry?: () => void;
  /** Shown under the message: what to do instead (links to the nearest books, for instance). */
  children?: ReactNode;
}

/** The error box: a title ("Error" by default), the message and an optional Try Again button. */
export function ErrorBox({ title = 'Error', message, detail, onRetry, children }: ErrorBoxProps) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-danger-600/40 bg-white p-5">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
      <div className="min-w-0">
        <p className="font-semibold text-danger-600">{title}</p>
        <p className="mt-1 break-words text-ink">{message}</p>
        {detail ? <p className="mt-1 text-sm break-words text-muted">{detail}</p> : null}
        {children}
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
