import { useMemo, type ReactNode } from 'react';
import { Link } from '../../app/routing';
import { resultsUrl } from '../search/resultsUrl';
import { osisToReference } from './osisReference';
import { parseScholarlyHtml, type SafeNode } from './scholarlyHtml';

const CLASS_STYLES: Record<string, string> = {
  sense: 'mt-1.5 pl-3',
  homograph: 'text-muted',
  omitted: 'text-muted italic',
  re: 'mt-1.5',
  occurrences: 'mt-2 text-sm text-muted',
};

function classesOf(names: string | undefined): string | undefined {
  return (
    names
      ?.split(' ')
      .map((name) => CLASS_STYLES[name] ?? '')
      .join(' ')
      .trim() || undefined
  );
}

function render(node: SafeNode, key: number, onNumberChange: (number: string) => void): ReactNode {
  if (typeof node === 'string') return node;
  const { tag, attributes } = node;
  const children = node.children.map((child, index) => render(child, index, onNumberChange));
  const common = {
    lang: attributes.lang,
    dir: attributes.dir,
    className: classesOf(attributes.className),
  };
  if (attributes.strongs) {
    const number = attributes.strongs;
    return (
      <button
        key={key}
        type="button"
        lang={attributes.lang}
        dir={attributes.dir}
        onClick={() => onNumberChange(number)}
        title={`Open ${number}`}
        className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {children}
      </button>
    );
  }
  if (tag === 'a') {
    const reference = attributes.osis ? osisToReference(attributes.osis) : undefined;
    if (reference) {
      return (
        <Link
          key={key}
          {...common}
          to={resultsUrl({ q: reference })}
          className="text-brand-700 underline underline-offset-2"
        >
          {children}
        </Link>
      );
    }
    // A cross-reference to another headword of the lexicon: shown as text.
    return (
      <span key={key} {...common} className={`${common.className ?? ''} italic`.trim()}>
        {children}
      </span>
    );
  }
  if (tag === 'br') return <br key={key} />;
  const Tag = tag;
  return (
    <Tag key={key} {...common}>
      {children}
    </Tag>
  );
}

/**
 * A scholarly article: the server's sanitised HTML, allowlisted again here and rendered as React elements;
 * Scripture links search the reference, Strong's numbers open in the popup.
 */
export function ScholarlyArticle({
  html,
  onNumberChange,
}: {
  html: string;
  onNumberChange: (number: string) => void;
}) {
  const nodes = useMemo(() => parseScholarlyHtml(html), [html]);
  return (
    <div className="mt-1 leading-relaxed text-ink [&_[lang=he]]:text-xl">
      {nodes.map((node, index) => render(node, index, onNumberChange))}
    </div>
  );
}
