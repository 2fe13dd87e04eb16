import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CourseCategory } from '@/shared/domain/entities';
import { LIMITS } from '@/shared/domain/limits';
import {
  isCatalogueSort,
  isCourseCategory,
  type CatalogueQuery,
  type CatalogueSort,
} from './catalogueQuery';

const PARAMS = { q: 'q', category: 'category', sort: 'sort', page: 'page' } as const;

/** Marks a history entry made by typing a search: the next keystrokes replace it. */
interface TypedSearchState {
  typedSearch: true;
}

const isTypedSearch = (state: unknown): state is TypedSearchState =>
  typeof state === 'object' && state !== null && 'typedSearch' in state;

/** The catalogue's query read from the address; anything it cannot be falls back to the default. */
export function catalogueQueryOf(search: string): CatalogueQuery {
  const params = new URLSearchParams(search);
  const category = params.get(PARAMS.category);
  const sort = params.get(PARAMS.sort);
  const page = Number(params.get(PARAMS.page));
  return {
    // A shared link's search is cut to what the server searches (a longer one is refused).
    q: (params.get(PARAMS.q)?.trim() ?? '').slice(0, LIMITS.searchMax).trim(),
    category: isCourseCategory(category) ? category : undefined,
    sort: isCatalogueSort(sort) ? sort : '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The catalogue's search, category, sort and page live in the address
 * (/home?q=react&category=Technical&sort=price&page=3#courses): a shared link opens the same
 * results, Back and Forward step through them and reloading keeps them. Each change is a history
 * entry, except that a search typed over several pauses is one entry (its later pauses replace
 * it). A new search, category or sort starts again at page 1. The hash (#courses) is kept.
 */
export function useCatalogueParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => catalogueQueryOf(location.search), [location.search]);
  const { search, hash, state } = location;

  // The router renders a navigation in a transition, so a click may come before the page shows
  // the address it follows: each change starts from the last address asked for, not the one shown.
  const inFlight = useRef<{ search: string; typed: boolean }[]>([]);
  useLayoutEffect(() => {
    const shown = new URLSearchParams(search).toString();
    const at = inFlight.current.findIndex((entry) => entry.search === shown);
    // Caught up with one of ours (later ones may still come), or moved elsewhere (Back): start over.
    inFlight.current = at >= 0 ? inFlight.current.slice(at + 1) : [];
  }, [search]);

  const update = useCallback(
    (
      change: (params: URLSearchParams) => void,
      options: { typed?: boolean; replace?: boolean } = {},
    ) => {
      const latest = inFlight.current.at(-1);
      const base = latest ? latest.search : new URLSearchParams(search).toString();
      const lastWasTyped = latest ? latest.typed : isTypedSearch(state);
      const params = new URLSearchParams(base);
      change(params);
      const next = params.toString();
      if (next === base) return;
      const typed = Boolean(options.typed);
      inFlight.current.push({ search: next, typed });
      const typedState: TypedSearchState | null = typed ? { typedSearch: true } : null;
      void navigate(
        { search: next ? `?${next}` : '', hash },
        {
          // Keep the reader where they are: no jump to the top of the page.
          preventScrollReset: true,
          replace: Boolean(options.replace) || (typed && lastWasTyped),
          state: typedState,
        },
      );
    },
    [navigate, search, hash, state],
  );

  const setSearch = useCallback(
    (next: string) =>
      update(
        (params) => {
          const q = next.trim();
          if (q) params.set(PARAMS.q, q);
          else params.delete(PARAMS.q);
          params.delete(PARAMS.page);
        },
        { typed: true },
      ),
    [update],
  );

  const setCategory = useCallback(
    (next: CourseCategory | undefined) =>
      update((params) => {
        if (next) params.set(PARAMS.category, next);
        else params.delete(PARAMS.category);
        params.delete(PARAMS.page);
      }),
    [update],
  );

  const setSort = useCallback(
    (next: CatalogueSort) =>
      update((params) => {
        if (next) params.set(PARAMS.sort, next);
        else params.delete(PARAMS.sort);
        params.delete(PARAMS.page);
      }),
    [update],
  );

  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) =>
      update((params) => {
        if (next > 1) params.set(PARAMS.page, String(next));
        else params.delete(PARAMS.page);
      }, options),
    [update],
  );

  return { query, setSearch, setCategory, setSort, setPage };
}
