import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Toaster } from '../ui/toast/Toaster';
import { EmptyToastRegion, LazyToaster } from './LazyToaster';

describe('LazyToaster', () => {
  it("stands in with the markup of Radix's empty toast viewport", () => {
    const radix = renderToStaticMarkup(<Toaster />);
    expect(radix).toContain('role="region"');
    expect(renderToStaticMarkup(<EmptyToastRegion />)).toBe(radix);
  });

  it('draws the stand-in while there is no toast', () => {
    expect(renderToStaticMarkup(<LazyToaster />)).toBe(renderToStaticMarkup(<EmptyToastRegion />));
  });
});
