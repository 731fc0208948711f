import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from './routing';
import { NeedsServer, OfflineNotice } from './NeedsServer';

describe('NeedsServer (decision 413)', () => {
  it('draws the page on the server, where there is no offline, so that hydration finds the same markup', () => {
    const html = renderToStaticMarkup(
      <NeedsServer reason="The administration pages need a connection to the server.">
        <p>the admin screen</p>
      </NeedsServer>,
    );
    expect(html).toBe('<p>the admin screen</p>');
  });

  it('says offline, in one status region with a heading, which part of the site needs the server', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <OfflineNotice reason="Donations need a connection to the server." />
      </MemoryRouter>,
    );
    expect(html).toMatch(
      /<div role="status"><h1[^>]*>You are offline<\/h1><p[^>]*>Donations need a connection to the server\.<\/p><\/div>/,
    );
    expect(html).toContain('href="/"');
  });
});
