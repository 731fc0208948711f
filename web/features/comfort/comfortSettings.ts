/**
 * Readers' comfort settings: text size and theme, kept in localStorage and applied as attributes of <html>
 * (`data-text-size`, `data-theme`) that styles.css reads. web/public/comfort.js applies the same before the
 * first paint (decision 238); keep the key and the values in step with it.
 */

export const COMFORT_STORAGE_KEY = 'oc-comfort';

export const TEXT_SIZES = ['small', 'normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export type Theme = 'light' | 'dark';

export interface ComfortSettings {
  textSize: TextSize;
  theme: Theme;
}

export const DEFAULT_COMFORT: ComfortSettings = { textSize: 'normal', theme: 'light' };

export const TEXT_SIZE_LABELS: Record<TextSize, string> = {
  small: 'Small',
  normal: 'Normal',
  large: 'Large',
  larger: 'Larger',
};

/** The settings a stored text describes; anything unreadable or unknown falls back to the defaults. */
export function parseComfort(stored: string | null): ComfortSettings {
  if (!stored) return DEFAULT_COMFORT;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof ComfortSettings, unknown>>;
    return {
      textSize: TEXT_SIZES.includes(value.textSize as TextSize)
        ? (value.textSize as TextSize)
        : DEFAULT_COMFORT.textSize,
      theme: value.theme === 'dark' ? 'dark' : 'light',
    };
  } catch {
    return DEFAULT_COMFORT;
  }
}

/** The stored settings; defaults when storage is unavailable (private mode, blocked cookies). */
export function readComfort(): ComfortSettings {
  try {
    return parseComfort(window.localStorage.getItem(COMFORT_STORAGE_KEY));
  } catch {
    return DEFAULT_COMFORT;
  }
}

/** Puts the settings on <html> and remembers them (storage failures only lose the memory, not the change). */
export function applyComfort(settings: ComfortSettings): void {
  const root = document.documentElement;
  root.dataset.textSize = settings.textSize;
  root.dataset.theme = settings.theme;
  root.style.colorScheme = settings.theme;
  try {
    window.localStorage.setItem(COMFORT_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Nothing to do: the page still shows the choice until it is reloaded.
  }
}
