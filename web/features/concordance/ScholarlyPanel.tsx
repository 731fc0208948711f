import type { MouseEvent } from 'react';
import { useNavigate } from '../../app/routing';
import type { ScholarlyArticle } from './concordanceApi';

const articleStyles = [
  'leading-relaxed',
  '[&_.sense]:mt-1.5 [&_.sense]:pl-4',
  '[&_.re]:mt-2',
  '[&_.occurrences]:mb-2 [&_.occurrences]:text-sm [&_.occurrences]:text-muted',
  '[&_.homograph]:text-muted [&_.omitted]:text-muted [&_.omitted]:italic',
  '[&_a[href]]:text-brand-700 [&_a[href]]:underline [&_a[href]]:underline-offset-2',
  '[&_[lang=he]]:text-lg',
].join(' ');

/**
 * The scholarly lexicons' entries (BDB for Hebrew, Abbott-Smith for Greek) with label, source and licence.
 * The HTML was reduced to the lexicons' small tag set by the server; its site links stay in the app.
 */
export function ScholarlyPanel({ articles, number }: { articles: ScholarlyArticle[]; number: string }) {
  const navigate = useNavigate();
  if (articles.length === 0) {
    return <p className="text-muted">No scholarly lexicon entry is linked to {number}.</p>;
  }
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a[href]');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <div className="grid gap-6">
      {articles.map((article) => (
        <article key={`${article.source}:${article.headword}`} aria-label={article.label}>
          <h3 className="font-serif text-lg font-bold text-brand-800">
            {article.label}
            {article.source === 'bdb' ? (
              <span className="ml-2 align-middle text-xs font-normal text-muted">(abridged)</span>
            ) : null}
          </h3>
          {/* The server sanitised this HTML with an allowlist; clicks on its site links are routed here. */}
          <div
            className={`mt-2 rounded-md bg-parchment p-4 ${articleStyles}`}
            onClick={followLink}
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          <p className="mt-2 text-xs text-muted">Source and licence: {article.licence}</p>
        </article>
      ))}
    </div>
  );
}
