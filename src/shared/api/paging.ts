/** One page of a list the server pages, with the count of every match (X-Total-Count). */
export interface PagedList<T> {
  items: T[];
  total: number;
  /** True when nothing contained the search and the server answered close matches (typos). */
  closeMatches?: boolean;
  /** With close matches: the words of the rows that matched (lower case), to highlight. */
  matchedTerms?: string[];
}

export type SortOrder = 'asc' | 'desc';

/** What a server-paged table asks for: a 1-based page, its size, a search and a sort. */
export interface TableQuery<SortKey extends string = string> {
  page: number;
  pageSize: number;
  /** The search text; empty for none. */
  q: string;
  sort?: SortKey;
  order?: SortOrder;
}

/** The list parameters the API takes (json-server's names) for a table query. */
export function tableQueryParams({
  page,
  pageSize,
  q,
  sort,
  order,
}: TableQuery): Record<string, string | number> {
  const query = q.trim();
  return {
    _page: page,
    _limit: pageSize,
    ...(query ? { q: query } : {}),
    ...(sort ? { _sort: sort, _order: order ?? 'asc' } : {}),
  };
}

/**
 * Reads a page from a list response: the body is the page, X-Total-Count counts every match and
 * X-Search-Match says 'fuzzy' when the rows are close matches of the search, and X-Search-Terms
 * then names the matched words (URI-encoded, comma-separated).
 */
export function toPagedList<T>(
  items: T[],
  meta: { response?: Response } | undefined,
): PagedList<T> {
  const headers = meta?.response?.headers;
  const total = headers?.get('X-Total-Count');
  const closeMatches = headers?.get('X-Search-Match') === 'fuzzy';
  return {
    items,
    total: total == null ? items.length : Number(total),
    ...(closeMatches
      ? { closeMatches, matchedTerms: decodeTerms(headers?.get('X-Search-Terms') ?? '') }
      : {}),
  };
}

function decodeTerms(header: string): string[] {
  return header
    .split(',')
    .filter(Boolean)
    .map((term) => {
      try {
        return decodeURIComponent(term);
      } catch {
        return term;
      }
    });
}
