import { screen, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { renderApp, type RenderAppResult } from './renderApp';

/** Generous for the first render: the whole app renders and its lazy route chunks compile. */
export const FIRST_LOAD = { timeout: 20_000 };

/**
 * Renders the app at `url` as the seeded admin. Its user skips user-event's pointer-events check,
 * which computes styles up the tree on every click: seconds per click under antd's CSS-in-JS in
 * jsdom.
 */
export function renderAsAdmin(url: string): RenderAppResult {
  const view = renderApp(null, { url, user: { email: 'admin@example.com' } });
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

/*
 * Role queries that check visibility compute styles for every ancestor, slow in jsdom under
 * Ant Design's CSS-in-JS: rows are read with { hidden: true }, skipping antd's measuring row.
 */

/** The text of each data row of the page's table, once it has loaded. */
export async function dataRows(): Promise<string[]> {
  const table = await screen.findByRole('table', { hidden: true }, FIRST_LOAD);
  return within(table)
    .getAllByRole('row', { hidden: true })
    .filter((row) => row.getAttribute('aria-hidden') !== 'true')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

/** The texts of the page's table's column headers. */
export function columnHeaders(): string[] {
  return within(screen.getByRole('table', { hidden: true }))
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent ?? '');
}
