import type { SettingChange, SystemSetting } from '../../core/api/settings';
import { maskSecret, type SettingDataType } from '../../core/settings/values';
import type { SettingDefinition } from './settings.catalogue';
import type { SettingChangeRow, SettingRow } from './settings.repository';

/** What describes a setting, whether it comes from the catalogue or from an administrator. */
export interface SettingShape {
  key: string;
  category: string;
  dataType: SettingDataType;
  label: string;
  description: string;
  defaultValue: string | null;
  options: string[] | null;
  isProtected: boolean;
  isSystem: boolean;
}

/** A catalogue setting's description, as the answer carries it. */
export function settingFromDefinition(definition: SettingDefinition): SettingShape {
  return {
    key: definition.key,
    category: definition.category,
    dataType: definition.dataType,
    label: definition.label,
    description: definition.description,
    defaultValue: definition.defaultValue,
    options: definition.options ? [...definition.options] : null,
    isProtected: definition.isProtected ?? false,
    isSystem: true,
  };
}

/** The description of a setting an administrator added, from its row. */
export function settingFromRow(row: SettingRow): SettingShape {
  return {
    key: row.key,
    category: row.category,
    dataType: row.dataType,
    label: row.label,
    description: row.description,
    defaultValue: row.defaultValue,
    options: row.options && row.options.length > 0 ? row.options : null,
    isProtected: row.isProtected,
    isSystem: row.isSystem,
  };
}

/** A value as administrators see it, in answers and in the audit of changes: masked when protected. */
export function shownValue(value: string, isProtected: boolean): string {
  return isProtected ? maskSecret(value) : value;
}

/** A setting as the dashboard sees it: its value (protected ones masked), when it changed and who changed it last. */
export function presentSetting(
  shape: SettingShape,
  row: SettingRow | undefined,
  change: SettingChangeRow | undefined,
): SystemSetting {
  const value = row?.value ?? shape.defaultValue ?? '';
  return {
    ...shape,
    value: shownValue(value, shape.isProtected),
    hasValue: value !== '',
    defaultValue: shape.defaultValue === null ? null : shownValue(shape.defaultValue, shape.isProtected),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    lastChange: change ? presentSettingChange(change) : null,
  };
}

function presentSettingChange(change: SettingChangeRow): SettingChange {
  return {
    changedBy: change.changedByUsername,
    changedAt: change.changedAt.toISOString(),
    oldValue: change.oldValue,
    newValue: change.newValue,
  };
}
