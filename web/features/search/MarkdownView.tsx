import type { ReactNode } from 'react';
import { Link } from '../../app/routing';
import type { Block, Inline } from './markdown';

const headingClasses = {
  1: 'font-serif text-3xl font-bold text-brand-800 sm:text-4xl',
  2: 'mt-8 font-serif text-2xl font-bold text-brand-800',
  3: 'mt-6 font-serif text-xl font-bold text-brand-800',
  4: 'mt-4 font-semibold text-brand-800',
} as const;

function renderInline(inline: Inline, key: number): ReactNode {
  switch (inline.type) {
    case 'text':
      return inline.text;
    case 'code':
      return (
        <code
          key={key}
          className="rounded bg-parchment-dark px-1.5 py-0.5 font-mono text-[0.9em] text-brand-900"
        >
          {inline.text}
        </code>
      );
    case 'strong':
      return <strong key={key}>{inline.text}</strong>;
    case 'em':
      return <em key={key}>{inline.text}</em>;
    case 'link':
      return inline.href.startsWith('/') ? (
        <Link
          key={key}
          to={inline.href}
          className="text-brand-700 underline underline-offset-2 wrap-anywhere"
        >
          {inline.text}
        </Link>
      ) : (
        <a key={key} href={inline.href} className="text-brand-700 underline underline-offset-2 wrap-anywhere">
          {inline.text}
        </a>
      );
  }
}

const inlines = (items: Inline[]) => items.map(renderInline);

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'heading': {
      const Heading = `h${block.level}` as const;
      return (
        <Heading key={key} className={headingClasses[block.level]}>
          {inlines(block.inlines)}
        </Heading>
      );
    }
    case 'paragraph':
      return (
        <p key={key} className="mt-3 leading-relaxed text-ink">
          {inlines(block.inlines)}
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List key={key} className={`mt-3 grid gap-1.5 ps-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, index) => (
            <li key={index}>{inlines(item)}</li>
          ))}
        </List>
      );
    }
    case 'code':
      return (
        <pre key={key} className="mt-3 overflow-x-auto rounded-lg bg-brand-900 p-4 text-sm text-white">
          <code>{block.text}</code>
        </pre>
      );
    case 'table':
      return (
        <div key={key} className="mt-4 overflow-x-auto rounded-lg border border-parchment-dark bg-white">
          <table className="w-full border-collapse text-left text-sm sm:text-base">
            <thead className="bg-parchment-dark text-brand-900">
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col" className="px-4 py-2 font-semibold">
                    {inlines(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-parchment-dark">
                  {row.map((cell, index) => (
                    <td key={index} className="px-4 py-2 align-top">
                      {inlines(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/** Markdown blocks as React elements: text is always text, never HTML. */
export function MarkdownView({ blocks }: { blocks: Block[] }) {
  return <>{blocks.map(renderBlock)}</>;
}
