/** Where the Strong's popup sits and how the page makes room for it (decision 230). */

/** From this width the popup is a side panel beside the page; below it a bottom sheet. */
export const SIDE_PANEL_QUERY = '(min-width: 1024px)';

/** The side panel's widest and narrowest widths, and the bottom sheet's share of the window's height. */
export const PANEL_WIDTH_PX = 464;
export const PANEL_MIN_WIDTH_PX = 360;
export const SHEET_HEIGHT_SHARE = 0.6;

/** What the page keeps beside the open panel: 560 px of results plus the page's own 16 px margins (decision 261). */
export const PAGE_KEEPS_PX = 592;

/**
 * The side panel's width in a window this wide: 464 px where the page can spare it, narrower (not under
 * 360 px) so that the page beside it keeps `PAGE_KEEPS_PX` (at 1024 px the panel is 432 px wide).
 */
export function panelWidth(windowWidth: number): number {
  return Math.max(PANEL_MIN_WIDTH_PX, Math.min(PANEL_WIDTH_PX, windowWidth - PAGE_KEEPS_PX));
}

/** The bottom sheet's height in a window this high (never taller than 36rem). */
export function sheetHeight(windowHeight: number): number {
  return Math.round(Math.min(windowHeight * SHEET_HEIGHT_SHARE, 576));
}

/**
 * How far to scroll the page so that the element that opened the popup (a number in its verse) shows in
 * the part of the window the popup leaves free, from 0 to `visibleBottom`: 0 when it already does, else the
 * distance that puts it a third of the way down that part.
 */
export function scrollToReveal(opener: { top: number; bottom: number }, visibleBottom: number): number {
  const margin = 16;
  if (opener.top >= margin && opener.bottom <= visibleBottom - margin) return 0;
  return Math.round(opener.top - visibleBottom / 3);
}
