/**
 * How wide a dialog may grow, by name: a form or a question is `standard`; a side-by-side study (Strong's
 * analysis) is `wide`. Whole class names, so Tailwind finds them in this file.
 */
export const DIALOG_WIDTHS = { standard: 'max-w-md', wide: 'max-w-6xl' } as const;

export type DialogSize = keyof typeof DIALOG_WIDTHS;
