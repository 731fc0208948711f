import { parseReference } from '../reference/parse-reference';
import { TIMELINE_CATEGORY_VALUES, type TimelineCategory } from './categories';
import { READER_EVENT_LIMITS, yearOfDate } from './event-dates';

/** What a reader sends for an event; every field optional so the messages are ours. */
export interface ReaderEventInput {
  title?: string | undefined;
  date?: string | undefined;
  category?: string | undefined;
  description?: string | undefined;
  location?: string | null | undefined;
  keyFigures?: string[] | undefined;
  scripture?: string[] | undefined;
}

export interface ReaderEventValues {
  title: string;
  date: string;
  year: number;
  category: TimelineCategory;
  description: string;
  location: string | null;
  keyFigures: string[];
  scripture: string[];
}

export type ReaderEventCheck =
  { ok: true; values: ReaderEventValues } | { ok: false; field: keyof ReaderEventInput; message: string };

function tidyList(values: string[] | undefined): string[] {
  return (values ?? []).map((value) => value.trim()).filter(Boolean);
}

/**
 * The rules of a reader's event, the same in the form and on the server: a title, a date with a year, one of
 * the ten categories, references our parser reads, and bounded lengths. The first broken rule is answered,
 * naming its field.
 */
export function checkReaderEvent(input: ReaderEventInput): ReaderEventCheck {
  const fail = (field: keyof ReaderEventInput, message: string): ReaderEventCheck => ({
    ok: false,
    field,
    message,
  });
  const L = READER_EVENT_LIMITS;
  const title = input.title?.trim() ?? '';
  if (!title) return fail('title', 'title is required');
  if (title.length > L.title) return fail('title', `title may be at most ${L.title} characters`);
  const date = input.date?.trim() ?? '';
  const year = yearOfDate(date);
  if (!date || year === undefined)
    return fail('date', 'date must contain a year, for example "c. 1446 BC" or "AD 30"');
  if (date.length > L.date) return fail('date', `date may be at most ${L.date} characters`);
  const category = input.category ?? '';
  if (!(TIMELINE_CATEGORY_VALUES as string[]).includes(category))
    return fail('category', `category must be one of ${TIMELINE_CATEGORY_VALUES.join(', ')}`);
  const description = input.description?.trim() ?? '';
  if (description.length > L.description)
    return fail('description', `description may be at most ${L.description} characters`);
  const location = input.location?.trim() || null;
  if (location && location.length > L.location)
    return fail('location', `location may be at most ${L.location} characters`);
  const keyFigures = tidyList(input.keyFigures);
  if (keyFigures.length > L.keyFigures) return fail('keyFigures', `at most ${L.keyFigures} key figures`);
  if (keyFigures.some((name) => name.length > L.item))
    return fail('keyFigures', `a key figure may be at most ${L.item} characters`);
  const scripture = tidyList(input.scripture);
  if (scripture.length > L.scripture) return fail('scripture', `at most ${L.scripture} scripture references`);
  for (const reference of scripture) {
    const parsed = reference.length > L.item ? undefined : parseReference(reference);
    if (!parsed?.ok)
      return fail(
        'scripture',
        `scripture: "${reference.slice(0, L.item)}" is not a reference we can read${parsed && !parsed.ok ? ` (${parsed.message})` : ''}`,
      );
  }
  return {
    ok: true,
    values: {
      title,
      date,
      year,
      category: category as TimelineCategory,
      description,
      location,
      keyFigures,
      scripture,
    },
  };
}
