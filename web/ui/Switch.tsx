import { useId, type ReactNode } from 'react';

interface SwitchProps {
  /** The switch's name; a part in `max-sm:sr-only` shortens what a phone shows without changing the name. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * A labelled on/off switch: a native button with role="switch" and aria-checked (decision 224), the markup Radix
 * Switch drew (data-state for the styles) without its 11 KB in every page's first script. Enter and Space
 * press it as they press any button; the label's click reaches it through `htmlFor`.
 */
export function Switch({ label, checked, onCheckedChange, disabled }: SwitchProps) {
  const id = useId();
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <button
        type="button"
        role="switch"
        id={id}
        aria-checked={checked}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className="relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-gray-500 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
      >
        <span
          data-state={state}
          className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]"
        />
      </button>
      <label htmlFor={id} className="text-sm font-medium text-ink select-none">
        {label}
      </label>
    </div>
  );
}
