import { AlertTriangle } from 'lucide-react';
import { Button } from '../../ui/Button';

/** The error box of the spec: titled Error, with the message and an optional Try Again button. */
export function ErrorBox({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-danger-600/40 bg-white p-5">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger-600" />
      <div>
        <p className="font-semibold text-danger-600">Error</p>
        <p className="mt-1 text-ink">{message}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
            Try Again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
