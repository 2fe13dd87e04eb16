import { useMemo, useState, type ReactNode } from 'react';
import { Empty, Table, type TableColumnsType } from 'antd';
import { describeApiError, type QueryError } from '../app/apiErrors';
import { messages } from '../app/messages';
import { AdminTableSearch } from './AdminTableSearch';
import { LoadError } from './feedback/LoadError';
import { PageLoading } from './feedback/PageLoading';

const PAGE_SIZE = 10;

export interface SearchableTableProps<Row extends { _id: string }> {
  /** The rows, once loaded. */
  rows: Row[] | undefined;
  isLoading: boolean;
  error: QueryError;
  onRetry: () => void;
  columns: TableColumnsType<Row>;
  /** Plural name of the rows, e.g. "courses": used in the loading text, search label and total. */
  rowsName: string;
  /** Shown when there are no rows at all. */
  emptyDescription: string;
  searchPlaceholder: string;
  /** The texts of a row the search looks in (case-insensitive "contains"). */
  searchableTexts: (row: Row) => string[];
  /** Filters shown beside the search (e.g. a status filter); their rows come from the server. */
  filters?: ReactNode;
  /** True while a filter narrows `rows`: no rows then means none match, not none at all. */
  filtered?: boolean;
}

/**
 * An admin table: loading, error with Retry, an empty state, optional filters, a labelled search
 * box and a sortable, paginated antd table of the rows that match.
 */
export function SearchableTable<Row extends { _id: string }>({
  rows,
  isLoading,
  error,
  onRetry,
  columns,
  rowsName,
  emptyDescription,
  searchPlaceholder,
  searchableTexts,
  filters,
  filtered = false,
}: SearchableTableProps<Row>) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = search.trim().toLowerCase();
  const shown = useMemo(
    () =>
      (rows ?? []).filter(
        (row) => !query || searchableTexts(row).some((text) => text.toLowerCase().includes(query)),
      ),
    [rows, query, searchableTexts],
  );

  if (isLoading) return <PageLoading label={`Loading ${rowsName}…`} />;
  if (error || !rows) return <LoadError description={describeApiError(error)} onRetry={onRetry} />;
  if (rows.length === 0 && !filtered) return <Empty description={emptyDescription} />;
  return (
    <>
      {filters}
      <AdminTableSearch
        label={`Search ${rowsName}`}
        value={search}
        placeholder={searchPlaceholder}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
      />
      <Table<Row>
        rowKey="_id"
        columns={columns}
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={messages.noResults} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => `${total} ${rowsName}`,
        }}
      />
    </>
  );
}
