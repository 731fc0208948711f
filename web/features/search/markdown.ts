/** A small Markdown reader for our own help text: its result is data that React renders, never HTML. */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'em'; text: string }
  | { type: 'link'; text: string; href: string };

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4; inlines: Inline[] }
  | { type: 'paragraph'; inlines: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; text: string }
  | { type: 'table'; header: Inline[][]; rows: Inline[][][] };

const INLINE =
  /`([^`]+)`|\*\*([^*]+)\*\*|(?<![\w*])[*_]([^*_\s][^*_]*)[*_](?![\w*])|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only site paths, page anchors and web addresses become links; anything else stays text. */
function safeHref(href: string): string | undefined {
  return /^(\/(?!\/)|#|https?:\/\/)/.test(href) ? href : undefined;
}

/** Code spans, bold, italics and links of one line of text. */
export function parseInline(text: string): Inline[] {
  const inlines: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) inlines.push({ type: 'text', text: text.slice(last, match.index) });
    const [whole, code, strong, em, label, href] = match;
    if (code !== undefined) inlines.push({ type: 'code', text: code });
    else if (strong !== undefined) inlines.push({ type: 'strong', text: strong });
    else if (em !== undefined) inlines.push({ type: 'em', text: em });
    else {
      const safe = safeHref(href!);
      inlines.push(safe ? { type: 'link', text: label!, href: safe } : { type: 'text', text: whole });
    }
    last = match.index + whole.length;
  }
  if (last < text.length) inlines.push({ type: 'text', text: text.slice(last) });
  return inlines;
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

const LIST_ITEM = /^\s*(?:([-*+])|(\d+)[.)])\s+(.*)$/;

/** Headings, paragraphs, lists, fenced code and pipe tables. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (!line.trim()) {
      index++;
      continue;
    }
    if (/^\s*```/.test(line)) {
      const body: string[] = [];
      index++;
      while (index < lines.length && !/^\s*```/.test(lines[index]!)) body.push(lines[index++]!);
      index++;
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    const heading = /^(#{1,4})\s+(.*?)\s*#*$/.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as 1 | 2 | 3 | 4,
        inlines: parseInline(heading[2]!),
      });
      index++;
      continue;
    }
    if (line.trim().startsWith('|') && /^\s*\|?[\s:|-]+\|?\s*$/.test(lines[index + 1] ?? '')) {
      const header = tableCells(line).map(parseInline);
      index += 2;
      const rows: Inline[][][] = [];
      while (index < lines.length && lines[index]!.trim().startsWith('|')) {
        rows.push(tableCells(lines[index++]!).map(parseInline));
      }
      blocks.push({ type: 'table', header, rows });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      const items: Inline[][] = [];
      while (index < lines.length) {
        const next = LIST_ITEM.exec(lines[index]!);
        if (next && (next[2] !== undefined) === ordered) {
          items.push(parseInline(next[3]!));
        } else if (items.length && /^\s{2,}\S/.test(lines[index]!)) {
          items[items.length - 1]!.push({ type: 'text', text: ` ${lines[index]!.trim()}` });
        } else break;
        index++;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index]!.trim() &&
      !/^(#{1,4}\s|\s*```|\s*\|)/.test(lines[index]!) &&
      !LIST_ITEM.test(lines[index]!)
    ) {
      paragraph.push(lines[index++]!.trim());
    }
    blocks.push({ type: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
  }
  return blocks;
}
