import type { CommentaryId } from '../../core/api/commentary';
import { KJV } from '../../core/bible/versification';
import type { ProseContext } from '../../core/reference/prose-references';
import type { SwordCommentary } from '../../ingest/readers/sword-commentary';
import { osisToHtml } from './commentary-html';

/** A note as the module numbers it (KJV), before any mapping to a version's numbering. */
export interface KjvNote {
  from: number;
  to: number;
  heading: string;
  html: string;
}

// `<hi type="bold">Verses 1-8</hi>`, `<hi type="bold">Verse 3.</hi>`: where a section of comment starts.
const SECTION = /<hi type="bold">\s*(?:Verses?|Ver\.)\s+(\d+)(?:\s*[-–]\s*(\d+))?\.?\s*<\/hi>/g;
const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title>/g;
const OUTLINE_ROW =
  /<row>\s*<cell>([\s\S]*?)<\/cell>\s*<cell>\s*\((\d+)(?:\s*[-–]\s*(\d+))?\)\s*<\/cell>\s*<\/row>/g;

function rangeHeading(from: number, to: number): string {
  return from === to ? `Verse ${from}` : `Verses ${from}-${to}`;
}

function plain(markup: string): string {
  return markup.replace(/<[^>]+>/g, '').trim();
}

/** The markup split at each section mark into the text before the first and each section with its verses. */
function splitSections(
  markup: string,
  lastVerse: number,
  here: ProseContext,
): { before: string; sections: KjvNote[] } {
  const marks = [...markup.matchAll(SECTION)];
  const sections: KjvNote[] = [];
  marks.forEach((mark, index) => {
    const from = Math.min(Number(mark[1]), lastVerse);
    const to = Math.max(from, Math.min(Number(mark[2] ?? mark[1]), lastVerse));
    const end = marks[index + 1]?.index ?? markup.length;
    const html = osisToHtml(markup.slice(mark.index + mark[0].length, end), here);
    if (html) sections.push({ from, to, heading: rangeHeading(from, to), html });
  });
  return { before: markup.slice(0, marks[0]?.index ?? markup.length), sections };
}

/**
 * Matthew Henry: the chapter's outline as a first note on the whole chapter, then each `Verses a-b` section;
 * a chapter without sections (the Psalms) is one note on the whole chapter.
 */
function mhccNotes(markup: string, book: string, chapter: number, lastVerse: number): KjvNote[] {
  const here = { book, chapter };
  const { before, sections } = splitSections(markup, lastVerse, here);
  const notes: KjvNote[] = [];
  const outline = [...before.matchAll(OUTLINE_ROW)].map(
    (row) => `${plain(row[1]!)} (${row[3] ? `verses ${row[2]}-${row[3]}` : `verse ${row[2]}`})`,
  );
  if (outline.length)
    notes.push({
      from: 1,
      to: lastVerse,
      heading: 'Outline of the chapter',
      html: osisToHtml(`<list>${outline.map((row) => `<item>${row}</item>`).join('')}</list>`, here),
    });
  if (!sections.length) {
    // The text after the chapter's own title, without its outline table.
    const text = before.replace(/<table>[\s\S]*?<\/table>/g, '').replace(TITLE, '');
    const html = osisToHtml(text, here);
    if (html) notes.push({ from: 1, to: lastVerse, heading: chapterName(book, chapter), html });
  }
  // A section covers the verses up to the next one: the module's `Verses 1-8` of John 3 goes on to verse 21.
  sections.forEach((section, index) => {
    const next = sections[index + 1]?.from ?? lastVerse + 1;
    if (next - 1 > section.to) section.to = next - 1;
  });
  return [...notes, ...sections];
}

function chapterName(book: string, chapter: number): string {
  return book === 'Ps' ? `Psalm ${chapter}` : `Chapter ${chapter}`;
}

/** Spurgeon: the psalm's overview as a note on the whole psalm, then the exposition verse by verse. */
function tdavidNotes(markup: string, chapter: number, lastVerse: number): KjvNote[] {
  const here = { book: 'Ps', chapter };
  const titles = [...markup.matchAll(TITLE)];
  // Every part under a title of the pattern, joined (Psalm 119 has an exposition for each of its stanzas).
  const part = (pattern: RegExp) =>
    titles
      .map((title, at) => ({ title, at }))
      .filter(({ title }) => pattern.test(plain(title[1]!)))
      .map(({ title, at }) =>
        markup.slice(title.index + title[0].length, titles[at + 1]?.index ?? markup.length),
      )
      .join('\n') || undefined;
  const notes: KjvNote[] = [];
  const overview = osisToHtml(part(/OVERVIEW/i) ?? part(/^SUBJECT/i) ?? '', here);
  if (overview) notes.push({ from: 1, to: lastVerse, heading: `Psalm ${chapter}: overview`, html: overview });
  const exposition = part(/^EXPOSITION/i);
  if (exposition) {
    const { before, sections } = splitSections(exposition, lastVerse, here);
    const opening = osisToHtml(before, here);
    if (!sections.length && opening)
      notes.push({ from: 1, to: lastVerse, heading: `Psalm ${chapter}: exposition`, html: opening });
    notes.push(...sections);
  }
  return notes;
}

/** Scofield: the note held on each verse he annotates. */
function scofieldNotes(module: SwordCommentary, book: string, chapter: number): KjvNote[] {
  return module.verseEntries(book, chapter).flatMap((entry) => {
    const html = osisToHtml(entry.markup, { book, chapter });
    return html ? [{ from: entry.verse, to: entry.verse, heading: `Verse ${entry.verse}`, html }] : [];
  });
}

/**
 * A commentary's notes on one KJV chapter, in verse order, as safe HTML (decision 301). The Treasury of David
 * is read on the Psalms only.
 */
export function kjvNotes(
  id: CommentaryId,
  module: SwordCommentary,
  book: string,
  chapter: number,
): KjvNote[] {
  const lastVerse = KJV.verseCount(book, chapter);
  if (!lastVerse) return [];
  if (id === 'scofield') return scofieldNotes(module, book, chapter);
  if (id === 'tdavid' && book !== 'Ps') return [];
  const markup = module
    .chapterEntries(book, chapter)
    .map((entry) => entry.markup)
    .join('\n');
  if (!markup) return [];
  const notes =
    id === 'tdavid' ? tdavidNotes(markup, chapter, lastVerse) : mhccNotes(markup, book, chapter, lastVerse);
  return notes.sort((a, b) => a.from - b.from || b.to - a.to);
}
