import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/test/renderApp';
import { InMemoryAuthClient } from '@/test/inMemoryAuthClient';

/** An identity provider that has not answered yet. */
class PendingAuthClient extends InMemoryAuthClient {
  override subscribe(): () => void {
    return () => undefined;
  }
}

describe('route guards', () => {
  it("shows 'Wait please.....' while auth loads on a guarded page", async () => {
    renderApp(null, { url: '/dashboard', services: { auth: new PendingAuthClient() } });
    expect(await screen.findByText('Wait please.....')).toBeInTheDocument();
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
    expect(learnerNav).toHaveTextContent('My Enroll');
    expect(learnerNav).toHaveTextContent('Review');
    expect(learnerNav).toHaveTextContent('Logout');
    expect(learnerNav).not.toHaveTextContent('Make Admin');
  });
});
