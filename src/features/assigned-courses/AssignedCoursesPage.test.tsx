import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { renderApp } from '../../test/renderApp';

const url = '/dashboard/assignedcourse';
const teacher = { email: 'teacher@example.com' };

// The whole app renders, and its lazy route chunks compile on first import: slow on a busy machine.
jest.setTimeout(40_000);
const firstLoad = { timeout: 20_000 };

/** Replaces the browser's clipboard. Call after renderApp: userEvent.setup() installs its own. */
function provideClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('Assigned courses page', () => {
  it.each([
    ['name', 'Data Science'],
    ['description', 'Spring cohort, Monday and Wednesday evenings, taught by the teacher account.'],
    ['image URL', '/images/courses/data-science.webp'],
  ])('copies the %s and says Copied', async (what, expected) => {
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
    const { user } = renderApp(null, { url, user: teacher });
    provideClipboard({ writeText });
    await user.click(
      await screen.findByRole('button', { name: `Copy ${what} of Data Science` }, firstLoad),
    );
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('says so when the clipboard is unavailable', async () => {
    const { user } = renderApp(null, { url, user: teacher });
    provideClipboard(undefined);
    await user.click(
      await screen.findByRole('button', { name: 'Copy name of Data Science' }, firstLoad),
    );
    expect(
      await screen.findByText(
        'Copying is not available in this browser. Select the text and copy it instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    const { user } = renderApp(null, { url, user: teacher });
    provideClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    await user.click(
      await screen.findByRole('button', { name: 'Copy name of Data Science' }, firstLoad),
    );
    expect(
      await screen.findByText(
        'The browser did not allow copying. Select the text and copy it instead.',
      ),
    ).toBeInTheDocument();
  });

  it('lists every assigned course with its image', async () => {
    renderApp(null, { url, user: teacher });
    const list = await screen.findByRole('list', { name: 'Assigned courses' }, firstLoad);
    const names = getMockDatabase().assigncourse.map((course) => course.name);
    expect(within(list).getAllByRole('listitem')).toHaveLength(names.length);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(names);
  });

  it('shows an empty state when nothing is assigned', async () => {
    setMockDatabase({ ...getMockDatabase(), assigncourse: [] });
    renderApp(null, { url, user: teacher });
    expect(
      await screen.findByText('No courses have been assigned yet.', {}, firstLoad),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot load', async () => {
    server.use(http.get(`${MOCK_URLS.apiUrl}/assigncourse`, () => HttpResponse.error()));
    renderApp(null, { url, user: teacher });
    expect(await screen.findByRole('button', { name: 'Retry' }, firstLoad)).toBeInTheDocument();
    expect(
      screen.getByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
