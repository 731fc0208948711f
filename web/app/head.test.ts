import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clip, DEFAULT_DESCRIPTION, pageHead } from './head';

function clientWith(entries: [readonly unknown[], unknown][]): QueryClient {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

const site = { siteName: 'My Concordance', title: 'My Concordance | Tagline', tagline: 'Tagline' };

const chapter = {
  version: { abbreviation: 'KJV' },
  reference: 'John 3',
  verses: [
    { verse: 1, reference: 'John 3:1', text: 'There was a man of the Pharisees, named Nicodemus.' },
    {
      verse: 16,
      reference: 'John 3:16',
      text: 'For God so loved the world, that he gave his only begotten Son.',
    },
  ],
};

describe('pageHead', () => {
  it('gives the home page the site title and tagline', () => {
    const head = pageHead('/', '', clientWith([[['site'], site]]));
    expect(head).toMatchObject({ title: 'My Concordance | Tagline', canonicalPath: '/', notFound: false });
    expect(head.description).toBe('My Concordance: Tagline');
  });

  it('shows the verse of a verse page in its title and description', () => {
    const client = clientWith([
      [['site'], site],
      [['reader', 'chapter', 'kjv', 'john', 3], chapter],
    ]);
    const head = pageHead('/bible/John/3/16', '', client);
    expect(head.title).toBe('John 3:16 (KJV) | My Concordance');
    expect(head.description).toBe(
      'John 3:16: For God so loved the world, that he gave his only begotten Son.',
    );
    expect(head.type).toBe('article');
    expect(head.canonicalPath).toBe('/bible/John/3/16');
  });

  it('describes a chapter by its first verses and keeps a non-default version in the canonical address', () => {
    const client = clientWith([[['reader', 'chapter', 'web', 'john', 3], chapter]]);
    const head = pageHead('/bible/John/3', '?version=web&view=parallel', client);
    expect(head.title).toBe('John 3 (KJV) | OpenConcordance');
    expect(head.description).toMatch(/^John 3: There was a man/);
    expect(head.canonicalPath).toBe('/bible/John/3?version=web');
  });

  it('names a dictionary entry by its number, transliteration and definition', () => {
    const entry = {
      strongsNumber: 'H7225',
      language: 'hebrew',
      word: 'רֵאשִׁית',
      transliteration: 'rêʼshîyth',
      definition: 'the first, in place, time, order or rank',
    };
    const head = pageHead('/strongs/H7225', '', clientWith([[['concordance', 'entry', 'H7225'], entry]]));
    expect(head.title).toBe('H7225 rêʼshîyth: the first, in place, time, order or rank | OpenConcordance');
    expect(head.description).toContain("Strong's H7225");
    expect(head.canonicalPath).toBe('/concordance/H7225');
  });

  it('keeps only the query and version of a results address', () => {
    const head = pageHead('/results', '?q=love&page=2&version=kjv', new QueryClient());
    expect(head.title).toBe('“love”: Search results | OpenConcordance');
    expect(head.canonicalPath).toBe('/simple-results?q=love&version=kjv');
  });

  it('gives fixed pages their own title and unknown ones a 404', () => {
    expect(pageHead('/about', '', new QueryClient()).title).toBe('About | OpenConcordance');
    const missing = pageHead('/no/such/page', '', new QueryClient());
    expect(missing).toMatchObject({ title: 'Page not found | OpenConcordance', notFound: true });
    expect(pageHead('/concordance', '', new QueryClient()).description).not.toBe(DEFAULT_DESCRIPTION);
  });

  it('clips long descriptions at a word', () => {
    const text = 'word '.repeat(100);
    const clipped = clip(text, 50);
    expect(clipped.length).toBeLessThanOrEqual(50);
    expect(clipped.endsWith('word…')).toBe(true);
  });
});
