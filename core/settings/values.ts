/** The types a system setting's value may have; a string with `options` is a choice. */
export const SETTING_DATA_TYPES = ['string', 'number', 'boolean', 'json'] as const;
export type SettingDataType = (typeof SETTING_DATA_TYPES)[number];

/** String values longer than this are edited in a multi-line box. */
export const MULTILINE_AFTER_CHARS = 50;

/** How a protected value is shown: never in full. */
export function maskSecret(value: string): string {
  if (value === '') return '';
  return value.length <= 4 ? '••••' : `••••${value.slice(-2)}`;
}

/** The numbers a number setting may hold: `from` to `to`, whole numbers only unless `fractions`. */
export interface SettingRange {
  from: number;
  to: number;
  fractions?: boolean;
}

/** What a string setting must look like besides its options: `email` is an address or nothing. */
export type SettingFormat = 'email';

/** An email address as a form would accept it: something, @, a domain with a dot; no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks a value against its setting's type (and, for the catalogue's settings, its range or format):
 * answers the sentence to show (naming `value`), or undefined when the value is acceptable. Used by the
 * server (the rule) and the settings panel (early feedback).
 */
export function settingValueError(
  dataType: SettingDataType,
  value: string,
  options?: readonly string[] | null,
  rules: { range?: SettingRange | undefined; format?: SettingFormat | undefined } = {},
): string | undefined {
  switch (dataType) {
    case 'number': {
      if (value.trim() === '' || !Number.isFinite(Number(value)))
        return 'value must be a number (for example 30 or 2.5)';
      const range = rules.range;
      if (!range) return undefined;
      const number = Number(value);
      if (number < range.from || number > range.to || (!range.fractions && !Number.isInteger(number)))
        return `value must be a ${range.fractions ? 'number' : 'whole number'} from ${range.from} to ${range.to}`;
      return undefined;
    }
    case 'boolean':
      if (value !== 'true' && value !== 'false') return 'value must be true or false';
      return undefined;
    case 'json':
      try {
        JSON.parse(value);
        return undefined;
      } catch (error) {
        return `value must be valid JSON: ${(error as Error).message}`;
      }
    case 'string':
      if (options && options.length > 0 && !options.includes(value))
        return `value must be one of: ${options.join(', ')}`;
      if (rules.format === 'email' && value.trim() !== '' && !EMAIL.test(value.trim()))
        return 'value must be an email address (name@example.org), or empty';
      return undefined;
  }
}
