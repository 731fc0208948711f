import { Select, type SelectOption } from '../../ui/Select';

interface ComparisonPickerProps {
  value: string;
  options: SelectOption[];
  onValueChange: (code: string) => void;
}

/**
 * Until the special edition is installed (decision 072), the reader compares with any installed version: only
 * installed versions are offered, without a notice about the one that is missing (decision 261).
 */
export function ComparisonPicker({ value, options, onValueChange }: ComparisonPickerProps) {
  return (
    <Select
      label="Compare with"
      inline
      value={value}
      options={options}
      onValueChange={onValueChange}
      className="mb-3 sm:max-w-md"
    />
  );
}
