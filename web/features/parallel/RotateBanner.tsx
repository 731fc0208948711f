import { Smartphone } from 'lucide-react';

/** Under 768 px the two columns are narrow: the spec's banner suggests turning the phone. */
export function RotateBanner() {
  return (
    <p
      role="note"
      className="mb-3 flex items-center gap-2 rounded-md border border-gold-500 bg-gold-300/40 px-3 py-2 text-sm font-medium text-brand-900 md:hidden"
    >
      <Smartphone aria-hidden="true" className="size-4 shrink-0 rotate-90" />
      Rotate device for better view
    </p>
  );
}
