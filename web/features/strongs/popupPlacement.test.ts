import { describe, expect, it } from 'vitest';
import { PAGE_KEEPS_PX, panelWidth, scrollToReveal, sheetHeight } from './popupPlacement';

describe('popupPlacement', () => {
  it('leaves the page alone when the opener is in the free part of the window', () => {
    expect(scrollToReveal({ top: 100, bottom: 120 }, 400)).toBe(0);
  });

  it('scrolls a number the bottom sheet would hide up into the free part', () => {
    // A 667 px phone: the sheet takes 400 px, the free part is 267 px; a number at 500 px is under the sheet.
    const free = 667 - sheetHeight(667);
    const distance = scrollToReveal({ top: 500, bottom: 520 }, free);
    expect(500 - distance).toBeGreaterThanOrEqual(16);
    expect(520 - distance).toBeLessThanOrEqual(free - 16);
  });

  it('scrolls a number above the window down into view', () => {
    const distance = scrollToReveal({ top: -200, bottom: -180 }, 800);
    expect(-200 - distance).toBeGreaterThan(0);
    expect(-180 - distance).toBeLessThan(800);
  });

  it('keeps the sheet under 36rem on tall windows', () => {
    expect(sheetHeight(667)).toBe(400);
    expect(sheetHeight(1400)).toBe(576);
  });

  it('narrows the side panel so that the page beside it keeps 560 px of results and its margins', () => {
    expect(panelWidth(1280)).toBe(464);
    expect(panelWidth(1024)).toBe(432);
    expect(1024 - panelWidth(1024)).toBe(PAGE_KEEPS_PX);
    expect(panelWidth(900)).toBe(360);
  });
});
