/** A page number, or a gap between non-adjacent page numbers. */
export type PagerItem = number | 'gap';

/**
 * The page numbers a pager shows: the first and the last page, the current page and `around`
 * pages either side of it, with a gap wherever numbers are skipped. 1-based.
 */
export function pageWindow(current: number, pages: number, around = 1): PagerItem[] {
  const shown = new Set<number>([1, pages]);
  for (let page = current - around; page <= current + around; page += 1) {
    if (page >= 1 && page <= pages) shown.add(page);
  }
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
