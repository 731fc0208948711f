import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';

interface NoteFormProps {
  /** The textarea's id; the error line's id adds `-error`. */
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

/**
 * The administrator's written note that closes a repair task (its remedy) or an error report (its resolution).
 * The card keeps the text, so Cancel and opening the form again bring back what was typed.
 */
export function NoteForm({
  id,
  label,
  value,
  error,
  onChange,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: NoteFormProps) {
  return (
    <form onSubmit={onSubmit} className="mt-3 grid gap-2" noValidate>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={2000}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="rounded border border-parchment-dark p-2"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={pending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
