// The pager of spec 000 section 2.7: sizes 10, 30, 50, 100, 500; page 1, limit 10 by default; five page
// buttons; the chosen size remembered per route path (localStorage, so it survives a reload). A size in
// the address wins over the remembered one (Refine's syncWithLocation reads it first).
import type { TablePaginationConfig } from 'antd';

export const PAGE_SIZES = [10, 30, 50, 100, 500];
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export const pageSizeStorageKey = (path: string) => `pageSize:${path}`;

export function rememberedPageSize(path: string): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(pageSizeStorageKey(path)));
    return PAGE_SIZES.includes(value) ? value : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

export function rememberPageSize(path: string, size: number): void {
  if (!PAGE_SIZES.includes(size)) return;
  try {
    globalThis.localStorage?.setItem(pageSizeStorageKey(path), String(size));
  } catch {
    // private mode: remembered for this page only
  }
}

/** antd pager settings on top of the ones Refine's useTable gives. */
export const PAGER: TablePaginationConfig = {
  pageSizeOptions: PAGE_SIZES,
  showSizeChanger: true,
  // At most five numbered page buttons, like the spec's pager (antd shows up to seven by default).
  showLessItems: true,
  // Refine switches to antd's simple pager on narrow screens; the spec's pager has page buttons.
  simple: false,
};
