import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../../app/routing';
import { describe, expect, it } from 'vitest';
import { InterlinearWord } from './InterlinearWord';
import type { OriginalWord, VersionInfo } from './readerTypes';

const wlc = {
  code: 'wlc',
  name: 'Hebrew Bible (WLC, OSHB)',
  abbreviation: 'WLC',
  language: 'he',
  direction: 'rtl',
} as VersionInfo;

const created: OriginalWord = {
  text: 'בָּרָא',
  strongs: ['H1254'],
  lemma: 'בָּרָא',
  transliteration: 'bârâʼ',
  morph: 'HVqp3ms',
  morphology: 'verb, qal perfect, 3rd masculine singular',
  gloss: 'to create',
  rendering: '"created"',
};

function html(word: OriginalWord, details: boolean): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <InterlinearWord word={word} source={wlc} english="KJV" details={details} />
    </MemoryRouter>,
  );
}

describe('InterlinearWord', () => {
  it("puts the KJV's own English first and isolates it from the Hebrew row's direction", () => {
    const markup = html(created, true);
    expect(markup).toContain('<span lang="he" dir="rtl"');
    expect(markup).toMatch(
      /<bdi dir="ltr" lang="en"[^>]*data-rendering[^>]*><span class="sr-only">KJV: <\/span><span>&quot;created&quot;<\/span><\/bdi>/,
    );
    expect(markup.indexOf('&quot;created&quot;')).toBeLessThan(markup.indexOf('to create'));
    expect(markup).toMatch(
      /<bdi dir="ltr" lang="en"[^>]*><span class="sr-only">Lexical gloss: <\/span><span>to create<\/span><\/bdi>/,
    );
    expect(markup).toContain('verb, qal perfect, 3rd masculine singular');
  });

  it('the compact card keeps the word, its English, number and code; the rest waits for details', () => {
    const markup = html(created, false);
    expect(markup).toContain('&quot;created&quot;');
    expect(markup).toContain('HVqp3ms');
    expect(markup).toContain('H1254');
    expect(markup).not.toContain('to create');
    expect(markup).not.toContain('bârâʼ');
    // The plain English stays in the code's title.
    expect(markup.replace(/<[^>]+>/g, '')).not.toContain('qal perfect');
    expect(markup).toContain('title="verb, qal perfect, 3rd masculine singular"');
  });

  it('says when no word of the KJV renders it, and drops a gloss the rendering repeats', () => {
    const particle = { ...created, text: 'אֵת', strongs: ['H853'], gloss: null, rendering: null };
    expect(html(particle, true)).toContain('not rendered by a word of the KJV');
    const same = html({ ...created, rendering: 'to create' }, true);
    expect(same).not.toContain('Lexical gloss');
  });

  it("gives each of a word's numbers the word's whole set, which the Strong's popup offers to save", () => {
    const prefixed = { ...created, strongs: ['H9001', 'H1254'] };
    const markup = html(prefixed, true);
    expect(markup.match(/data-word-strongs="H9001 H1254"/g)).toHaveLength(2);
  });

  it('lights the word a grammatical search opened, and names it for a screen reader', () => {
    const lit = renderToStaticMarkup(
      <MemoryRouter>
        <InterlinearWord word={created} source={wlc} english="KJV" details lit />
      </MemoryRouter>,
    );
    expect(lit).toContain('aria-current="true"');
    expect(lit).toContain('<span class="sr-only">The word you searched: </span>');
    expect(lit).toContain('<mark class="bg-gold-300 text-ink">בָּרָא</mark>');
    expect(html(created, true)).not.toContain('aria-current');
  });
});
