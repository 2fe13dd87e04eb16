import { serverPagination, type ServerPaginationOptions } from '../pager/serverPagination';
import { ScrollingTable, type ScrollingTableProps } from './ScrollingTable';

export type PagedTableProps<Row> = Omit<
  ScrollingTableProps<Row>,
  'pagination' | 'loading' | 'rowKey' | 'showSorterTooltip'
> & {
  /** Another page or sort is loading: the rows stay, under antd's spinner. */
  busy: boolean;
  paging: ServerPaginationOptions;
};

/**
 * One page of rows the server paged, in an antd Table with antd's pagination under it, marked
 * busy while the next page loads.
 */
export function PagedTable<Row extends { _id: string }>({
  busy,
  paging,
  hideCaption = true,
  ...table
}: PagedTableProps<Row>) {
  return (
    <ScrollingTable<Row>
      {...table}
      hideCaption={hideCaption}
      rowKey="_id"
      aria-busy={busy}
      loading={busy}
      // The header's aria-sort and antd's "sortable" description say it; no hover tooltip.
      showSorterTooltip={false}
      pagination={serverPagination(paging)}
    />
  );
}
