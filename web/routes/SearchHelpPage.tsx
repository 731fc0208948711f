import syntaxHelp from '../../core/search/syntax-help.md?raw';
import { parseMarkdown } from '../features/search/markdown';
import { MarkdownView } from '../features/search/MarkdownView';
import { SearchForm } from '../features/search/SearchForm';
import { BoxSlot } from '../features/site-content/Placements';

const blocks = parseMarkdown(syntaxHelp);

/** /search-help: the query syntax, from the same file the query parser's tests check, and a box to try it. */
export default function SearchHelpPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <article>
        <MarkdownView blocks={blocks} />
      </article>
      <section
        aria-label="Try a search"
        className="mt-10 rounded-xl border border-parchment-dark bg-white p-5 shadow-sm"
      >
        <SearchForm initialSearchTerm="" />
      </section>
      <BoxSlot position="search" className="mt-8" />
    </div>
  );
}
