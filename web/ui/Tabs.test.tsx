import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function html(layout?: 'fill' | 'wrap' | 'scroll'): string {
  return renderToStaticMarkup(
    <Tabs defaultValue="one">
      <TabsList aria-label="Sections" layout={layout}>
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
    </Tabs>,
  );
}

describe('Tabs', () => {
  it('renders a named tab list whose tabs share one look, the first active', () => {
    const markup = html();
    expect(markup).toMatch(/role="tablist"[^>]*aria-label="Sections"/);
    expect(markup.match(/role="tab"/g)).toHaveLength(2);
    expect(markup).toMatch(/aria-selected="true"[^>]*data-state="active"[^>]*class="min-h-11 rounded-md/);
    expect(markup).toContain('First panel');
    expect(markup).not.toContain('Second panel');
  });

  it('fills a phone width by default and wraps onto more rows when asked', () => {
    expect(html()).toContain('class="flex gap-1 rounded-lg bg-parchment-dark p-1"');
    expect(html()).toContain('flex-1 px-2 sm:flex-none sm:px-5');
    expect(html('wrap')).toContain('class="flex flex-wrap gap-1 rounded-lg bg-parchment-dark p-1"');
    expect(html('wrap')).toContain('shrink-0 px-3 sm:px-4');
    expect(html('wrap')).not.toContain('flex-1');
  });

  it('keeps many tabs on one sideways-scrolling row of a phone, wrapping from sm up', () => {
    expect(html('scroll')).toContain('overflow-x-auto');
    expect(html('scroll')).toMatch(
      /role="tablist"[^>]*class="[^"]*flex gap-1 overflow-x-auto[^"]*sm:flex-wrap/,
    );
    expect(html('scroll')).toContain('shrink-0 px-3 whitespace-nowrap sm:px-4');
  });
});
