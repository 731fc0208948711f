import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectProps {
  label: string;
  value: string;
  options: SelectOption[];
  onValueChange: (value: string) => void;
  disabled?: boolean;
  /** Shown in the trigger while the options are not known yet. */
  placeholder?: string;
  className?: string;
}

/** A labelled single-choice list built on Radix Select (keyboard and screen-reader friendly). */
export function Select({
  label,
  value,
  options,
  onValueChange,
  disabled,
  placeholder,
  className = '',
}: SelectProps) {
  const labelId = useId();
  return (
    <div className={`grid min-w-0 grid-cols-[minmax(0,1fr)] gap-1.5 ${className}`}>
      <span id={labelId} className="text-sm font-medium text-ink">
        {label}
      </span>
      <SelectPrimitive.Root value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectPrimitive.Trigger
          aria-labelledby={labelId}
          className="inline-flex min-h-11 w-full items-center justify-between gap-2 rounded-md border border-gray-400 bg-white px-3 py-2 text-left text-ink disabled:opacity-60"
        >
          <span className="truncate">
            <SelectPrimitive.Value placeholder={placeholder} />
          </span>
          <SelectPrimitive.Icon>
            <ChevronDown aria-hidden="true" className="size-4 text-muted" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-gray-300 bg-white shadow-lg"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className="relative flex cursor-pointer items-center rounded py-2 pr-3 pl-8 text-ink outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:text-gray-500 data-[highlighted]:bg-brand-50"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2">
                    <Check aria-hidden="true" className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </div>
  );
}
