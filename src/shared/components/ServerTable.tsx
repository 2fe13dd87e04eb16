import {
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { describeApiError, type QueryError } from '../api/apiErrors';
import { messages } from '../messages';
import type { PagedList, TableQuery } from '../api/paging';
import { AdminTableSearch } from './AdminTableSearch';
import { EmptyState } from './feedback/EmptyState';
import { LoadError } from './feedback/LoadError';
import { PageLoading } from './feedback/PageLoading';
import { DataTable, type DataColumn } from './table/DataTable';

/** Rows per page of an admin table. */
export const TABLE_PAGE_SIZE = 10;

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The first page, unsorted, with no search. */
export function initialTableQuery<SortKey extends string>(): TableQuery<SortKey> {
  return { page: 1, pageSize: TABLE_PAGE_SIZE, q: '' };
}

/** What the table needs of its RTK Query page query (pass the hook's result as it is). */
export interface TablePageResult<Row> {
  /** The page the server answered last (it stays while the next one loads). */
  data?: PagedList<Row>;
  /** True until the first page arrives. */
  isLoading: boolean;
  /** Not asked yet (`skipToken`, e.g. while its page waits for the sign-in: useAllowedQueryArg). */
  isUninitialized: boolean;
  /** True while any page is being asked for: the table shows its spinner over the last page. */
  isFetching: boolean;
  error?: QueryError;
  /** Asks again (the error's Retry). */
  refetch: () => unknown;
}

export interface ServerTableProps<Row extends { _id: string }, SortKey extends string> {
  result: TablePageResult<Row>;
  /**
   * The columns. A sortable column has `sortable: true` and, as its `key`, the name the server
   * sorts by; the table shows the sort order of `query`.
   */
  columns: readonly DataColumn<Row>[];
  query: TableQuery<SortKey>;
  setQuery: Dispatch<SetStateAction<TableQuery<SortKey>>>;
  /** Plural name of the rows, e.g. "courses": used in the loading text, search label and total. */
  rowsName: string;
  /** Names the table for assistive technology, e.g. "Courses". */
  caption: string;
  /** Shown when there are no rows at all. */
  emptyDescription: string;
  searchPlaceholder: string;
  /** Filters shown beside the search (e.g. a status filter). */
  filters?: ReactNode;
  /** True while a filter narrows the rows: no rows then means none match, not none at all. */
  filtered?: boolean;
}

/**
 * An admin table the server pages, sorts and searches: loading, error with Retry, an empty state,
 * optional filters, a labelled search box (debounced) and a table whose sort buttons and pages set
 * the query. Only one page of rows is ever downloaded; the total comes from the server.
 */
export function ServerTable<Row extends { _id: string }, SortKey extends string>({
  result: { data, isLoading, isUninitialized, isFetching, error, refetch },
  columns,
  query,
  setQuery,
  rowsName,
  caption,
  emptyDescription,
  searchPlaceholder,
  filters,
  filtered = false,
}: ServerTableProps<Row, SortKey>) {
  // The rows render in a deferred render, which React splits into short tasks: rendered with the
  // store's update that brought them, a page of the table (the first time, with its styles) was
  // one long task that held up input.
  const rows = useDeferredValue(data);
  const [search, setSearch] = useState(query.q);
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const onSearchChange = (value: string) => {
    setSearch(value);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      setQuery((previous) =>
        previous.q === value.trim() ? previous : { ...previous, q: value.trim(), page: 1 },
      );
    }, SEARCH_DEBOUNCE_MS);
  };

  const onSort = (key: string | undefined, order: TableQuery['order']) => {
    setQuery((previous) => ({
      ...previous,
      page: 1,
      sort: key as SortKey | undefined,
      order: key ? order : undefined,
    }));
  };

  // Also before its page may ask (src/shared/auth/guards.tsx), and while the first rows render in
  // the background.
  if (isLoading || isUninitialized || (data && !rows)) {
    return <PageLoading label={`Loading ${rowsName}…`} />;
  }
  if (!rows)
    return <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  const searching = query.q !== '' || search.trim() !== '';
  if (rows.total === 0 && !searching && !filtered && !error) {
    return <EmptyState description={emptyDescription} />;
  }

  return (
    <>
      {filters}
      <AdminTableSearch
        label={`Search ${rowsName}`}
        value={search}
        placeholder={searchPlaceholder}
        onChange={onSearchChange}
      />
      {rows.closeMatches && query.q && !error ? (
        <p className="server-table__close-matches" role="status">
          No exact matches for &quot;{query.q}&quot;. Showing close matches.
        </p>
      ) : null}
      {error ? (
        <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />
      ) : (
        <DataTable<Row>
          className="data-table--one-line"
          caption={<span className="visually-hidden">{caption}</span>}
          rowKey={(row) => row._id}
          columns={columns}
          rows={rows.items}
          // Also while the rows that came render in the background.
          busy={isFetching || rows !== data}
          sort={{ key: query.sort, order: query.order }}
          onSort={onSort}
          empty={<EmptyState description={messages.noResults} />}
          paging={{
            current: query.page,
            pageSize: query.pageSize,
            total: rows.total,
            onChange: (page) => setQuery((previous) => ({ ...previous, page })),
            totalText: (total) => `${total} ${rowsName}`,
            label: `Pages of ${rowsName}`,
          }}
        />
      )}
    </>
  );
}
