import { Volume2 } from 'lucide-react';
import { useHebrewAudio } from './useHebrewAudio';

interface AudioButtonProps {
  /** The Hebrew to speak. */
  text: string;
  /** What the button says to a screen reader: "Play {label}". */
  label: string;
  /** Distinguishes buttons that speak the same text. */
  id?: string;
}

/** Speaks Hebrew; green and pulsing while it plays (no pulse with reduced motion), back to normal at the end. */
export function AudioButton({ text, label, id }: AudioButtonProps) {
  const { playing, play } = useHebrewAudio();
  const key = id ?? text;
  const active = playing(key);
  return (
    <button
      type="button"
      onClick={() => play(text, key)}
      aria-label={active ? `Playing ${label}` : `Play ${label}`}
      data-state={active ? 'playing' : 'idle'}
      className={`inline-flex size-10 items-center justify-center rounded-full border transition-colors ${
        active
          ? 'border-success-700 bg-success-700 text-white motion-safe:animate-pulse'
          : 'border-brand-100 bg-white text-brand-700 hover:bg-brand-50'
      }`}
    >
      <Volume2 aria-hidden="true" className="size-5" />
    </button>
  );
}
