// A column's width (issue 14): wide enough for its kind of value, and never narrower than its header's
// longest word, so headers wrap between words and are never cut. Measured in pixels of antd's 14 px font.

/** A generous width of one character of the 14 px interface font (Cyrillic capitals are the widest). */
const CHAR_PX = 9;
/** The cell's padding on both sides. */
export const PADDING_PX = 32;
/** The same in a small table (`size="small"`). */
export const SMALL_PADDING_PX = 16;
/** A small icon button of a row and the gap after it. */
export const ROW_BUTTON_PX = 28;
/** The sort arrows beside a sortable header. */
const SORTER_PX = 28;

export function headerWidth(header: string, sortable = false, padding = PADDING_PX): number {
  const longestWord = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  return longestWord * CHAR_PX + padding + (sortable ? SORTER_PX : 0);
}

/** The larger of the width the value wants and the width the header needs. */
export const columnWidth = (valueWidth: number, header: string, sortable = false, padding = PADDING_PX) =>
  Math.max(valueWidth, headerWidth(header, sortable, padding));
