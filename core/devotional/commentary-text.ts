/**
 * Reading the OSIS markup of a SWORD commentary entry (Matthew Henry's Concise Commentary, Spurgeon's Treasury
 * of David) into plain paragraphs, its chapter outline and its sections (`Verses 3-5`), and trimming a comment
 * to a readable length. Pure: no I/O.
 */

export interface OutlineRow {
  title: string;
  from: number;
  to: number;
}

export interface CommentSection {
  /** As the commentary heads it: `Verses 3-5`, `Verse 31`, or `Psalm 23` for a chapter without sections. */
  heading: string;
  from: number;
  to: number;
  paragraphs: string[];
}

export interface ParsedComment {
  /** The chapter outline, when the entry opens the chapter (MHCC). */
  outline: OutlineRow[];
  /** A one-line summary of the chapter when it has no outline table (MHCC on the Psalms). */
  summary: string | undefined;
  sections: CommentSection[];
  /** Titled parts of the entry (Treasury of David: `Psalm 23 OVERVIEW`, `EXPOSITION`, ...). */
  titled: { title: string; paragraphs: string[] }[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Markup to paragraphs of plain text: paragraph divs and line breaks separate, other tags are dropped. */
export function plainParagraphs(markup: string): string[] {
  return decode(
    markup
      .replace(/<div[^>]*type="x-p"[^>]*\/>/g, '\n\n')
      .replace(/<lb\s*\/>/g, '\n\n')
      .replace(/<[^>]+>/g, ''),
  )
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').replace(/--/g, '—').trim())
    .filter((paragraph) => paragraph !== '');
}

const MARK = '\u0001';
const END = '\u0002';

/** Splits a commentary entry into its outline, summary, sections and titled parts. */
export function parseComment(markup: string, lastVerse: number): ParsedComment {
  const marked = markup
    .replace(
      /<title[^>]*>([\s\S]*?)<\/title>/g,
      (_m, title: string) => `${MARK}T${title.replace(/<[^>]+>/g, '').trim()}${END}`,
    )
    .replace(
      /<row>\s*<cell>([\s\S]*?)<\/cell>\s*<cell>\s*\((\d+)(?:\s*[-–]\s*(\d+))?\)\s*<\/cell>\s*<\/row>/g,
      (_m, title: string, from: string, to?: string) => `${MARK}O${title}|${from}|${to ?? from}${END}`,
    )
    .replace(
      /<hi type="bold">\s*Verses?\s+(\d+)(?:\s*[-–]\s*(\d+))?\.?\s*<\/hi>/g,
      (_m, from: string, to?: string) => `${MARK}S${from}|${to ?? from}${END}`,
    );
  const outline: OutlineRow[] = [];
  const sections: CommentSection[] = [];
  const titled: ParsedComment['titled'] = [];
  let summary: string | undefined;
  let mode: 'intro' | 'chapter' | 'section' | 'titled' = 'intro';
  let chapterText: string[] = [];
  for (const piece of marked.split(MARK)) {
    const endAt = piece.indexOf(END);
    const [marker, rest] = endAt >= 0 ? [piece.slice(0, endAt), piece.slice(endAt + 1)] : ['', piece];
    const kind = marker[0];
    const value = marker.slice(1);
    if (kind === 'T') {
      if (/^Chapter \d+$/i.test(value) || /^Chapter Outline$/i.test(value)) mode = 'chapter';
      else if (
        mode === 'intro' &&
        titled.length === 0 &&
        !/OVERVIEW|EXPOSITION|EXPLANATORY|HINTS/i.test(value)
      ) {
        // A book's name before its introduction.
      } else {
        titled.push({ title: value, paragraphs: [] });
        mode = 'titled';
      }
    } else if (kind === 'O') {
      const [title, from, to] = value.split('|');
      outline.push({
        title: decode(title!.replace(/<[^>]+>/g, '')).trim(),
        from: Number(from),
        to: Number(to),
      });
    } else if (kind === 'S') {
      const [from, to] = value.split('|').map(Number);
      sections.push({
        heading: from === to ? `Verse ${from}` : `Verses ${from}-${to}`,
        from: from!,
        to: to!,
        paragraphs: [],
      });
      mode = 'section';
    }
    const paragraphs = plainParagraphs(rest);
    if (!paragraphs.length) continue;
    if (mode === 'section') sections.at(-1)!.paragraphs.push(...paragraphs);
    else if (mode === 'titled') titled.at(-1)!.paragraphs.push(...paragraphs);
    else if (mode === 'chapter') chapterText.push(...paragraphs);
  }
  if (chapterText.length) {
    // The chapter's own text: a short first line is its summary; without sections the rest is the comment.
    if (!outline.length && chapterText[0]!.length <= 120) {
      summary = chapterText[0];
      chapterText = chapterText.slice(1);
    }
    if (!sections.length && chapterText.length)
      sections.push({ heading: '', from: 1, to: lastVerse, paragraphs: chapterText });
  }
  return { outline, summary, sections, titled };
}

/** The section of a parsed entry covering `verse`, else the first one. */
export function sectionFor(comment: ParsedComment, verse: number): CommentSection | undefined {
  return comment.sections.find((s) => s.from <= verse && verse <= s.to) ?? comment.sections[0];
}

/** The outline row covering `verse`. */
export function outlineFor(comment: ParsedComment, verse: number): OutlineRow | undefined {
  return comment.outline.find((row) => row.from <= verse && verse <= row.to);
}

/** How long a reflection may be before it is trimmed (characters). */
export const REFLECTION_LENGTH = 900;

/**
 * Whole paragraphs up to `limit` characters; a first paragraph longer than that is cut after its last full
 * sentence within the limit, with an ellipsis. Answers the text and whether anything was left out.
 */
export function trimComment(
  paragraphs: readonly string[],
  limit = REFLECTION_LENGTH,
): { text: string; trimmed: boolean } {
  const kept: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    if (length + paragraph.length <= limit) {
      kept.push(paragraph);
      length += paragraph.length + 2;
      continue;
    }
    if (!kept.length) {
      const window = paragraph.slice(0, limit);
      const sentenceEnd = Math.max(...['. ', '! ', '? ', '; '].map((mark) => window.lastIndexOf(mark)));
      const cut = sentenceEnd > limit / 3 ? window.slice(0, sentenceEnd + 1) : window.replace(/\s+\S*$/, '');
      kept.push(`${cut.trim()} …`);
    }
    return { text: kept.join('\n\n'), trimmed: true };
  }
  return { text: kept.join('\n\n'), trimmed: false };
}
