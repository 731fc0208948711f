import type { BibleVersion } from '../../api/types';
import { Select, type SelectOption } from '../../ui/Select';
import { useVersions } from './useVersions';

/** The version code that searches every installed version at once. */
const ALL_VERSIONS = 'all';

/**
 * The installed versions: choosing one that is not installed can only fail, so those are not offered
 * (decision 237; the catalogue pages list them, marked). One the address already names stays, marked and
 * disabled, so the box shows what the page is showing. With `includeAll`, "All versions" comes last,
 * choosable once at least one version is installed.
 */
export function versionOptions(
  versions: readonly BibleVersion[],
  { includeAll = false, current }: { includeAll?: boolean; current?: string } = {},
): SelectOption[] {
  const options = versions
    .filter((version) => version.installed || version.code === current)
    .map((version) => ({
      value: version.code,
      label: version.installed ? version.name : `${version.name} (not installed)`,
      disabled: !version.installed,
    }));
  if (!includeAll) return options;
  const installed = versions.some((version) => version.installed);
  return [...options, { value: ALL_VERSIONS, label: 'All versions', disabled: !installed }];
}

interface VersionSelectProps {
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  labelClassName?: string;
  /** Offer "All versions" (version=all). */
  includeAll?: boolean;
}

export function VersionSelect({
  value,
  onValueChange,
  className,
  labelClassName,
  includeAll = true,
}: VersionSelectProps) {
  const { data: versions, isPending, isError } = useVersions();
  const placeholder = isPending
    ? 'Loading versions…'
    : isError
      ? 'Versions unavailable'
      : value === ALL_VERSIONS
        ? 'All versions'
        : value.toUpperCase();
  return (
    <Select
      label="Version"
      value={versions ? value : ''}
      options={versions ? versionOptions(versions, { includeAll, current: value }) : []}
      onValueChange={onValueChange}
      disabled={!versions}
      placeholder={placeholder}
      className={className}
      labelClassName={labelClassName}
    />
  );
}
