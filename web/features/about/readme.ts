/**
 * Pieces of the project's README for the About page, so that the page states what the README states (the
 * purpose, the texts and their licences, the Quick start) and never drifts from it.
 */

/**
 * Made readable by the site's Markdown reader: `<https://…>` autolinks become Markdown links, and a list item
 * wrapped over several lines becomes one line (the reader parses code and links on an item's first line only).
 */
function withLinks(markdown: string): string {
  return markdown
    .replace(/<(https?:\/\/[^>\s]+)>/g, '[$1]($1)')
    .replace(/^(\s*(?:[-*+]|\d+[.)])\s.*)((?:\n {2,}\S.*)+)/gm, (_, first: string, rest: string) =>
      [first, ...rest.split('\n').map((line) => line.trim())].filter(Boolean).join(' '),
    );
}

/** The text of the `## {heading}` section, without its heading; empty when the README has no such section. */
export function readmeSection(readme: string, heading: string): string {
  const lines = readme.replace(/\r\n?/g, '\n').split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return '';
  let end = start + 1;
  let inCode = false;
  for (; end < lines.length; end++) {
    if (/^\s*```/.test(lines[end]!)) inCode = !inCode;
    if (!inCode && /^#{1,2}\s/.test(lines[end]!)) break;
  }
  return withLinks(
    lines
      .slice(start + 1, end)
      .join('\n')
      .trim(),
  );
}

/** The README's opening paragraph: what the project is. */
export function readmeIntroduction(readme: string): string {
  const afterTitle = readme.replace(/\r\n?/g, '\n').replace(/^#\s.*\n+/, '');
  return withLinks(afterTitle.split(/\n\s*\n/)[0]!.trim());
}
