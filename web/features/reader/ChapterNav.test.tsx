import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '../../app/routing';
import { ChapterNav } from './ChapterNav';
import type { ChapterLink } from './readerTypes';
import type { ReaderState } from './readerUrl';

const state: ReaderState = {
  book: 'John',
  chapter: 3,
  version: 'kjv',
  strongs: false,
  view: 'read',
  order: 'original',
};
const previous: ChapterLink = {
  book: 'John',
  bookNumber: 43,
  bookName: 'John',
  chapter: 2,
  reference: 'John 2',
};
const next: ChapterLink = { book: 'John', bookNumber: 43, bookName: 'John', chapter: 4, reference: 'John 4' };

function render(marked?: ReadonlySet<string>): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ChapterNav state={state} previous={previous} next={next} label="Chapters" marked={marked} />
    </MemoryRouter>,
  );
}

describe('ChapterNav', () => {
  it('marks the link to a chapter holding the reader’s marks with a dot, and says so in its name', () => {
    const html = render(new Set(['John.4']));
    expect(html).toContain('aria-label="Next chapter: John 4, has your marks"');
    expect(html).toContain('aria-label="Previous chapter: John 2"');
    expect(html.match(/data-marked-dot/g)).toHaveLength(1);
  });

  it('a chapter of another book with the same number is not marked', () => {
    const html = render(new Set(['Acts.4', 'John.3']));
    expect(html).not.toContain('has your marks');
    expect(html).not.toContain('data-marked-dot');
  });

  it('shows no dots before the marks are known', () => {
    expect(render()).not.toContain('data-marked-dot');
  });
});
