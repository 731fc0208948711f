import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { MemoryRouter } from '../../app/routing';
import { ResultsBody } from './ResultsBody';
import type { ResultsState } from './resultsUrl';
import type { ResultsPage } from './searchApi';
import { StrongsResultsBody } from './StrongsResultsBody';

/** A query result in its error state, as TanStack Query hands it to the screens. */
function failed(error: Error): UseQueryResult<ResultsPage> {
  return {
    status: 'error',
    isPending: false,
    isError: true,
    isSuccess: false,
    isPlaceholderData: false,
    data: undefined,
    error,
    refetch: () => Promise.resolve(),
  } as unknown as UseQueryResult<ResultsPage>;
}

/** The rendered text, one line per element, without markup. */
function textOf(markup: string): string[] {
  return markup
    .split(/<[^>]+>/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const state: ResultsState = { q: 'Genesis 51:1', version: 'kjv', page: 1, strongs: false, parallel: false };

describe('the search error state', () => {
  it('titles the results screen\'s alert "Search failed" with the server\'s reason beneath', () => {
    const markup = renderToStaticMarkup(
      <ResultsBody
        state={state}
        results={failed(new ApiError('Genesis has 50 chapters', 400))}
        onPageChange={() => {}}
      />,
    );
    expect(markup).toContain('role="alert"');
    // A search refused as typed fails the same way again: no Try Again.
    expect(textOf(markup)).toEqual(['Search failed', 'Genesis has 50 chapters']);
  });

  it('offers the nearest books of an unknown one as links to their searches', () => {
    const markup = renderToStaticMarkup(
      <MemoryRouter>
        <ResultsBody
          state={{ ...state, q: 'Hezekiah 4:2' }}
          results={failed(
            new ApiError('Unknown book: Hezekiah. Did you mean Ezekiel 4:2 or Nehemiah 4:2?', 400, {
              suggestions: ['Ezekiel 4:2', 'Nehemiah 4:2'],
            }),
          )}
          onPageChange={() => {}}
        />
      </MemoryRouter>,
    );
    expect(textOf(markup)).toEqual([
      'Search failed',
      'Unknown book: Hezekiah.',
      'Did you mean',
      'Ezekiel 4:2',
      'or',
      'Nehemiah 4:2',
      '?',
    ]);
    expect(markup).toContain('href="/simple-results?q=Ezekiel%204%3A2&amp;version=kjv&amp;page=1"');
  });

  it('keeps Try Again for a failure that trying again may mend', () => {
    const markup = renderToStaticMarkup(
      <ResultsBody
        state={state}
        results={failed(new ApiError('The server is busy. Please try again in a second.', 503))}
        onPageChange={() => {}}
      />,
    );
    expect(textOf(markup)).toContain('Try Again');
  });

  it("titles the Strong's results screen's alert the same, with the catalogue's sentence and the reason", () => {
    const markup = renderToStaticMarkup(
      <StrongsResultsBody
        q="love"
        page={1}
        results={failed(new ApiError('Internal Server Error', 500))}
        onPageChange={() => {}}
      />,
    );
    expect(markup).toContain('role="alert"');
    expect(textOf(markup)).toEqual([
      'Search failed',
      'There was an error fetching search results. Please try again.',
      'Internal Server Error',
      'Try Again',
    ]);
  });
});
