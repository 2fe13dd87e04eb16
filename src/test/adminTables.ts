import { screen, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import { server } from '../../mocks/node';
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

/**
 * Records the query of every GET the app sends to `pathname` (e.g. '/courses') from now on, in
 * order; the listener goes when the test's `server.events.removeAllListeners()` runs.
 */
export function recordQueries(pathname: string): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const requested = new URL(request.url);
    if (request.method === 'GET' && requested.pathname === pathname) {
      queries.push(requested.searchParams);
    }
  });
  return queries;
}

/** The last recorded query, as a plain object (for toMatchObject). */
export const lastQuery = (queries: URLSearchParams[]): Record<string, string> =>
  Object.fromEntries(queries.at(-1) ?? []);
