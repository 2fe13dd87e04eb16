import {
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import type { TableColumnsType, TableColumnType, TableProps } from 'antd';
import { describeApiError, type QueryError } from '../api/apiErrors';
import { messages } from '../messages';
import type { PagedList, SortOrder, TableQuery } from '../api/paging';
import { AdminTableSearch } from './AdminTableSearch';
import { EmptyState } from './feedback/EmptyState';
import { AntdLoadError } from './feedback/AntdLoadError';
import { PageLoading } from './feedback/PageLoading';
import { PagedTable } from './table/PagedTable';

/** Rows per page of an admin table. */
export const TABLE_PAGE_SIZE = 10;

/** How long the search waits after the last keystroke before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The first page, unsorted, with no search. */
export function initialTableQuery<SortKey extends string>(): TableQuery<SortKey> {
  return { page: 1, pageSize: TABLE_PAGE_SIZE, q: '' };
}

const TO_ANTD_ORDER = { asc: 'ascend', desc: 'descend' } as const;
const FROM_ANTD_ORDER: Record<'ascend' | 'descend', SortOrder> = { ascend: 'asc', descend: 'desc' };

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
   * antd's columns. A sortable column has `sorter: true` and, as its `key`, the name the server
   * sorts by; the table shows the sort order of `query` (the columns' `sortOrder` is set here).
   */
  columns: TableColumnsType<Row>;
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
 * optional filters, a labelled search box (debounced) and an antd table whose sortable headers and
 * pages set the query. Only one page of rows is ever downloaded; the total comes from the server.
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

  // antd cycles a header through ascending, descending and unsorted, as the server takes them.
  const onTableChange: TableProps<Row>['onChange'] = (
    _pagination,
    _filters,
    sorter,
    { action },
  ) => {
    if (action !== 'sort') return;
    // One column sorts at a time: antd gives its sorter alone.
    const { columnKey, order } = Array.isArray(sorter) ? (sorter[0] ?? {}) : sorter;
    const sort = order && columnKey !== undefined ? (String(columnKey) as SortKey) : undefined;
    setQuery((previous) => ({
      ...previous,
      page: 1,
      sort,
      order: sort ? FROM_ANTD_ORDER[order ?? 'ascend'] : undefined,
    }));
  };

  // A sort without an order is ascending, as the server takes it.
  const sortOrder = (key: unknown): TableColumnType<Row>['sortOrder'] =>
    query.sort !== undefined && key === query.sort ? TO_ANTD_ORDER[query.order ?? 'asc'] : null;
  const sortedColumns = columns.map((column) =>
    column.sorter ? { ...column, sortOrder: sortOrder(column.key) } : column,
  );

  // Also before its page may ask (src/shared/auth/guards.tsx), and while the first rows render in
  // the background.
  if (isLoading || isUninitialized || (data && !rows)) {
    return <PageLoading label={`Loading ${rowsName}…`} />;
  }
  if (!rows)
    return <AntdLoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
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
        <AntdLoadError description={describeApiError(error)} onRetry={() => void refetch()} />
      ) : (
        <PagedTable<Row>
          className="scrolling-table--one-line"
          caption={caption}
          columns={sortedColumns}
          dataSource={rows.items}
          // Also while the rows that came render in the background.
          busy={isFetching || rows !== data}
          onChange={onTableChange}
          locale={{ emptyText: <EmptyState description={messages.noResults} /> }}
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
