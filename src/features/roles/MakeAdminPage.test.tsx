import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';

const url = '/dashboard/makeAdmin';
const admin = { email: 'admin@example.com' };

async function submitEmail(user: ReturnType<typeof renderApp>['user'], email: string) {
  const input = await screen.findByLabelText(/^Email/);
  await user.clear(input);
  if (email) {
    await user.click(input);
    await user.paste(email);
  }
  await user.click(screen.getByRole('button', { name: 'Make admin' }));
  return input;
}

const isAdmin = (email: string) =>
  getMockDatabase().users.find((record) => record.email === email)?.admin === true;

describe('Make Admin page', () => {
  it('asks for a valid email before sending anything', async () => {
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, '');
    expect(input).toHaveAttribute('type', 'email');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await submitEmail(user, 'not-an-email');
    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
  });

  it('promotes a user, says so and clears the form', async () => {
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, 'learner@example.com');
    expect(await screen.findByText('Admin added successfully')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(isAdmin('learner@example.com')).toBe(true);
  });

  it('says when the user is already an admin', async () => {
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, 'admin@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'admin@example.com is already an admin',
    );
    expect(input).toHaveValue('admin@example.com');
    expect(screen.queryByText('Admin added successfully')).not.toBeInTheDocument();
  });

  it("shows the server's message for an unknown user and keeps the email", async () => {
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, 'nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('No account with that email');
    expect(input).toHaveValue('nobody@example.com');
  });

  it('explains a server failure and keeps the email', async () => {
    server.use(
      http.put(`${MOCK_URLS.apiUrl}/users/admin`, () =>
        HttpResponse.json({ error: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user } = renderApp(null, { url, user: admin });
    const input = await submitEmail(user, 'learner@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(input).toHaveValue('learner@example.com');
  });

  it('shows the refusal when the server no longer treats the user as an admin (403)', async () => {
    const { user } = renderApp(null, { url, user: admin });
    await screen.findByLabelText(/^Email/);
    // The page is open, then the admin loses the role on the server.
    const db = getMockDatabase();
    db.users = db.users.map((record) =>
      record.email === admin.email ? { ...record, admin: false } : record,
    );
    setMockDatabase(db);
    await submitEmail(user, 'learner@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
    expect(isAdmin('learner@example.com')).toBe(false);
  });

  it('shows a 403 result to a learner', async () => {
    renderApp(null, { url, user: { email: 'learner@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument());
  });
});
