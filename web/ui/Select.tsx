import { ChevronDown } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type * as RadixSelectModule from './RadixSelect';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  value: string;
  options: SelectOption[];
  onValueChange: (value: string) => void;
  disabled?: boolean;
  /** Shown in the trigger while the options are not known yet. */
  placeholder?: string;
  className?: string;
  /** Extra classes for the label, e.g. `max-sm:sr-only` where the chosen value speaks for itself on a phone. */
  labelClassName?: string;
  /** The label beside the list rather than above it. */
  inline?: boolean;
}

type RadixModule = typeof RadixSelectModule;

let radix: RadixModule | undefined;
let loading: Promise<RadixModule> | undefined;

/** Loads Radix Select (with floating-ui, a fifth of a page's script) once, the first time a list is reached for. */
function loadRadix(): Promise<RadixModule> {
  loading ??= import('./RadixSelect').then((module) => (radix = module));
  return loading;
}

/** The label and its list: one above the other, or side by side. */
export function selectFrame(inline = false): string {
  return `grid min-w-0 ${inline ? 'grid-cols-[auto_minmax(0,1fr)] items-center gap-3' : 'grid-cols-[minmax(0,1fr)] gap-1.5'}`;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * A labelled single-choice list (Radix Select: keyboard and screen-reader friendly). The page first shows a
 * trigger that looks and is named the same, and loads Radix when the reader points at it, focuses it or opens
 * it; the list then opens as asked (decision 222). Pages therefore carry no Radix Select code until it is used,
 * and the server's HTML and the browser's first render are the same.
 */
export function Select(props: SelectProps) {
  const labelId = useId();
  const [radixAtFirstRender] = useState(radix);
  const [module, setModule] = useState<RadixModule | undefined>(radix);
  const [focus, setFocus] = useState(false);

  if (module) {
    return (
      <module.RadixSelect
        {...props}
        labelId={labelId}
        defaultOpen={module !== radixAtFirstRender}
        autoFocus={focus}
      />
    );
  }

  const { label, value, options, disabled, placeholder, className = '', labelClassName = '', inline } = props;
  const chosen = options.find((option) => option.value === value);
  // Opening: Radix takes the stand-in's place, open, with the focus where the stand-in had it.
  const open = () => {
    setFocus(document.activeElement?.id === `${labelId}-trigger`);
    void loadRadix().then(setModule);
  };
  return (
    <div className={`${selectFrame(inline)} ${className}`}>
      <span id={labelId} className={`text-sm font-medium text-ink ${labelClassName}`}>
        {label}
      </span>
      <button
        id={`${labelId}-trigger`}
        type="button"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        aria-labelledby={labelId}
        disabled={disabled}
        data-state="closed"
        {...(chosen ? {} : { 'data-placeholder': '' })}
        onPointerEnter={() => void loadRadix()}
        onFocus={() => void loadRadix()}
        onClick={open}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.has(event.key)) return;
          event.preventDefault();
          open();
        }}
        className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-gray-400 bg-white px-3 py-2 text-left text-ink disabled:opacity-60"
      >
        <span className="truncate">
          <span style={{ pointerEvents: 'none' }}>{chosen ? chosen.label : (placeholder ?? '')}</span>
        </span>
        <span aria-hidden="true">
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </span>
      </button>
    </div>
  );
}
