import { useId, type ComponentProps } from 'react';

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string | undefined };

/** A labelled text input with an optional error message tied to it for screen readers. */
export function TextField({ label, error, id, className = '', ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-10 rounded-md border border-gray-400 bg-white px-3 py-2 text-ink placeholder:text-gray-600 aria-[invalid=true]:border-danger-600 ${className}`}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
