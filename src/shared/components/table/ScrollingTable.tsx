import { useId } from 'react';
import { Table, type TableProps } from 'antd';
import './ScrollingTable.css';

export type ScrollingTableProps<Row> = Omit<TableProps<Row>, 'caption' | 'scroll'> & {
  /** The table's name, also of the box that scrolls it sideways. */
  caption: string;
  /** The caption is read out but not shown (the page's heading already says what the table is). */
  hideCaption?: boolean;
};

/**
 * An antd Table named by its caption, in a box that scrolls it sideways when the screen is too
 * narrow for it. The box is a named Tab stop, so that the keyboard can scroll it too (WCAG 2.1.1):
 * cells of plain text have nothing else to focus. The box scrolls in CSS rather than with antd's
 * `scroll`, which measures the scrollbar in script on the first render.
 */
export function ScrollingTable<Row extends object>({
  caption,
  hideCaption = false,
  className,
  ...table
}: ScrollingTableProps<Row>) {
  const captionId = useId();
  return (
    <div
      className={['scrolling-table', className].filter(Boolean).join(' ')}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
    >
      <Table<Row>
        {...table}
        caption={
          <span id={captionId} className={hideCaption ? 'visually-hidden' : undefined}>
            {caption}
          </span>
        }
      />
    </div>
  );
}
