import { screen, within } from '@testing-library/react';
import { server } from '../../mocks/node';
import { renderApp, type RenderAppResult } from './renderApp';

/** Renders the app at `url` as the seeded admin. */
export function renderAsAdmin(url: string): RenderAppResult {
  return renderApp(null, { url, user: { email: 'admin@example.com' } });
}

/** The text of each data row of the page's table (below its header row), once it has loaded. */
export async function dataRows(): Promise<string[]> {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent ?? '');
}

/** The texts of the page's table's column headers. */
export function columnHeaders(): string[] {
  return within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
}

/**
 * A page's item in the list of pages under the page's table (antd's pagination, named "Pages of
 * {rowsName}"): each item is named by its page number.
 */
export function pageItem(rowsName: string, page: number): HTMLElement {
  return within(screen.getByRole('list', { name: `Pages of ${rowsName}` })).getByRole('listitem', {
    name: String(page),
  });
}

/**
 * A sortable column's header cell, named by the column's title: a Tab stop that sorts when it is
 * pressed (or Enter is pressed on it).
 */
export const columnHeader = (title: string): HTMLElement =>
  screen.getByRole('columnheader', { name: title });

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
