import type { BibleVersion } from '../../api/types';
import { Select, type SelectOption } from '../../ui/Select';
import { useVersions } from './useVersions';

/** Versions not yet imported are listed but cannot be chosen. */
export function versionOptions(versions: readonly BibleVersion[]): SelectOption[] {
  return versions.map((version) => ({
    value: version.code,
    label: version.installed ? version.name : `${version.name} (not installed)`,
    disabled: !version.installed,
  }));
}

interface VersionSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
}

export function VersionSelect({ value, onValueChange, className }: VersionSelectProps) {
  const { data: versions, isPending, isError } = useVersions();
  const placeholder = isPending
    ? 'Loading versions…'
    : isError
      ? 'Versions unavailable'
      : value.toUpperCase();
  return (
    <Select
      label="Version"
      value={versions ? value : ''}
      options={versions ? versionOptions(versions) : []}
      onValueChange={onValueChange}
      disabled={!versions}
      placeholder={placeholder}
      className={className}
    />
  );
}
