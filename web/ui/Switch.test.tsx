import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a button with role="switch", its state and a label tied to it', () => {
    const on = renderToStaticMarkup(
      <Switch label="Strong's numbers" checked onCheckedChange={() => undefined} />,
    );
    expect(on).toMatch(
      /^<div[^>]*><button type="button" role="switch" id="([^"]+)" aria-checked="true" data-state="checked"/,
    );
    const id = /id="([^"]+)"/.exec(on)?.[1];
    expect(on).toContain(`<label for="${id}"`);
    expect(on).toContain('<span data-state="checked"');
    expect(on).toContain('Strong&#x27;s numbers</label>');

    const off = renderToStaticMarkup(
      <Switch label="Parallel" checked={false} disabled onCheckedChange={() => undefined} />,
    );
    expect(off).toMatch(/aria-checked="false" data-state="unchecked" data-disabled="" disabled=""/);
  });

  it('asks for the other state when pressed', () => {
    const onCheckedChange = vi.fn();
    let drawn: ReactElement<{ children: ReactElement<{ onClick: () => void }>[] }> | undefined;
    function Probe({ checked }: { checked: boolean }) {
      drawn = Switch({ label: 'Parallel', checked, onCheckedChange }) as typeof drawn;
      return drawn;
    }
    renderToStaticMarkup(<Probe checked={false} />);
    drawn?.props.children[0]?.props.onClick();
    renderToStaticMarkup(<Probe checked />);
    drawn?.props.children[0]?.props.onClick();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });
});
