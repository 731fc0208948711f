/** Lessons done out of the course's lessons, as a bar and in words. */
export function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const percent = total ? Math.round((done / total) * 100) : 0;
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} lessons`}
        className="h-2.5 overflow-hidden rounded-full bg-parchment-dark"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted">
        {done} of {total} lessons done ({percent}%)
      </p>
    </div>
  );
}
