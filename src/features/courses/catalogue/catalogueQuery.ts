import { COURSE_CATEGORIES, type CourseCategory } from '@/shared/domain/entities';
import type { SortOrder } from '@/shared/api/paging';

/** At most this many course cards on one page of the catalogue. */
export const CATALOGUE_PAGE_SIZE = 12;

/** How long typing pauses before the search is sent (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 150;

export const isCourseCategory = (value: string | null | undefined): value is CourseCategory =>
  COURSE_CATEGORIES.some((category) => category === value);

/** The catalogue's sort choices: the value in the URL (`sort=`), its label and the API's sort. */
export const CATALOGUE_SORTS = [
  { value: '', label: 'Featured' },
  { value: 'name', label: 'Name (A–Z)', field: 'name', order: 'asc' },
  { value: 'price', label: 'Price: low to high', field: 'price', order: 'asc' },
  { value: 'price-desc', label: 'Price: high to low', field: 'price', order: 'desc' },
  { value: 'rating', label: 'Highest rated', field: 'star', order: 'desc' },
] as const satisfies readonly {
  value: string;
  label: string;
  field?: 'name' | 'price' | 'star';
  order?: SortOrder;
}[];

export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]['value'];

export const isCatalogueSort = (value: string | null | undefined): value is CatalogueSort =>
  CATALOGUE_SORTS.some((sort) => sort.value === value);

/** What the catalogue shows: its state in the URL (/home?q=react&category=Technical&page=3). */
export interface CatalogueQuery {
  /** The search as sent: trimmed; '' for none. */
  q: string;
  category?: CourseCategory;
  sort: CatalogueSort;
  /** 1-based. */
  page: number;
}

/** The API's list parameters for a catalogue query (json-server's names). */
export function catalogueRequestParams({
  q,
  category,
  sort,
  page,
}: CatalogueQuery): Record<string, string | number> {
  const sorting = CATALOGUE_SORTS.find((option) => option.value === sort);
  return {
    ...(q ? { q } : {}),
    ...(category ? { category } : {}),
    ...(sorting && 'field' in sorting ? { _sort: sorting.field, _order: sorting.order } : {}),
    _page: page,
    _limit: CATALOGUE_PAGE_SIZE,
  };
}

/** Number of pages for `count` courses; at least 1 so an empty result still has a page 1. */
export const pageCount = (count: number): number =>
  Math.max(1, Math.ceil(count / CATALOGUE_PAGE_SIZE));
