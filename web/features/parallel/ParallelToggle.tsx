import { Columns2 } from 'lucide-react';
import { useEffect, useRef } from 'react';

const FLOURISH_MS = 1500;
/** The flourish also greets the reader this long after the toggle first appears. */
const FIRST_FLOURISH_DELAY_MS = 500;

interface ParallelToggleProps {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The visual flourish (1.5 s): a golden glow that swells and fades; skipped when motion is reduced. */
function flourish(element: HTMLElement | null): void {
  if (!element || prefersReducedMotion() || typeof element.animate !== 'function') return;
  element.dataset.flourish = 'running';
  const animation = element.animate(
    [
      { boxShadow: '0 0 0 0 rgba(201, 162, 39, 0)', transform: 'scale(1)' },
      { boxShadow: '0 0 0 6px rgba(201, 162, 39, 0.55)', transform: 'scale(1.06)', offset: 0.25 },
      { boxShadow: '0 0 18px 10px rgba(201, 162, 39, 0.25)', transform: 'scale(1)', offset: 0.6 },
      { boxShadow: '0 0 0 0 rgba(201, 162, 39, 0)', transform: 'scale(1)' },
    ],
    { duration: FLOURISH_MS, easing: 'ease-out' },
  );
  animation.onfinish = () => delete element.dataset.flourish;
}

/**
 * The search form's PARALLEL toggle: each flip plays a short synthetic mechanical sound (0.6 s) and a
 * flourish (1.5 s); a flourish also plays half a second after the toggle first appears.
 */
export function ParallelToggle({ pressed, onPressedChange }: ParallelToggleProps) {
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => flourish(button.current), FIRST_FLOURISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  function toggle() {
    const next = !pressed;
    onPressedChange(next);
    // The sound's code loads on the first flip, not with the page (decision 368).
    void import('./mechanicalClick').then((module) => module.playMechanicalClick(next));
    flourish(button.current);
  }

  return (
    <button
      ref={button}
      type="button"
      aria-pressed={pressed}
      onClick={toggle}
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
