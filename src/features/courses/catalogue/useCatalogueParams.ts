import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseCategory } from '../../../app/domain/entities';
import { isCourseCategory } from './catalogueFilter';

const CATEGORY_PARAM = 'category';
const PAGE_PARAM = 'page';

/**
 * The catalogue's category and page live in the URL (?category=Marketing&page=2), so the footer's
 * category links, Back and shared links all land on the same view.
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const categoryParam = searchParams.get(CATEGORY_PARAM);
  const category = isCourseCategory(categoryParam) ? categoryParam : undefined;
  const requestedPage = Number.parseInt(searchParams.get(PAGE_PARAM) ?? '', 10);
  const page = Number.isInteger(requestedPage) && requestedPage > 0 ? requestedPage : 1;

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        // Keep the reader where they are: no jump to the top of the page.
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  const setCategory = useCallback(
    (next: CourseCategory | undefined) =>
      update((params) => {
        if (next) params.set(CATEGORY_PARAM, next);
        else params.delete(CATEGORY_PARAM);
        params.delete(PAGE_PARAM);
      }),
    [update],
  );

  const setPage = useCallback(
    (next: number) =>
      update((params) => {
        if (next > 1) params.set(PAGE_PARAM, String(next));
        else params.delete(PAGE_PARAM);
      }),
    [update],
  );

  /** Back to page 1 without a history entry (used while typing a search). */
  const resetPage = useCallback(
    () => update((params) => params.delete(PAGE_PARAM), true),
    [update],
  );

  return { category, page, setCategory, setPage, resetPage };
}
