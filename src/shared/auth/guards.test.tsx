import { act, screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { renderApp } from '@/test/renderApp';
import { InMemoryAuthClient } from '@/test/inMemoryAuthClient';
import type { AuthUser } from '../services/auth/authClient';

/** An identity provider that has not answered yet. */
class PendingAuthClient extends InMemoryAuthClient {
  override subscribe(): () => void {
    return () => undefined;
  }
}

/**
 * A browser that remembers a session (expectsSession) whose provider answers only when the test
 * says so: with the user it was built with, or none (the session has ended since).
 */
class ReturningBrowserAuthClient extends InMemoryAuthClient {
  private readonly held: ((user: AuthUser | null) => void)[] = [];
  override expectsSession(): boolean {
    return true;
  }
  override subscribe(listener: (user: AuthUser | null) => void): () => void {
    this.held.push(listener);
    return () => undefined;
  }
  answer(): void {
    for (const listener of this.held.splice(0)) listener(this.currentUser);
  }
}

/** The paths of the API requests sent from now on. */
function recordRequests(): string[] {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    requested.push(new URL(request.url).pathname);
  });
  return requested;
}

describe('route guards', () => {
  it("shows 'Wait please.....' while auth loads on a guarded page", async () => {
    renderApp(null, { url: '/dashboard', services: { auth: new PendingAuthClient() } });
    expect(await screen.findByText('Wait please.....')).toBeInTheDocument();
  });

  it('renders the dashboard and My Courses ahead for a returning learner, asking nothing until the sign-in is confirmed', async () => {
    const auth = new ReturningBrowserAuthClient({
      signedInAs: { email: 'learner@example.com', displayName: 'Lena Learner' },
    });
    const requested = recordRequests();
    renderApp(null, { url: '/dashboard/myEnroll', services: { auth } });

    expect(await screen.findByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
    expect(screen.getByText('Loading your courses…')).toBeInTheDocument();
    // The sidebar has the links everyone has; those that depend on the roles wait for them.
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
    expect(requested).toEqual([]);

    act(() => auth.answer());
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(requested).toContain('/enroll');
    await waitFor(() =>
      expect(within(sidebar).getByRole('link', { name: 'My Enroll' })).toBeVisible(),
    );
  });

  it('sends a returning visitor whose session has ended from a page rendered ahead to /login', async () => {
    const auth = new ReturningBrowserAuthClient();
    const { router } = renderApp(null, { url: '/dashboard/myEnroll', services: { auth } });
    expect(await screen.findByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();

    act(() => auth.answer());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/dashboard/myEnroll' });
  });

  it('renders an admin page ahead, then shows a learner the 403 without asking for its rows', async () => {
    const auth = new ReturningBrowserAuthClient({ signedInAs: { email: 'learner@example.com' } });
    const requested = recordRequests();
    renderApp(null, { url: '/dashboard/allenroll', services: { auth } });
    expect(await screen.findByRole('heading', { name: 'All enrollments', level: 1 })).toBeVisible();
    expect(screen.getByText('Loading enrollments…')).toBeInTheDocument();

    act(() => auth.answer());
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'All enrollments' })).not.toBeInTheDocument();
    expect(requested).not.toContain('/enroll');
  });

  it("renders a course's purchase page ahead, and its form once the sign-in is confirmed", async () => {
    const auth = new ReturningBrowserAuthClient({
      signedInAs: { email: 'learner@example.com', displayName: 'Lena Learner' },
    });
    renderApp(null, { url: '/6650a1c00000000000000002', services: { auth } });
    expect(
      await screen.findByRole('heading', { name: 'Enroll in Machine Learning', level: 1 }),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).not.toBeInTheDocument();

    act(() => auth.answer());
    // The form starts from the learner's name and email, known only now.
    expect(await screen.findByRole('textbox', { name: /^Email/ })).toHaveValue(
      'learner@example.com',
    );
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Lena Learner');
  });

  it('sends a signed-out visitor from the dashboard to /login', async () => {
    const { router } = renderApp(null, { url: '/dashboard/myEnroll' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/dashboard/myEnroll' });
  });

  it('shows a 403 result to a learner on an admin page', async () => {
    renderApp(null, { url: '/dashboard/makeAdmin', user: { email: 'learner@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Make an admin' })).not.toBeInTheDocument();
  });

  it('lets an admin open an admin page', async () => {
    renderApp(null, { url: '/dashboard/makeAdmin', user: { email: 'admin@example.com' } });
    expect(await screen.findByRole('heading', { name: 'Make an admin' })).toBeInTheDocument();
  });

  it('refuses /instructor to a learner and opens it for a teacher', async () => {
    const { unmount } = renderApp(null, {
      url: '/instructor',
      user: { email: 'learner@example.com' },
    });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
    unmount();
    renderApp(null, { url: '/instructor', user: { email: 'teacher@example.com' } });
    expect(await screen.findByRole('heading', { name: 'Instructor panel' })).toBeInTheDocument();
  });

  it('shows the admin sidebar items to admins and the learner ones to learners', async () => {
    const { unmount: unmountAdmin } = renderApp(null, {
      url: '/dashboard',
      user: { email: 'admin@example.com' },
    });
    // The sidebar (jsdom applies no stylesheet, so it is there whatever the screen's width).
    const adminNav = await screen.findByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(adminNav).toHaveTextContent('Make Admin'));
    expect(adminNav).toHaveTextContent('All Enroll');
    expect(adminNav).toHaveTextContent('Manage Course');
    expect(adminNav).toHaveTextContent('Add Course');
    expect(adminNav).toHaveTextContent('Add Teacher');
    expect(adminNav).not.toHaveTextContent('My Enroll');
    unmountAdmin();

    renderApp(null, {
      url: '/dashboard',
      user: { email: 'learner@example.com' },
    });
    const learnerNav = await screen.findByRole('navigation', { name: 'Dashboard' });
    // The links that depend on the roles show once the roles have come.
    await waitFor(() => expect(learnerNav).toHaveTextContent('My Enroll'));
    expect(learnerNav).toHaveTextContent('Review');
    expect(learnerNav).toHaveTextContent('Logout');
    expect(learnerNav).not.toHaveTextContent('Make Admin');
  });
});
