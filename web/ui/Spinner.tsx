import { LoaderCircle } from 'lucide-react';

/** A labelled loading indicator; screen readers hear the label once. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-12 text-muted ${className}`}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
      <span>{label}</span>
    </div>
  );
}
