import { useId } from 'react';
import type { DonationType } from '../../../core/donations/amounts';

interface AmountPickerProps {
  type: DonationType;
  presets: readonly number[];
  preset: number | null;
  custom: string;
  limits: { min: number; max: number; step: number };
  currency: string;
  /** Choosing a preset clears the custom amount. */
  onPreset: (amount: number) => void;
  /** Typing a custom amount clears the preset. */
  onCustom: (value: string) => void;
  error?: string | undefined;
}

const presetClass =
  'min-h-12 rounded-lg border-2 px-3 text-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** The preset buttons and the custom amount of one kind of gift. */
export function AmountPicker(props: AmountPickerProps) {
  const { type, presets, preset, custom, limits, currency, onPreset, onCustom, error } = props;
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const monthly = type === 'monthly';
  return (
    <div className="grid gap-5">
      <fieldset>
        <legend className="mb-3 font-medium text-ink">
          {monthly ? 'Choose a monthly amount' : 'Choose an amount'}
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {presets.map((amount) => {
            const selected = preset === amount;
            return (
              <button
                key={amount}
                type="button"
                aria-pressed={selected}
                onClick={() => onPreset(amount)}
                className={`${presetClass} ${
                  selected
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-parchment-dark bg-white text-brand-800 hover:border-brand-700'
                }`}
              >
                ${amount}
                {monthly ? <span className="text-sm font-normal">/month</span> : null}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          Custom amount ({currency.toUpperCase()}){monthly ? ' per month' : ''}
        </label>
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-lg text-muted">
            $
          </span>
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={limits.min}
            max={limits.max}
            step={limits.step}
            placeholder="Other amount"
            value={custom}
            onChange={(event) => onCustom(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="min-h-11 w-full max-w-xs rounded-md border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-600 aria-[invalid=true]:border-danger-600"
          />
        </div>
        {error ? (
          <p id={errorId} className="text-sm text-danger-600">
            {error}
          </p>
        ) : (
          <p className="text-sm text-muted">
            At least ${limits.min}, at most ${limits.max.toLocaleString('en-US')}.
          </p>
        )}
      </div>
    </div>
  );
}
