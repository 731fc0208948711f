/** A labelled progress bar with its percent written out; `detail` adds e.g. the verse counts. */
export function ProgressBar({ label, value, detail }: { label: string; value: number; detail?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="text-muted">
          {percent}%{detail ? ` · ${detail}` : ''}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 overflow-hidden rounded-full bg-parchment-dark"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
