import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SortOrder } from '../../api/paging';
import { DataTable, type DataColumn } from './DataTable';

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const columns: DataColumn<Fruit>[] = [
  { key: 'name', title: 'Name', sortable: true, render: (fruit) => fruit.name },
  { key: 'price', title: 'Price ($)', sortable: true, align: 'right', render: (f) => f.price },
  { key: 'note', title: 'Note', render: () => '—' },
];

const FRUITS: Fruit[] = Array.from({ length: 23 }, (_, index) => ({
  id: `f${index + 1}`,
  name: `Fruit ${index + 1}`,
  price: 30 - index,
}));

/** The table as a page uses it: it keeps the sort and the page, and shows that page's rows. */
function FruitTable({ rows = FRUITS }: { rows?: Fruit[] }) {
  const [sort, setSort] = useState<{ key?: string; order?: SortOrder }>({});
  const [page, setPage] = useState(1);
  return (
    <>
      <p>
        sorted by {sort.key ?? 'nothing'} {sort.order ?? ''}
      </p>
      <DataTable<Fruit>
        caption="Fruits"
        columns={columns}
        rows={rows.slice((page - 1) * 10, page * 10)}
        rowKey={(fruit) => fruit.id}
        sort={sort}
        onSort={(key, order) => setSort({ key, order })}
        empty="No fruit"
        paging={{
          current: page,
          pageSize: 10,
          total: rows.length,
          onChange: setPage,
          totalText: (total) => `${total} fruits`,
          label: 'Pages of fruits',
        }}
      />
    </>
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Fruits' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and a row per item', () => {
    render(<FruitTable />);
    const table = screen.getByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Price ($)', 'Note']);
    expect(bodyRows()).toHaveLength(10);
    const first = screen.getByRole('row', { name: 'Fruit 1 30 —' });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Fruit 1', '30', '—']);
    // Only sortable columns have a button.
    expect(within(table).queryByRole('button', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('sorts a column ascending, then descending, then not at all, and says so in aria-sort', async () => {
    const user = userEvent.setup();
    render(<FruitTable />);
    const header = screen.getByRole('columnheader', { name: 'Price ($)' });
    expect(header).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Price ($)' }));
    expect(screen.getByText('sorted by price asc')).toBeInTheDocument();
    expect(header).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Price ($)' }));
    expect(screen.getByText('sorted by price desc')).toBeInTheDocument();
    expect(header).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Price ($)' }));
    expect(screen.getByText('sorted by nothing')).toBeInTheDocument();
    expect(header).not.toHaveAttribute('aria-sort');

    // Another column starts ascending, and the first one is no longer sorted.
    await user.click(screen.getByRole('button', { name: 'Price ($)' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(screen.getByText('sorted by name asc')).toBeInTheDocument();
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('sorts with the keyboard alone; the box that scrolls the table is a named Tab stop', async () => {
    const user = userEvent.setup();
    render(<FruitTable />);
    await user.tab();
    expect(screen.getByRole('region', { name: 'Fruits' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('sorted by name asc')).toBeInTheDocument();
  });

  it('shows the total and pages with the Pager', async () => {
    const user = userEvent.setup();
    render(<FruitTable />);
    expect(screen.getByText('23 fruits')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of fruits' });
    await user.click(within(pages).getByRole('button', { name: '3' }));
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      'Fruit 2110—',
      'Fruit 229—',
      'Fruit 238—',
    ]);
    expect(within(pages).getByRole('button', { name: '3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says so under the header row when a page has no rows, and shows no total or pages', () => {
    render(<FruitTable rows={[]} />);
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('No fruit')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('0 fruits')).not.toBeInTheDocument();
  });

  it('marks the table busy while another page loads, keeping its rows', () => {
    const twoFruits = (busy: boolean) => (
      <DataTable<Fruit>
        caption="Fruits"
        columns={columns}
        rows={FRUITS.slice(0, 2)}
        rowKey={(fruit) => fruit.id}
        empty="No fruit"
        busy={busy}
      />
    );
    const { rerender } = render(twoFruits(true));
    expect(screen.getByRole('table', { name: 'Fruits' })).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(2);
    rerender(twoFruits(false));
    expect(screen.getByRole('table', { name: 'Fruits' })).toHaveAttribute('aria-busy', 'false');
  });
});
