import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../app/routing';
import { describe, expect, it } from 'vitest';
import type { BibleVersion, SiteSettings } from '../api/types';
import { createQueryClient } from '../app/queryClient';
import AboutPage from './AboutPage';
import { USER_QUERY_KEY } from '../features/auth/useUser';
import { Footer } from '../features/layout/Footer';
import { LoginDialogContext } from '../features/auth/loginDialogContext';

const versions: BibleVersion[] = [
  {
    code: 'kjv',
    name: 'King James Version (1769)',
    language: 'en',
    direction: 'ltr',
    installed: true,
    hasStrongs: true,
    strongsAuthoritative: true,
    licence: 'Public domain outside the United Kingdom (Crown letters patent apply in the UK)',
    attribution: "King James Version with Strong's numbers and morphology, from the CrossWire Bible Society",
    verseCount: 31102,
  },
  {
    code: 'niv',
    name: 'New International Version',
    language: 'en',
    direction: 'ltr',
    installed: false,
    hasStrongs: false,
    strongsAuthoritative: false,
    licence: null,
    attribution: null,
    verseCount: 0,
  },
];

const site = {
  siteName: 'OpenConcordance',
  tagline: 'Official Authoritative Original Text Repository',
  contact: {
    address: 'The Ministry\nPO Box 1\nSpringfield',
    email: 'office@example.org',
    otherWays: 'Send a cheque to the ministry.',
  },
  givingOnline: false,
};

/** Renders with the answers of /api/versions, /api/site and /api/user already in the cache, inside the login dialog's context (the footer opens it). */
function render(node: ReactNode): string {
  return renderWithSite(node, site);
}

function renderWithSite(node: ReactNode, answer: Partial<SiteSettings>): string {
  const client = createQueryClient();
  client.setQueryData(['versions'], { versions });
  client.setQueryData(['site'], answer as SiteSettings);
  client.setQueryData(USER_QUERY_KEY, null);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <LoginDialogContext.Provider value={{ openLogin: () => undefined }}>
        <MemoryRouter initialEntries={['/about']}>{node}</MemoryRouter>
      </LoginDialogContext.Provider>
    </QueryClientProvider>,
  );
}

const headings = (markup: string) =>
  [...markup.matchAll(/<h([1-3])[^>]*>(.*?)<\/h\1>/g)].map(
    ([, level, text]) => `h${level} ${text!.replace(/<[^>]+>/g, '')}`,
  );

describe('the About page', () => {
  it('gives the published address, email and other ways to give, which the support page refers to', () => {
    const markup = render(<AboutPage />);
    expect(markup).toContain('Send a cheque to the ministry.');
    expect(markup).toMatch(/<address[^>]*>.*The Ministry.*PO Box 1.*Springfield.*<\/address>/s);
    expect(markup).toContain('href="mailto:office@example.org"');
  });

  it('says plainly when no address is published', () => {
    const client = { ...site, contact: { address: '', email: '', otherWays: '' } };
    const markup = renderWithSite(<AboutPage />, client);
    expect(markup).toContain(
      'The administrators have not published a postal address or an email address yet.',
    );
    expect(markup).not.toContain('<address');
  });

  it("states the site's purpose, its versions and licences from /api/versions, and how to self-host", () => {
    const markup = render(<AboutPage />);
    expect(headings(markup)).toEqual([
      'h1 About OpenConcordance',
      'h2 What this site is for',
      'h2 Texts and licences',
      'h3 King James Version (1769) (KJV)',
      'h3 New International Version (NIV)',
      'h3 Where the texts come from',
      'h2 Contact and other ways to give',
      'h2 Run your own copy',
    ]);
    expect(markup).toContain('A free, self-hostable Bible-study website');
    expect(markup).toContain('Installed: 31,102 verses');
    expect(markup).toContain('Public domain outside the United Kingdom');
    expect(markup).toContain('from the CrossWire Bible Society');
    expect(markup).toContain(
      'Not installed</p><p class="mt-2 text-sm text-ink">Under copyright: not shipped. An administrator who holds a licence can import it.',
    );
    expect(markup).toContain('<code>bash scripts/start.sh\nbash scripts/test.sh</code>');
    expect(markup).toContain('SBL Greek New Testament (CC BY 4.0)');
    expect(markup).toContain('href="/api/docs"');
  });

  it("is linked from the footer's About column", () => {
    const markup = render(<Footer />);
    const about = markup.slice(markup.indexOf('aria-labelledby="footer-about"'));
    const column = about.slice(0, about.indexOf('</section>'));
    expect(
      [...column.matchAll(/href="([^"]+)"[^>]*>([^<]+)</g)].map(([, href, label]) => [href, label]),
    ).toEqual([
      ['/about', 'About this site'],
      ['/about#texts', 'Texts and licences'],
      ['/about#self-host', 'Run your own copy'],
      ['/search-help', 'Search help'],
      ['/api/docs', 'API documentation'],
    ]);
    expect(markup).toContain('>About</h2>');
  });
});
