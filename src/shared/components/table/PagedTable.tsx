import { useId } from 'react';
import { Table, type TablePaginationConfig, type TableProps } from 'antd';
import { AntdTheme } from '../../theme/AntdTheme';
import './PagedTable.css';

/** The page navigation under a table the server pages. */
export interface PagedTablePaging {
  /** 1-based. */
  current: number;
  pageSize: number;
  /** Every row the server counts (X-Total-Count), not only this page's. */
  total: number;
  onChange: (page: number) => void;
  /** "23 enrollments". */
  totalText: (total: number) => string;
  /** Names the list of pages, e.g. "Pages of enrollments". */
  label: string;
}

export type PagedTableProps<Row> = Omit<
  TableProps<Row>,
  'caption' | 'pagination' | 'loading' | 'rowKey' | 'scroll' | 'showSorterTooltip'
> & {
  /** Names the table (and the box that scrolls it sideways) for assistive technology. */
  caption: string;
  /** Another page or sort is loading: the rows stay, under antd's spinner. */
  busy: boolean;
  paging: PagedTablePaging;
};

/**
 * An antd table of one page of rows the server paged, in the site's antd theme (light or dark),
 * with antd's pagination under it. The table is named by a hidden caption, marked busy while the
 * next page loads, and sits in a box that scrolls it sideways on a narrow screen: the box is a
 * named Tab stop, so that the keyboard can scroll it too (WCAG 2.1.1).
 */
export function PagedTable<Row extends { _id: string }>({
  caption,
  busy,
  paging,
  className,
  ...table
}: PagedTableProps<Row>) {
  const captionId = useId();
  const pagination: TablePaginationConfig = {
    current: paging.current,
    pageSize: paging.pageSize,
    total: paging.total,
    onChange: paging.onChange,
    showSizeChanger: false,
    showTotal: paging.totalText,
    'aria-label': paging.label,
  };
  return (
    <AntdTheme>
      <div
        className={['paged-table', className].filter(Boolean).join(' ')}
        role="region"
        aria-labelledby={captionId}
        // A Tab stop, so that the keyboard can scroll it (WCAG 2.1.1).
        tabIndex={0}
      >
        <Table<Row>
          {...table}
          rowKey="_id"
          caption={
            <span id={captionId} className="visually-hidden">
              {caption}
            </span>
          }
          aria-busy={busy}
          loading={busy}
          // The header's aria-sort and antd's "sortable" description say it; no hover tooltip.
          showSorterTooltip={false}
          pagination={pagination}
        />
      </div>
    </AntdTheme>
  );
}
