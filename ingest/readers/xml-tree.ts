import { SaxesParser } from 'saxes';
import { IngestError } from '../model';

/** One element of a small in-memory tree built around the parts of a large XML file a reader needs. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** 1-based line of the start tag, for error messages. */
  line: number;
}

export type XmlNode = XmlElement | string;

/**
 * Streams `xml` and builds a tree only for the outermost elements named in `names`, handing each one to
 * `onElement` with the names of its ancestors; everything else is skipped, so a 5 MB file stays cheap.
 */
export function collectElements(
  xml: string,
  file: string,
  names: readonly string[],
  onElement: (element: XmlElement, ancestors: readonly string[]) => void,
): void {
  const wanted = new Set(names);
  const parser = new SaxesParser<{ xmlns: false; position: true; fileName: string }>({
    xmlns: false,
    position: true,
    fileName: file,
  });
  const open: string[] = [];
  const stack: XmlElement[] = [];
  let failure: IngestError | undefined;
  // saxes prefixes its messages with `file:line:column: `; IngestError adds file and line itself.
  parser.on('error', (error) => {
    failure ??= new IngestError(file, parser.line, error.message.replace(/^.*?:\d+:\d+: /, ''));
  });
  parser.on('opentag', (tag) => {
    if (stack.length > 0 || wanted.has(tag.name)) {
      const element: XmlElement = {
        name: tag.name,
        attributes: { ...tag.attributes },
        children: [],
        line: parser.line,
      };
      stack.at(-1)?.children.push(element);
      stack.push(element);
    }
    open.push(tag.name);
  });
  parser.on('text', (text) => {
    stack.at(-1)?.children.push(text);
  });
  parser.on('closetag', () => {
    open.pop();
    const element = stack.pop();
    if (element && stack.length === 0) {
      try {
        onElement(element, open);
      } catch (error) {
        if (error instanceof IngestError) failure ??= error;
        else
          failure ??= new IngestError(
            file,
            element.line,
            error instanceof Error ? error.message : String(error),
          );
      }
    }
  });

  // A byte-order mark (BrownDriverBriggs.xml starts with one) is not allowed before the XML declaration.
  parser.write(xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml).close();
  if (failure) throw failure;
}

/** The concatenated text of a node, markup removed. */
export function textOf(node: XmlNode): string {
  if (typeof node === 'string') return node;
  let text = '';
  for (const child of node.children) text += textOf(child);
  return text;
}

/** The direct child elements of `element`, optionally only those with this name. */
export function childElements(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name),
  );
}

/** The first descendant element with this name, depth first. */
export function findElement(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (typeof child === 'string') continue;
    if (child.name === name) return child;
    const found = findElement(child, name);
    if (found) return found;
  }
  return undefined;
}

/** Collapses runs of whitespace to one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Escapes text for inclusion in HTML content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** How one element becomes HTML, given its content already rendered; an element without a rule is unwrapped. */
export type HtmlRule = (element: XmlElement, content: string) => string;

/** Renders a tree as simple HTML through per-element rules, escaping all text, then collapses whitespace. */
export function renderHtml(node: XmlNode, rules: Readonly<Record<string, HtmlRule>>): string {
  return collapseWhitespace(renderNode(node, rules));
}

function renderNode(node: XmlNode, rules: Readonly<Record<string, HtmlRule>>): string {
  if (typeof node === 'string') return escapeHtml(node);
  let content = '';
  for (const child of node.children) content += renderNode(child, rules);
  const rule = Object.hasOwn(rules, node.name) ? rules[node.name] : undefined;
  return rule ? rule(node, content) : content;
}
