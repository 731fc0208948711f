import { Columns2 } from 'lucide-react';

interface ParallelToggleProps {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

/** The PARALLEL on/off toggle (its sound and flourish come with the parallel view). */
export function ParallelToggle({ pressed, onPressedChange }: ParallelToggleProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={`inline-flex min-h-10 items-center gap-2 rounded-md border-2 px-4 font-semibold tracking-widest transition-colors ${
        pressed
          ? 'border-gold-700 bg-gold-300 text-brand-900'
          : 'border-brand-700 bg-white text-brand-700 hover:bg-brand-50'
      }`}
    >
      <Columns2 aria-hidden="true" className="size-4" />
      PARALLEL
    </button>
  );
}
