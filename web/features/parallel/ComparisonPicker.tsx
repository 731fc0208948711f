import { Info } from 'lucide-react';
import { Select, type SelectOption } from '../../ui/Select';

interface ComparisonPickerProps {
  special: string;
  value: string;
  options: SelectOption[];
  onValueChange: (code: string) => void;
}

/** Until the special edition is installed (decision 072), the reader compares with any installed version. */
export function ComparisonPicker({ special, value, options, onValueChange }: ComparisonPickerProps) {
  return (
    <div className="mb-4 grid gap-3 rounded-lg border border-parchment-dark bg-white p-4 sm:grid-cols-[1fr_16rem] sm:items-center">
      <p className="flex items-start gap-2 text-ink">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <span>
          {special.toUpperCase()} is not installed on this site. Compare with another installed version
          instead.
        </span>
      </p>
      <Select label="Compare with" value={value} options={options} onValueChange={onValueChange} />
    </div>
  );
}
