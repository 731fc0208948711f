/* Dates and bounds of timeline events: free of the reference parser, so the web form can use them. */

/** Bounds of a reader's own events (decision 161). */
export const READER_EVENT_LIMITS = {
  title: 200,
  date: 60,
  description: 4000,
  location: 200,
  keyFigures: 20,
  scripture: 20,
  item: 100,
  eventsPerReader: 500,
} as const;

/**
 * The sortable year of a date as readers write it: "c. 1446 BC" → -1446, "AD 30" → 30, "30 CE" → 30,
 * "1517" → 1517. Undefined when the text holds no year. A range ("1010-970 BC") sorts by its first year.
 */
export function yearOfDate(date: string): number | undefined {
  const match = /(\d{1,5})/.exec(date);
  if (!match) return undefined;
  const year = Number(match[1]);
  if (year === 0) return undefined;
  return /\bB\.?\s?C\.?(E\.?)?\b/i.test(date) ? -year : year;
}
