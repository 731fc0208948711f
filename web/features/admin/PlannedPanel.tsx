import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

/** An honest placeholder for a dashboard tab whose feature arrives with a later issue: what it will hold. */
export function PlannedPanel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="planned-heading" className="rounded-lg border border-gold-500 bg-white p-5">
      <h2 id="planned-heading" className="font-serif text-2xl font-bold text-brand-800">
        {heading}
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <Construction aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-gold-700" />
        <div className="grid gap-2 text-muted">
          <p>
            <strong className="font-semibold text-ink">Not available yet.</strong> This tool is still being
            built. When it arrives, this tab will hold:
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}
