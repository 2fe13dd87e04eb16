import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from './Pager';

function PagerOf({ pages, start = 1 }: { pages: number; start?: number }) {
  const [current, setCurrent] = useState(start);
  return <Pager label="Course pages" current={current} pages={pages} onChange={setCurrent} />;
}

describe('Pager', () => {
  it('marks the current page and moves with Previous, Next and the page numbers', async () => {
    const user = userEvent.setup();
    render(<PagerOf pages={5} />);
    const nav = screen.getByRole('navigation', { name: 'Course pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: '5' }));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByRole('button', { name: '4' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows nothing for a single page', () => {
    render(<PagerOf pages={1} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
