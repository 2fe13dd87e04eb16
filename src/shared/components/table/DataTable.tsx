import { useId, type ReactNode } from 'react';
import type { SortOrder } from '../../api/paging';
import { Spinner } from '../feedback/Spinner';
import { Pager } from '../pager/Pager';
import './DataTable.css';

export interface DataColumn<Row> {
  /** The column's key; for a sortable column, the name the server sorts by. */
  key: string;
  /** The header text (also the name of the column's sort button). */
  title: string;
  render: (row: Row) => ReactNode;
  /** A header button sorts by this column (ascending, descending, then unsorted again). */
  sortable?: boolean;
  /** Numbers line up on the right. */
  align?: 'right';
  /** A fixed width in px (an image column). */
  width?: number;
}

export interface DataTablePaging {
  /** 1-based. */
  current: number;
  pageSize: number;
  /** Every row the server counts, not only this page's. */
  total: number;
  onChange: (page: number) => void;
  /** "23 enrollments". */
  totalText: (total: number) => string;
  /** Names the page navigation, e.g. "Pages of enrollments". */
  label: string;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  /** The rows of the page on screen. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * The table's name (visible or not: `visually-hidden`), also of the box that scrolls it sideways
   * on a narrow screen.
   */
  caption: ReactNode;
  /** Another page or sort is loading: the rows stay, dimmed, with a spinner over them. */
  busy?: boolean;
  /** The column the rows are sorted by, and how. */
  sort?: { key?: string; order?: SortOrder };
  /** A sort button was pressed: the next sort of that column (undefined: back to unsorted). */
  onSort?: (key: string | undefined, order: SortOrder | undefined) => void;
  /** Paged on the server: the total and the page navigation under the table. */
  paging?: DataTablePaging;
  /** Shown under the header row when the page has no rows (a search that matched nothing). */
  empty: ReactNode;
  className?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The sort a header press moves to: ascending, descending, then unsorted. */
function nextSort(
  key: string,
  current: DataTableProps<unknown>['sort'],
): [string | undefined, SortOrder | undefined] {
  if (current?.key !== key || !current.order) return [key, 'asc'];
  return current.order === 'asc' ? [key, 'desc'] : [undefined, undefined];
}

/**
 * A table of one page of rows as the server sorted and paged them: a semantic <table> (header
 * cells with scope and aria-sort, a button in each sortable one), the total and the site's Pager
 * below it. It scrolls sideways inside its box on narrow screens; the box is a named, focusable
 * region, so that the keyboard can scroll it too (cells of plain text have nothing to focus).
 * Plain markup and CSS: no layout is measured in script, so a page of rows renders in one short
 * pass (docs/performance.md).
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  busy = false,
  sort,
  onSort,
  paging,
  empty,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  return (
    <div
      className={['data-table', rows.length === 0 && 'data-table--no-rows', className]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="data-table__box">
        <div
          className="data-table__scroll"
          role="region"
          aria-labelledby={captionId}
          // A Tab stop, so that the keyboard can scroll it (WCAG 2.1.1).
          tabIndex={0}
        >
          <table className="data-table__table" aria-busy={busy}>
            <caption id={captionId}>{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  // A sort without an order is ascending, as the server takes it.
                  const order = sort?.key === column.key ? (sort.order ?? 'asc') : undefined;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={column.align === 'right' ? 'data-table__cell--right' : undefined}
                      style={column.width ? { width: column.width } : undefined}
                      aria-sort={column.sortable && order ? ARIA_SORT[order] : undefined}
                    >
                      {column.sortable && onSort ? (
                        <button
                          type="button"
                          className="data-table__sort"
                          onClick={() => onSort(...nextSort(column.key, sort))}
                        >
                          {column.title}
                          <span
                            className={`data-table__sort-mark${order ? ` data-table__sort-mark--${order}` : ''}`}
                            aria-hidden="true"
                          />
                        </button>
                      ) : (
                        column.title
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const key = rowKey(row);
                return (
                  <tr key={key} data-row-key={key}>
                    {columns.map((column) => (
                      <td
                        key={column.key}
                        className={column.align === 'right' ? 'data-table__cell--right' : undefined}
                      >
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {rows.length === 0 ? <div className="data-table__empty">{empty}</div> : null}
        {busy ? <Spinner className="data-table__spinner" /> : null}
      </div>
      {paging && paging.total > 0 ? (
        <div className="data-table__footer">
          <span className="data-table__total">{paging.totalText(paging.total)}</span>
          <Pager
            label={paging.label}
            current={paging.current}
            pages={pages}
            onChange={paging.onChange}
          />
        </div>
      ) : null}
    </div>
  );
}
