import type { PaginationProps } from 'antd';

export interface ServerPaginationOptions {
  /** 1-based. */
  current: number;
  pageSize: number;
  /** Every row the server counts (X-Total-Count), not only this page's. */
  total: number;
  onChange: (page: number) => void;
  /** Names the list of pages, e.g. "Pages of your courses". */
  label: string;
  /** "23 courses", shown before the pages. */
  totalText?: (total: number) => string;
}

/**
 * antd's pagination of a Table for a list the server pages: the page and its size
 * come from the query, the total from the server, and a page pressed goes back to the query. One
 * page size only: the server's. The list of pages is named, as the site's own pager was.
 */
export function serverPagination({
  current,
  pageSize,
  total,
  onChange,
  label,
  totalText,
}: ServerPaginationOptions): PaginationProps {
  return {
    current,
    pageSize,
    total,
    onChange: (page) => onChange(page),
    showSizeChanger: false,
    ...(totalText ? { showTotal: (count: number) => totalText(count) } : {}),
    'aria-label': label,
  };
}
