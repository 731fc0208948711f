import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '../../app/routing';
import { describe, expect, it } from 'vitest';
import type { VerseSegment } from '../../../core/search/segments';
import { VerseText, type NumbersLook, type WordPicking } from './VerseText';

const verse: VerseSegment[] = [
  { text: 'In the beginning', strongs: ['H7225'] },
  { text: ' ' },
  { text: 'God', strongs: ['H430'], match: true },
  { text: ' created', strongs: ['H1254', 'H853'] },
  { text: ' the heaven.' },
];

function html(numbers?: NumbersLook, options: { newTab?: boolean; pick?: WordPicking } = {}): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <VerseText segments={verse} numbers={numbers} {...options} />
    </MemoryRouter>,
  );
}

/** The markup without tags: what a reader sees and copies. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('VerseText', () => {
  it('shows the verse as it is, matched words marked, no numbers unless asked', () => {
    const markup = html();
    expect(text(markup)).toBe('In the beginning God created the heaven.');
    expect(markup).toContain('<mark class="bg-gold-300 text-ink">God</mark>');
    expect(markup).not.toContain('H430');
  });

  it('raises each number after its word, as a button that opens the entry', () => {
    const markup = html('raised');
    expect(text(markup)).toBe('In the beginningH7225 GodH430 createdH1254H853 the heaven.');
    expect(markup.match(/<sup[^>]*><button[^>]*aria-label="Strong&#x27;s H\d+"/g)).toHaveLength(4);
    // The last word and its numbers wrap as one: a number never starts a line.
    expect(markup).toContain('In the <span class="whitespace-nowrap">beginning<sup');
    expect(markup).toContain(
      '<span class="whitespace-nowrap"><mark class="bg-gold-300 text-ink">God</mark><sup',
    );
  });

  it('puts chips named with their word after tagged words', () => {
    const markup = html('chips');
    expect(markup).toContain('aria-label="Strong&#x27;s H7225 (In the beginning)"');
    expect(markup).toContain('aria-label="Strong&#x27;s H853 (created)"');
    expect(markup).not.toContain('<sup');
  });

  it('links raised numbers to the Concordance entries, in a new tab when asked', () => {
    expect(html('links')).toContain('<sup class="ml-0.5 font-mono text-[0.7em]"><a class');
    expect(html('links')).toContain('href="/concordance/H430"');
    expect(html('links')).not.toContain('target="_blank"');
    expect(html('links', { newTab: true })).toContain(
      'rel="noopener" href="/concordance/H430" target="_blank"',
    );
  });

  it('makes tagged words toggle buttons when words can be picked, lit when their numbers are picked', () => {
    const pick: WordPicking = { isPicked: (numbers) => numbers.includes('H853'), onPick: () => undefined };
    const markup = html('none', { pick });
    expect(text(markup)).toBe('In the beginning God created the heaven.');
    expect(markup).toContain('aria-pressed="false" data-strongs="H7225" title="H7225"');
    expect(markup).toMatch(
      /aria-pressed="true" data-strongs="H1254 H853"[^>]*bg-brand-700[^>]*>created<\/button>/,
    );
    expect(markup).toMatch(/aria-pressed="false" data-strongs="H430"[^>]*bg-gold-300[^>]*>God<\/button>/);
    expect(markup).not.toContain('<sup');
    expect(html('raised', { pick })).toContain('>created</button><sup');
  });
});
