import * as SelectPrimitive from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { selectFrame, type SelectProps } from './Select';

interface RadixSelectProps extends SelectProps {
  labelId: string;
  /** Open at once: the reader chose the list before its code had loaded (Select.tsx). */
  defaultOpen: boolean;
  /** Take the focus from the stand-in trigger it replaces. */
  autoFocus: boolean;
}

/** A labelled single-choice list built on Radix Select (keyboard and screen-reader friendly). */
export function RadixSelect({
  label,
  labelId,
  value,
  options,
  onValueChange,
  disabled,
  placeholder,
  className = '',
  labelClassName = '',
  inline,
  defaultOpen,
  autoFocus,
}: RadixSelectProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocus) trigger.current?.focus();
  }, [autoFocus]);
  return (
    <div className={`${selectFrame(inline)} ${className}`}>
      <span id={labelId} className={`text-sm font-medium text-ink ${labelClassName}`}>
        {label}
      </span>
      <SelectPrimitive.Root
        value={value}
        onValueChange={onValueChange}
        disabled={disabled}
        defaultOpen={defaultOpen}
      >
        <SelectPrimitive.Trigger
          ref={trigger}
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
            // Never wider than the room beside the trigger on a phone: a long name wraps instead (decision 261).
            collisionPadding={8}
            className="z-50 max-h-[var(--radix-select-content-available-height)] max-w-[var(--radix-select-content-available-width)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-gray-300 bg-white shadow-lg"
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
