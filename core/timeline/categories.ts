/** The ten timeline categories (value = label), in the order of the story. Zod-free for the web. */
export const TIMELINE_CATEGORIES = [
  { value: 'creation', label: 'Creation' },
  { value: 'patriarchs', label: 'Patriarchs' },
  { value: 'exodus', label: 'Exodus & Wilderness' },
  { value: 'judges', label: 'Judges' },
  { value: 'kings', label: 'Kings' },
  { value: 'exile', label: 'Exile' },
  { value: 'return', label: 'Return' },
  { value: 'intertestamental', label: 'Intertestamental' },
  { value: 'jesus', label: 'Life of Yahusha' },
  { value: 'church', label: 'Early Church' },
] as const;

export type TimelineCategory = (typeof TIMELINE_CATEGORIES)[number]['value'];

export const TIMELINE_CATEGORY_VALUES = TIMELINE_CATEGORIES.map((c) => c.value) as [
  TimelineCategory,
  ...TimelineCategory[],
];

export function categoryLabel(value: string): string {
  return TIMELINE_CATEGORIES.find((c) => c.value === value)?.label ?? value;
}

/** A person or place named in an event, with its Strong's number where it is matched reliably. */
export interface KeyFigure {
  name: string;
  strongs?: string;
}

/** One event as the content files hold it. */
export interface TimelineEventContent {
  id: string;
  title: string;
  /** The date as readers know it: "c. 1446 BC", "AD 30". */
  date: string;
  /** Sortable year: negative before Christ (1446 BC = -1446), positive after. */
  year: number;
  /** The commonly held scholarly date, given only where it differs from `date` by more than a century. */
  scholarlyDate?: string;
  era: string;
  category: TimelineCategory;
  description: string;
  location?: string;
  keyFigures?: KeyFigure[];
  scripture: string[];
}

/**
 * The chronology the dates follow: the traditional one built from the Bible's own numbers (Ussher-style,
 * with the early Exodus of 1 Kings 6:1), with the scholarly date beside it where they differ by over a century.
 */
export const TIMELINE_CHRONOLOGY =
  'Traditional chronology from the Bible’s own figures (Ussher-style, Exodus c. 1446 BC); where the common scholarly date differs by more than a century, it is shown too.';
